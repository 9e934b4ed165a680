import { vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

export const statGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

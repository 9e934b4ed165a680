import { vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'end',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

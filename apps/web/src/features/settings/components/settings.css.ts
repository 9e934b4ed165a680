import { media, vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

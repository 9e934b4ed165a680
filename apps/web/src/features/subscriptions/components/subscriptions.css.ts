import { media, vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

export const statGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
});

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))',
  alignItems: 'end',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const strong = style({ fontWeight: vars.font.weight.semibold });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The e-mail under a name: breaks anywhere (at least 11rem wide) so a long address does not widen the table. */
export const email = style([muted, { display: 'inline-block', minWidth: '11rem', overflowWrap: 'anywhere' }]);
export const nowrap = style({ whiteSpace: 'nowrap' });

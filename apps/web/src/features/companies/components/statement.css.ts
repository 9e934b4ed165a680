import { media, vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** The month and the cost centre side by side, the downloads after them; one column on a phone. */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 18rem) 1fr',
  alignItems: 'end',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const downloads = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  '@media': { [media.mobile]: { justifyContent: 'flex-start' } },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const amount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const returned = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.xs });

/** The month's totals: what was charged, returned and the net, in a row that wraps. */
export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});
export const total = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const totalLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const totalValue = style({ margin: 0, fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' });

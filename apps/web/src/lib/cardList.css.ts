import { vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A table's rows as cards on narrow screens (with `narrowOnly`): a list of bordered boxes, each with a title and
 * its badge on top, then its facts two by two.
 */
export const cardList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const cardFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
});

globalStyle(`${cardFacts} > div`, { display: 'flex', flexDirection: 'column', minWidth: 0 });
globalStyle(`${cardFacts} dt`, { fontSize: vars.font.size.xs, color: vars.color.textMuted });
globalStyle(`${cardFacts} dd`, { margin: 0, overflowWrap: 'anywhere' });

/** A fact that takes the card's whole width (a long id, an answer, a list). */
export const fullRow = style({ gridColumn: '1 / -1' });

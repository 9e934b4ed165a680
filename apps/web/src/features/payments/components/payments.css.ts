import { media, vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const narrow = 'screen and (max-width: 1023.98px)';
const wide = 'screen and (min-width: 1024px)';

/** The table on wide screens only… */
export const wideOnly = style({ '@media': { [narrow]: { display: 'none' } } });
/** …and the cards below 1024 px, so nothing scrolls sideways on a phone. */
export const narrowOnly = style({ '@media': { [wide]: { display: 'none' } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

// ─── Cards (narrow screens) ───

export const cardList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const paymentCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const cardAmount = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const cardFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
});

globalStyle(`${cardFacts} > div`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});
globalStyle(`${cardFacts} dt`, { fontSize: vars.font.size.xs, color: vars.color.textMuted });
globalStyle(`${cardFacts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const cardActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

// ─── PIX dialog ───

export const pixBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.lg,
});

export const qrFrame = style({
  alignSelf: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: '#ffffff',
  lineHeight: 0,
});

export const qr = style({ display: 'block', width: '13.75rem', height: '13.75rem', maxWidth: '100%' });

export const pixFacts = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});

// ─── Add card ───

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr) 22rem',
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' }, [media.mobile]: { gap: vars.space.lg } },
});

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

// ─── Saved card ───

export const saved = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const savedFacts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

globalStyle(`${savedFacts} dt`, { color: vars.color.textMuted });
globalStyle(`${savedFacts} dd`, { margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const savedNumber = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.lg,
  letterSpacing: '0.08em',
});

export const renewal = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

/** The saved card: beside the form, above it when stacked. */
export const savedColumn = style({
  minWidth: 0,
  '@media': { 'screen and (max-width: 1023.98px)': { order: -1 } },
});

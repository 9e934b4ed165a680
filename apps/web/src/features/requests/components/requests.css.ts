import { media, vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const muted = style({ color: vars.color.textMuted });

export const requestId = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  overflowWrap: 'anywhere',
});

// ─── Filters ───

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'end',
});

// ─── Certificates of a card ───

export const certList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const certRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) 7.5rem minmax(8rem, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
});

globalStyle(`${certRow}:last-child`, { borderBlockEnd: 'none' });

export const certName = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  minWidth: 0,
});

export const certProgress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  '@media': { [media.mobile]: { gridColumn: '1 / -1' } },
});

export const step = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

// ─── Detail ───

export const toolbar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const progressGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const progressCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
});

export const observation = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });

export const pdfList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pdfRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

globalStyle(`${pdfRow}:last-child`, { borderBlockEnd: 'none' });

export const pdfInfo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: '1 1 16rem',
});

export const pdfName = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const pdfMeta = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

// ─── Form ───

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  paddingBlockStart: vars.space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column-reverse' } },
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

/** A badge keeps its own width inside a column. */
export const start = style({ alignSelf: 'flex-start', justifySelf: 'start' });

// ─── Certificate view ───

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const detailTerm = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const detailValue = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const timelineItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const timelineTime = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  minWidth: '9rem',
});

export const noteForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const noteMeta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

// ─── Results ───

export const resultLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
});

const summaryBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const summary = style([summaryBase, { background: vars.color.successSubtle, color: vars.color.text }]);

export const summaryPositive = style([
  summaryBase,
  { background: vars.color.dangerSubtle, color: vars.color.text, fontWeight: vars.font.weight.semibold },
]);

export const summaryIcon = style({ flexShrink: 0, color: vars.color.danger, width: '1rem', height: '1rem' });

export const certMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const cardSummary = style({ marginBlockEnd: vars.space.sm });

export const kitRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  alignItems: 'start',
});

export const proposal = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const proposalTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const proposalList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const proposalItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const proposalMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  paddingInlineStart: vars.space.xl,
});

/** Left of the buttons; above them on a phone, where they stack in reverse. */
export const formCount = style({
  margin: 0,
  marginInlineEnd: 'auto',
  alignSelf: 'center',
  color: vars.color.textMuted,
  '@media': { [media.mobile]: { order: 1, marginInlineEnd: 0 } },
});

export const assistedNote = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The set's price before ordering: a quiet box above the buttons. */
export const priceSummary = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const priceTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const priceTotal = style({ margin: 0, fontSize: vars.font.size.lg });

export const priceNote = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** A proposed type's price, after its issuance badge. */
export const itemPrice = style({ fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });

/** The request's charges: one row per priced certificate, then the totals. */
export const chargeList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

/** Name and amount side by side at any width: a long name wraps, its amount stays on the right of its first line. */
export const chargeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'baseline',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const chargeAmount = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A returned price: struck through, still readable (the badge says why). */
export const returned = style({ textDecoration: 'line-through', color: vars.color.textMuted });

export const chargeTotals = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  marginBlockStart: vars.space.md,
});

globalStyle(`${chargeTotals} dt`, { fontSize: vars.font.size.sm, color: vars.color.textMuted });

globalStyle(`${chargeTotals} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });

/** The one-off order's payment dialog: the methods, then the card form or the button that generates the charge. */
export const oneOffBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** A card's badges side by side (status, 'Renovação automática'), wrapping on a narrow screen. */
export const badgeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
});

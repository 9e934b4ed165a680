import { media, vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { looseStack } from '../../../lib/layout.css.ts';

/** The step (or payment instructions) and, beside it, the order summary; stacked below 1024 px. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr) 22rem',
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 1023.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    [media.mobile]: { gap: vars.space.lg },
  },
});

/** The summary stays in view beside a long form; after it when stacked (the header names plan and price). */
export const aside = style({
  position: 'sticky',
  top: vars.space.lg,
  '@media': {
    'screen and (max-width: 1023.98px)': { position: 'static' },
  },
});

/** The app's loose column (src/lib), back to the standard gap on phones. */
export const stack = style([looseStack, { '@media': { [media.mobile]: { gap: vars.space.lg } } }]);

/** A step's heading, focused when the step appears (tabIndex -1): no outline for a non-interactive target. */
export const stepHeading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  outline: 'none',
});

export const stepIntro = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const stepHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

// ─── Order summary ───

export const summaryPlan = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const summaryPlanName = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const summaryDescription = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});

export const benefits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const benefit = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const benefitIcon = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  marginBlockStart: '0.15rem',
  color: vars.color.success,
});

export const moreBenefits = style({ color: vars.color.textMuted, paddingInlineStart: '1.5rem' });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});

globalStyle(`${totals} dt`, { color: vars.color.textMuted });
globalStyle(`${totals} dd`, { margin: 0, textAlign: 'end', fontWeight: vars.font.weight.medium });

export const free = style({ color: vars.color.success, fontWeight: vars.font.weight.semibold });

export const total = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

globalStyle(`${totals} dt.${total}`, { color: vars.color.text });

export const guarantee = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const guaranteeIcon = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  color: vars.color.success,
});

// ─── Forms ───

/** Two fields side by side, stacked on phones. */
export const fieldRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const checks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  '@media': { [media.mobile]: { alignItems: 'stretch' } },
});

/** Why the submit button is still disabled (polite live region). */
export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  textAlign: 'end',
  '@media': { [media.mobile]: { textAlign: 'start' } },
});

export const hintError = style([hint, { color: vars.color.danger, fontWeight: vars.font.weight.medium }]);

// ─── Processing ───

export const processing = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space['3xl'],
});

/** The content of a card, stacked with the standard gap (Card's body does not space its children). */
export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

// ─── Buying for a company ───

export const companyPurchase = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The company's fields, set off from the person's by a rule above them. */
export const companyFields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space.md,
  border: 'none',
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const companyLegend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

/** Who the plan is for, above the payment methods, ruled off from them. */
export const buyer = style({
  paddingBlockEnd: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** 'Para a empresa …' in the order summary. */
export const summaryCompany = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

import { formLayout, media, vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const { form, fieldRow } = formLayout;

export const sectionGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const settings = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const inviteForm = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto',
  alignItems: 'end',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const period = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 12rem)) auto 1fr',
  alignItems: 'end',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Stat cards as wide as the other screens' (13rem), so an amount ('R$ 1.234,50') never breaks on a phone. */
export const statGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
});

export const kitGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});

export const typeList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const narrowPage = style({ maxWidth: '52rem', width: '100%' });

export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.font.size.sm });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.font.weight.medium });

/** A list of people or invitations: one bordered row each, wrapping to a card on narrow screens. */
export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const rowMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 16rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const rowMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  flex: '0 1 auto',
});

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const invitePage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '36rem',
  width: '100%',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
});

export const inviteTitle = style({ margin: 0, fontSize: vars.font.size['2xl'], lineHeight: 1.25 });

export const costCentreForm = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto',
  alignItems: 'end',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

// ─── Usage rows as cards (narrow screens) ───

/** The figures of a usage card: three side by side (they are short numbers and amounts). */
export const usageFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
});
globalStyle(`${usageFacts} > div`, { display: 'flex', flexDirection: 'column', minWidth: 0 });
globalStyle(`${usageFacts} dt`, { fontSize: vars.font.size.xs, color: vars.color.textMuted });
globalStyle(`${usageFacts} dd`, { margin: 0, fontWeight: vars.font.weight.semibold });

/** The totals' card stands apart from the rows it sums. */
export const totalCard = style({ backgroundColor: vars.color.surfaceSunken });

export const cardDetail = style({ margin: 0 });

// ─── Back office: a company's page and the list ───

export const companySearch = style({ maxWidth: '32rem' });

/** The list's first column: a razão social reads on two lines at most on a 1280 px screen. */
export const nameCell = style({ minWidth: '12rem' });

/** Members of seats, and the pending invitations under them. */
export const seats = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const planLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The holder of the plan: a label, the name and the e-mail, one under the other. */
export const holder = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

/** A long fact (the billing address) wraps instead of widening the list. */
export const factText = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

/** The seats card's actions, side by side and wrapping on a phone. */
export const seatActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** 'N pessoas para M assentos', written instead of a meter over 100%. */
export const seatCount = style({ margin: 0, fontWeight: vars.font.weight.semibold });

import { media, vars } from '@certidao/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'end',
});

/** Four cards in a row on a wide screen, two by two on a phone (stacked, they would push the list far down). */
export const statGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm } },
});

// ─── A party (list card and page header) ───

export const partyHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const partyName = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const running = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const partyBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

// ─── Certificates of a party ───

export const certGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const certItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const certItemPositive = style([certItem, { borderColor: vars.color.danger, borderWidth: 2 }]);

export const certName = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

// ─── Validity bar ───

export const bar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const track = style({
  position: 'relative',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

const fillBase = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.full,
  '@media': { '(forced-colors: active)': { background: 'CanvasText', forcedColorAdjust: 'none' } },
});

export const fill = styleVariants({
  success: [fillBase, { background: vars.color.success }],
  warning: [fillBase, { background: vars.color.warning }],
  danger: [fillBase, { background: vars.color.danger }],
});

export const barLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const barLabelStrong = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

// ─── Forms ───

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fieldRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});

export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const problems = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  maxHeight: '14rem',
  overflowY: 'auto',
});

export const preview = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});

export const downloadLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
  fontSize: vars.font.size.sm,
  color: vars.color.primary,
});

// ─── Timeline ───

export const timeline = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
});

export const event = style({
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr)',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(`${event}:last-child`, { borderBlockEnd: 'none' });

const iconBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
});

export const eventIcon = styleVariants({
  neutral: [iconBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
  primary: [iconBase, { background: vars.color.primarySubtle, color: vars.color.primary }],
  success: [iconBase, { background: vars.color.successSubtle, color: vars.color.success }],
  warning: [iconBase, { background: vars.color.warningSubtle, color: vars.color.text }],
  danger: [iconBase, { background: vars.color.dangerSubtle, color: vars.color.danger }],
});

export const eventBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const eventTitle = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const eventText = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const eventMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

// ─── Party page: the per-type table (a grid per row on a phone) ───

export const typeTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

export const typeHead = style({
  '@media': { [media.mobile]: { display: 'none' } },
});
globalStyle(`${typeHead} th`, {
  textAlign: 'start',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  paddingBlock: vars.space.xs,
  paddingInlineEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const typeRow = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': {
    [media.mobile]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gap: `${vars.space.xs} ${vars.space.md}`,
      alignItems: 'center',
      paddingBlock: vars.space.sm,
    },
  },
});
globalStyle(`${typeRow}:last-child`, { borderBlockEnd: 'none' });
globalStyle(`${typeRow} > th, ${typeRow} > td`, {
  textAlign: 'start',
  verticalAlign: 'middle',
  paddingBlock: vars.space.sm,
  paddingInlineEnd: vars.space.md,
  '@media': { [media.mobile]: { display: 'block', padding: 0 } },
});

export const mobileLabel = style({
  display: 'none',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  '@media': { [media.mobile]: { display: 'inline' } },
});

export const wide = style({ '@media': { [media.mobile]: { gridColumn: '1 / -1' } } });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const intro = style({ margin: 0, maxWidth: '60ch', color: vars.color.textMuted });

// ─── Notices of a party (blocked by the quota, last change of result) ───

export const noticeTitle = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const changes = style({ margin: `${vars.space.xxs} 0 0`, paddingLeft: vars.space.lg });

/** The deed date's field and its buttons on one line, wrapping on a phone. */
export const deedRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

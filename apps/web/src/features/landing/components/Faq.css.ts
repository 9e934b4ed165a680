import { focusRing, vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 0.8fr) minmax(0, 1.2fr)',
  alignItems: 'start',
  gap: 'clamp(2rem, 5vw, 4rem)',
  '@media': { 'screen and (max-width: 959.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const help = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.bg,
});

export const helpTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const helpText = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const helpLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.25rem',
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible': focusRing,
  },
});
globalStyle(`${helpLink} svg`, { width: '1.25rem', height: '1.25rem', flexShrink: 0 });

export const accordion = style({
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const item = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const question = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  cursor: 'pointer',
  listStyle: 'none',
  outline: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const questionText = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const chevron = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  selectors: { [`${item}[open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingInline: vars.space.xl,
  paddingBlockEnd: vars.space.lg,
  fontSize: vars.font.size.md,
  color: vars.color.textMuted,
});
globalStyle(`${answer} p, ${answer} ul`, { margin: 0 });
globalStyle(`${answer} ul`, { paddingInlineStart: vars.space.xl });

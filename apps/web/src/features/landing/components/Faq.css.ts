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
  boxShadow: vars.shadow.md,
});

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
});
globalStyle(`${answer} p, ${answer} ul`, { margin: 0 });
globalStyle(`${answer} ul`, { paddingInlineStart: vars.space.xl });

import { media, vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 'clamp(1rem, 3vw, 2rem)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const step = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [media.mobile]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      columnGap: vars.space.lg,
      rowGap: vars.space.xs,
    },
  },
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  marginBlockEnd: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryContrast,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  boxShadow: `0 0 0 6px ${vars.color.primarySubtle}`,
  '@media': { [media.mobile]: { gridRow: 'span 2', marginBlockEnd: 0 } },
});

export const stepTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const stepText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const catalogue = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2.2fr)',
  gap: 'clamp(1.5rem, 4vw, 3rem)',
  marginBlockStart: 'clamp(3rem, 6vw, 4.5rem)',
  padding: 'clamp(1.25rem, 4vw, 2.5rem)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '1.25rem',
  backgroundColor: vars.color.bg,
  '@media': { 'screen and (max-width: 959.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const catalogueIntro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const catalogueTitle = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
});

export const catalogueText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const figuresBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (max-width: 959.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const figureValue = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.primary,
  lineHeight: 1.1,
});

export const figureLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

/** One line per category, filled by the island; empty (and so invisible) until then. */
export const categories = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.xl,
  rowGap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  selectors: { '&:empty': { display: 'none' } },
});

export const category = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const categoryTotal = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

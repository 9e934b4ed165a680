import { createVar, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';
import { media } from '../theme/media';

/** Width of the fill (0%–100%), set per render with `assignInlineVars`. */
export const fillWidth = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const value = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const trackRecipe = recipe({
  base: {
    position: 'relative',
    width: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.usage.track,
  },
  variants: {
    size: {
      sm: { height: '0.375rem' },
      md: { height: '0.625rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

const pulse = keyframes({
  '0%, 100%': { opacity: 0.35 },
  '50%': { opacity: 0.8 },
});

export const fillRecipe = recipe({
  base: {
    height: '100%',
    width: fillWidth,
    borderRadius: vars.radius.full,
    transitionProperty: 'width',
    transitionDuration: vars.motion.durationSlow,
    transitionTimingFunction: vars.motion.easing,
    '@media': { [media.reducedMotion]: { transitionDuration: '0s' } },
  },
  variants: {
    tone: {
      primary: { backgroundColor: vars.color.primary },
      success: { backgroundColor: vars.usage.green },
      warning: { backgroundColor: vars.usage.yellow },
      danger: { backgroundColor: vars.usage.red },
    },
    indeterminate: {
      true: {
        width: '40%',
        animation: `${slide} 1.4s ${vars.motion.easing} infinite`,
        '@media': {
          // No sliding for people who asked for less motion: a full, softly pulsing bar instead.
          [media.reducedMotion]: { width: '100%', animation: `${pulse} 2.4s ease-in-out infinite` },
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'primary', indeterminate: false },
});

export type ProgressBarRecipeVariants = NonNullable<RecipeVariants<typeof fillRecipe>>;

// Forced colours: an outlined track and a Highlight fill (a fill drawn with a background alone would vanish).
forcedColors(trackRecipe.classNames.base, { border: '1px solid CanvasText', backgroundColor: 'Canvas' });
forcedColors(fillRecipe.classNames.base, { forcedColorAdjust: 'none', backgroundColor: 'Highlight' });

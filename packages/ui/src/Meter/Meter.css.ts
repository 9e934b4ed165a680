import { createVar, style } from '@vanilla-extract/css';
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

export const infinity = style({
  fontSize: vars.font.size.lg,
  lineHeight: 1,
  color: vars.color.text,
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

/** The fill, coloured by usage level (see `usageLevel()` in @certidao/domain). */
export const fillRecipe = recipe({
  base: {
    height: '100%',
    width: fillWidth,
    borderRadius: vars.radius.full,
    transitionProperty: 'width, background-color',
    transitionDuration: vars.motion.durationSlow,
    transitionTimingFunction: vars.motion.easing,
    '@media': { [media.reducedMotion]: { transitionDuration: '0s' } },
  },
  variants: {
    level: {
      green: { backgroundColor: vars.usage.green },
      yellow: { backgroundColor: vars.usage.yellow },
      orange: { backgroundColor: vars.usage.orange },
      red: { backgroundColor: vars.usage.red },
    },
  },
  defaultVariants: { level: 'green' },
});

export type MeterRecipeVariants = NonNullable<RecipeVariants<typeof fillRecipe>>;

// Forced colours: an outlined track and a Highlight fill (a fill drawn with a background alone would vanish).
forcedColors(trackRecipe.classNames.base, { border: '1px solid CanvasText', backgroundColor: 'Canvas' });
forcedColors(fillRecipe.classNames.base, { forcedColorAdjust: 'none', backgroundColor: 'Highlight' });

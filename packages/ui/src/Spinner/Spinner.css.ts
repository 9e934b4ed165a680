import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
  },
  variants: {
    tone: {
      /** Brand colour: standalone loading indicators. */
      primary: { color: vars.color.primary },
      /** Inherits the text colour: spinners inside buttons and coloured surfaces. */
      current: { color: 'currentColor' },
    },
    labelPlacement: {
      end: { flexDirection: 'row' },
      bottom: { flexDirection: 'column' },
    },
  },
  defaultVariants: { tone: 'primary', labelPlacement: 'end' },
});

export const circleRecipe = recipe({
  base: {
    flexShrink: 0,
    animation: `${rotate} 0.8s linear infinite`,
    '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem' },
      md: { width: '1.5rem', height: '1.5rem' },
      lg: { width: '2.5rem', height: '2.5rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const track = style({ opacity: 0.2 });

export const label = style({ color: vars.color.textMuted });

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinnerRecipe>> &
  NonNullable<RecipeVariants<typeof circleRecipe>>;

import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const logoRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.5em',
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    letterSpacing: '-0.01em',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      /** On light surfaces (top bar, landing header). */
      light: { color: vars.color.text },
      /** On dark surfaces (sidebar, footer). */
      dark: { color: vars.color.textInverse },
    },
    size: {
      sm: { fontSize: vars.font.size.md },
      md: { fontSize: vars.font.size.xl },
      lg: { fontSize: vars.font.size['3xl'] },
    },
  },
  defaultVariants: { tone: 'light', size: 'md' },
});

export const mark = style({ width: '1.6em', height: '1.6em', flexShrink: 0 });

export const accentRecipe = recipe({
  variants: {
    tone: {
      light: { color: vars.color.primary },
      dark: { color: vars.color.primaryOnInverse },
    },
  },
});

/** SVG parts, coloured from tokens so the mark follows the theme. */
export const markBackground = style({ fill: vars.color.primary });
export const markPaper = style({ fill: vars.color.surface });
export const markFold = style({ fill: vars.color.primarySubtleHover });
export const markLine = style({ fill: vars.color.primary, opacity: 0.45 });
/** The seal is outlined in the background colour so it reads as a stamp over the paper. */
export const markSeal = style({ fill: vars.color.accent, stroke: vars.color.primary });
export const markCheck = style({ stroke: vars.color.surface });

export type LogoVariants = NonNullable<RecipeVariants<typeof logoRecipe>>;

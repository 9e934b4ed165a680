import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';
import { focusRing } from '../theme/utilities.css';

const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  fontWeight: vars.font.weight.medium,
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'color, text-decoration-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { color: vars.color.primaryActive, textDecorationLine: 'underline' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecorationLine: 'none' },
  },
});

// Icons flow with the text (the reset makes SVGs blocks): inline links wrap like words.
globalStyle(`${root} svg`, {
  display: 'inline-block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
  verticalAlign: '-0.125em',
});

export const linkRecipe = recipe({
  base: root,
  variants: {
    variant: {
      /** Inside running text: always underlined (colour alone must not carry the meaning). */
      inline: { display: 'inline', fontWeight: 'inherit', textDecorationLine: 'underline' },
      /** On its own (card actions, 'Voltar'): underlined on hover. */
      standalone: { textDecorationLine: 'none' },
      /** On dark surfaces (sidebar, footer). */
      inverse: {
        color: vars.color.primaryOnInverse,
        textDecorationLine: 'underline',
        selectors: { '&[data-hovered]': { color: vars.color.textInverse } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkRecipeVariants = NonNullable<RecipeVariants<typeof linkRecipe>>;

// Forced colours: links in LinkText, always underlined (hover colour changes are dropped), disabled in GrayText.
forcedColors(root, { color: 'LinkText', textDecorationLine: 'underline' });
forcedColors(`${root}[data-disabled]`, { color: 'GrayText' });

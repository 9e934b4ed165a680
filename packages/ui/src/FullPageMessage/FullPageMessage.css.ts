import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Centres the message in the viewport (a page of its own) or in the space its container gives. */
export const fullPageMessageRecipe = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 0,
    color: vars.color.text,
  },
  variants: {
    fill: {
      /** A route of its own ('/confirm-email', the not-found page): the whole viewport, page background. */
      viewport: { minHeight: '100dvh', backgroundColor: vars.color.bg },
      /** Inside a layout (a route error in the admin shell): grows to fill the page area. */
      container: { flexGrow: 1, minHeight: '20rem' },
    },
  },
  defaultVariants: { fill: 'viewport' },
});

/** The live region holding the message (announced when the status changes). */
export const message = style({ width: '100%' });

export type FullPageMessageRecipeVariants = NonNullable<RecipeVariants<typeof fullPageMessageRecipe>>;

import { vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** The app's column of blocks (a page's cards, filters and tables): the standard gap, shrinkable in a grid. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The same column with more air between larger blocks (a profile tab, a checkout step). */
export const looseStack = style([stack, { gap: vars.space.xl }]);

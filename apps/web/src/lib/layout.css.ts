import { media, vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** The app's column of blocks (a page's cards, filters and tables): the standard gap, shrinkable in a grid. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The same column with more air between larger blocks (a profile tab, a checkout step). */
export const looseStack = style([stack, { gap: vars.space.xl }]);

/** The buttons of a filter form ('Filtrar', 'Limpar'): a row of their own at the end of the filter grid. */
export const filterActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** The number of results beside a page title. */
export const titleCount = style({ marginInlineStart: vars.space.sm, verticalAlign: 'middle' });

/** Secondary text: a note under a form, a detail beside a value. */
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** A value that reads wrong broken over lines (an amount, a date). */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** The main value of a table row. */
export const strong = style({ fontWeight: vars.font.weight.semibold });

/** A long unbroken value (an e-mail) that may wrap anywhere rather than widen its box. */
export const breakAnywhere = style({ overflowWrap: 'anywhere', minWidth: 0 });

/**
 * An e-mail under a table row's main value: secondary text that breaks anywhere but keeps at least 11rem, so a
 * long address neither widens the table past a 1280 px screen nor shrinks to a sliver on a phone.
 */
export const cellEmail = style([
  muted,
  { selectors: { 'td &': { display: 'inline-block', minWidth: '11rem', overflowWrap: 'anywhere' } } },
]);

const narrowScreen = 'screen and (max-width: 1023.98px)';
const wideScreen = 'screen and (min-width: 1024px)';

/** A table shown on wide screens only… */
export const wideOnly = style({ '@media': { [narrowScreen]: { display: 'none' } } });
/** …with its rows as cards below 1024 px instead, so nothing scrolls sideways on a phone. */
export const narrowOnly = style({ '@media': { [wideScreen]: { display: 'none' } } });

/** Two fields side by side in a form (CPF and RG), one above the other on a phone. */
export const fieldRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

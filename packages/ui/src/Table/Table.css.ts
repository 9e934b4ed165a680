import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';
import { focusRing } from '../theme/utilities.css';

const edgeShadow = 'rgba(15, 23, 42, 0.22)';
/** Width of the selection checkboxes' column, its padding included. */
const selectionWidth = '2.75rem';

/**
 * Scroll container: tables scroll sideways on narrow screens instead of squeezing, with their first column
 * pinned (see `pinned` below). The shadow on the right edge tells the reader more columns are hidden: the
 * surface-coloured cover moves with the content (`local`) and hides the shadow (`scroll`, fixed to the box)
 * once the end is reached. The left edge's shadow is the pinned column's own, once the table has scrolled.
 */
export const container = style({
  width: '100%',
  overflowX: 'auto',
  // The containing block of what cells position absolutely (a link's visually hidden '(abre em nova aba)'):
  // without it that text sits at its place in the wide table, outside this box, and the page scrolls sideways.
  position: 'relative',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  backgroundImage: [
    `linear-gradient(to left, ${vars.color.surface} 30%, transparent)`,
    `radial-gradient(farthest-side at 100% 50%, ${edgeShadow}, transparent)`,
  ].join(', '),
  backgroundPosition: 'right center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '2.5rem 100%, 0.875rem 100%',
  backgroundAttachment: 'local, scroll',
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const header = style({
  backgroundColor: vars.color.surfaceSunken,
});

/** Cells sit `md` apart and `lg` from the table's edges, so a back-office table fits a 1280 px screen. */
export const column = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-sort-direction]': { color: vars.color.text },
    '&:first-child': { paddingInlineStart: vars.space.lg },
    '&:last-child': { paddingInlineEnd: vars.space.lg },
  },
});

export const sortableColumn = style({
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.border },
  },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sortIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textSubtle,
  selectors: {
    '[data-sort-direction] &': { color: vars.color.primary },
  },
});
globalStyle(`${sortIcon} svg`, { width: '0.875rem', height: '0.875rem' });

export const body = style({});

export const row = style({
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': { backgroundColor: vars.color.primarySubtle },
    '&[data-selected][data-hovered]': { backgroundColor: vars.color.primarySubtleHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textMuted },
    '&[data-href], &[data-pressed]': { cursor: 'pointer' },
  },
});

export const cell = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    'tr:last-child > &': { borderBlockEnd: 'none' },
    '&:first-child': { paddingInlineStart: vars.space.lg },
    '&:last-child': { paddingInlineEnd: vars.space.lg },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const selectionCell = style({
  // Its padding included (as Chromium lays out a cell's width anyway): the next pinned cell sits right after.
  boxSizing: 'border-box',
  width: selectionWidth,
  paddingInlineEnd: 0,
});

/**
 * The pinned first column (and, in a table with selection, the checkboxes and the column after them): it
 * stays at the left edge while the rest scrolls under it, opaque in the colour of its row, with a shadow on
 * its right once the table has scrolled (`data-scroll-start`). Without overflow, sticky does nothing.
 */
const pinnedCells = [
  `${cell}:first-child`,
  `${column}:first-child`,
  `${selectionCell} + ${cell}`,
  `${selectionCell} + ${column}`,
];
const pinnedAfterSelection = [`${selectionCell} + ${cell}`, `${selectionCell} + ${column}`];
const each = (selectors: string[], suffix = '', prefix = '') =>
  selectors.map((selector) => `${prefix}${selector}${suffix}`).join(', ');
globalStyle(each(pinnedCells), {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  backgroundColor: vars.color.surface,
});
// The selection cell is `selectionWidth` wide, its padding included.
globalStyle(each(pinnedAfterSelection), { insetInlineStart: selectionWidth });
globalStyle(each([`${column}:first-child`, ...pinnedAfterSelection.slice(1)]), {
  backgroundColor: vars.color.surfaceSunken,
});
globalStyle(each(pinnedCells, '', `${row}[data-hovered] > `), { backgroundColor: vars.color.surfaceSunken });
globalStyle(each(pinnedCells, '', `${row}[data-selected] > `), { backgroundColor: vars.color.primarySubtle });
globalStyle(each(pinnedCells, '', `${row}[data-selected][data-hovered] > `), {
  backgroundColor: vars.color.primarySubtleHover,
});
// The last pinned cell of each row casts the shadow (the selection cell's is covered by its neighbour's).
globalStyle(
  each(
    [`${cell}:first-child`, `${column}:first-child`, ...pinnedAfterSelection],
    '',
    `${container}[data-scroll-start] `,
  ),
  { boxShadow: `0.5rem 0 0.5rem -0.5rem ${edgeShadow}` },
);
globalStyle(each([`${selectionCell}:first-child`], '', `${container}[data-scroll-start] `), {
  boxShadow: 'none',
});
// A focused row's ring (an outline of the row) passes under the pinned cell: the cell draws its part.
globalStyle(each(pinnedCells, '', `${row}[data-focus-visible] > `), {
  boxShadow: `inset 0 2px 0 ${vars.color.focusRing}, inset 0 -2px 0 ${vars.color.focusRing}`,
});
globalStyle(each([`${cell}:first-child`], '', `${row}[data-focus-visible] > `), {
  boxShadow: `inset 2px 0 0 ${vars.color.focusRing}, inset 0 2px 0 ${vars.color.focusRing}, inset 0 -2px 0 ${vars.color.focusRing}`,
});

/**
 * The empty and loading states span every column; in a table wider than its box they stay in the visible part
 * (pinned at the left, as wide as the box), so a phone shows the whole message, not its middle cut off.
 */
export const visibleState = style({
  position: 'sticky',
  insetInlineStart: 0,
  maxWidth: 'var(--table-box-width, 100%)',
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['2xl'],
});

/** The selection checkbox (header: select all; rows: select one). */
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  outline: 'none',
  cursor: 'pointer',
});

export const checkboxBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.primaryContrast,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});
globalStyle(`${checkboxBox} svg`, { width: '0.875rem', height: '0.875rem', strokeWidth: 3 });

// Forced colours: selected rows in the system's selection colours (the tint is dropped).
forcedColors(`${row}[data-selected]`, {
  forcedColorAdjust: 'none',
  backgroundColor: 'Highlight',
  color: 'HighlightText',
});
forcedColors(`${row}[data-disabled]`, { color: 'GrayText' });
forcedColors(each(pinnedCells, '', `${row}[data-selected] > `), { backgroundColor: 'Highlight' });

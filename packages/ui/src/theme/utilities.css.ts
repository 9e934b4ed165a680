import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The one focus ring of the system. Spread it inside a `[data-focus-visible]` selector:
 * `selectors: { '&[data-focus-visible]': focusRing }`.
 */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** Hides content visually while keeping it available to screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * The layout of the back office's forms (apps/web features): a column of readable width, rows of fields that
 * wrap below 14rem each, and the actions at the end.
 */
export const formLayout = {
  form: style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '48rem' }),
  fieldRow: style({
    display: 'grid',
    gap: vars.space.md,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  }),
  actions: style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' }),
};

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

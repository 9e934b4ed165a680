import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/**
 * A floating panel (select and combo box options, menus). Raised surface with a shadow, at least as
 * wide as its trigger (`--trigger-width` comes from React Aria), scrolling when taller than the space.
 */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 2rem)',
  overflow: 'auto',
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  zIndex: vars.zIndex.popover,
  transitionProperty: 'opacity, transform',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-entering]': { opacity: 0 },
    '&[data-exiting]': { opacity: 0 },
    '&[data-placement=bottom][data-entering]': { transform: 'translateY(-4px)' },
    '&[data-placement=top][data-entering]': { transform: 'translateY(4px)' },
  },
  '@media': {
    [media.reducedMotion]: { transitionDuration: '0s' },
  },
});

import { focusRing, media, vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const button = style({
  position: 'fixed',
  insetBlockEnd: 'max(1.25rem, env(safe-area-inset-bottom))',
  insetInlineEnd: 'max(1.25rem, env(safe-area-inset-right))',
  // Under the header, so the open mobile menu (and its dimmed backdrop) covers it.
  zIndex: vars.zIndex.dropdown,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
  color: vars.color.primaryContrast,
  boxShadow: `${vars.shadow.xl}, 0 0 0 4px color-mix(in srgb, ${vars.color.surface} 70%, transparent)`,
  outline: 'none',
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.durationNormal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { transform: 'scale(1.06)' },
    '&:focus-visible': { ...focusRing, outlineOffset: '4px' },
  },
  '@media': {
    [media.mobile]: { width: '3.25rem', height: '3.25rem', insetBlockEnd: '1rem', insetInlineEnd: '1rem' },
    [media.reducedMotion]: { transitionDuration: '0s' },
  },
});
globalStyle(`${button} svg`, { width: '1.75rem', height: '1.75rem' });

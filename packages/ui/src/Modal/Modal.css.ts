import { keyframes } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const zoomIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });

/** The backdrop: covers the viewport and centres (or aligns) the modal box. */
export const overlayRecipe = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    backgroundColor: vars.color.overlay,
    // Fills the visual viewport on mobile, where the on-screen keyboard shrinks it.
    height: 'var(--visual-viewport-height, 100dvh)',
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
      '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.durationFast} ${vars.motion.easing}` },
    },
    '@media': {
      [media.reducedMotion]: {
        selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
      },
    },
  },
  variants: {
    placement: {
      center: {
        alignItems: 'center',
        justifyContent: 'center',
        padding: vars.space.lg,
        '@media': { [media.mobile]: { padding: vars.space.md } },
      },
      start: { alignItems: 'stretch', justifyContent: 'flex-start' },
    },
  },
  defaultVariants: { placement: 'center' },
});

/** The modal box. */
export const modalRecipe = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '100%',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.xl,
    outline: 'none',
  },
  variants: {
    size: {
      sm: { width: '26rem' },
      md: { width: '34rem' },
      lg: { width: '50rem' },
    },
    placement: {
      center: {
        maxWidth: '100%',
        borderRadius: vars.radius.xl,
        border: `1px solid ${vars.color.border}`,
        selectors: {
          '&[data-entering]': { animation: `${zoomIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
        },
        '@media': { [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
      },
      start: {
        height: '100%',
        maxWidth: '85vw',
        borderRadius: 0,
        selectors: {
          '&[data-entering]': { animation: `${slideIn} ${vars.motion.durationSlow} ${vars.motion.easing}` },
          '&[data-exiting]': { animation: `${slideOut} ${vars.motion.durationNormal} ${vars.motion.easing}` },
        },
        '@media': {
          [media.reducedMotion]: {
            selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
          },
        },
      },
    },
  },
  defaultVariants: { size: 'md', placement: 'center' },
});

export type ModalRecipeVariants = NonNullable<RecipeVariants<typeof modalRecipe>>;

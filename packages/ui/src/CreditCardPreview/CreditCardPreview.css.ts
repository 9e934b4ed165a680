import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** The card: 85.6 × 53.98 mm proportions, up to 22rem wide. */
export const root = style({
  width: '100%',
  maxWidth: '22rem',
  aspectRatio: '1.586',
  perspective: '1000px',
  fontFamily: vars.font.family.mono,
  userSelect: 'none',
});

/** Turns around its vertical axis to show the back (instant swap with reduced motion). */
export const inner = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  transformStyle: 'preserve-3d',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationSlow,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${root}[data-flipped] &`]: { transform: 'rotateY(180deg)' },
  },
  '@media': {
    [media.reducedMotion]: {
      transition: 'none',
      selectors: { [`${root}[data-flipped] &`]: { transform: 'none' } },
    },
  },
});

const face = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  backgroundImage: `linear-gradient(135deg, ${vars.color.surfaceInverse} 0%, ${vars.color.primary} 100%)`,
  boxShadow: vars.shadow.xl,
  color: vars.color.textInverse,
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
});

export const front = style([
  face,
  {
    justifyContent: 'space-between',
    padding: '7%',
    '@media': {
      [media.reducedMotion]: {
        selectors: { [`${root}[data-flipped] &`]: { visibility: 'hidden' } },
      },
    },
  },
]);

export const back = style([
  face,
  {
    justifyContent: 'flex-start',
    gap: '10%',
    paddingBlock: '8%',
    transform: 'rotateY(180deg)',
    '@media': {
      [media.reducedMotion]: {
        transform: 'none',
        visibility: 'hidden',
        selectors: { [`${root}[data-flipped] &`]: { visibility: 'visible' } },
      },
    },
  },
]);

export const topRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const chip = style({
  width: '2.75rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  backgroundImage: `linear-gradient(135deg, ${vars.color.accent}, ${vars.plan.ilimitado.border})`,
  opacity: 0.9,
});

export const brand = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontStyle: 'italic',
  letterSpacing: '0.02em',
  color: vars.color.textInverse,
});

export const number = style({
  fontSize: vars.font.size.xl,
  letterSpacing: '0.08em',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.mobile]: { fontSize: vars.font.size.lg } },
});

export const bottomRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const fieldLabel = style({
  fontFamily: vars.font.family.body,
  fontSize: '0.625rem',
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textInverseMuted,
});

export const fieldValue = style({
  fontSize: vars.font.size.sm,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const stripe = style({
  height: '20%',
  backgroundColor: vars.color.text,
});

export const signature = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  marginInline: '7%',
});

export const signaturePanel = style({
  flex: 1,
  height: '2.25rem',
  borderRadius: vars.radius.sm,
  backgroundImage: `repeating-linear-gradient(135deg, ${vars.color.surfaceSunken} 0 6px, ${vars.color.border} 6px 12px)`,
});

export const cvc = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '3.5rem',
  height: '2.25rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.1em',
});

export const backBrand = style({
  alignSelf: 'flex-end',
  marginInline: '7%',
});

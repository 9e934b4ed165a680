import { focusRing, media, vars } from '@certidao/ui';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

/**
 * Height of a plan card with the usual content (measured: about 436 px in four columns, 400 px in two, 381 px
 * in one), reserved by the placeholders while the plans load so the page does not shift when they arrive.
 */
const CARD_HEIGHT = { wide: '27rem', medium: '26rem', narrow: '24rem' } as const;

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: 'clamp(1rem, 2vw, 1.5rem)',
  alignItems: 'stretch',
  margin: 0,
  // Room for the 'Mais popular' badge that sits on the top edge of a card.
  paddingBlockStart: vars.space.md,
  paddingInline: 0,
  listStyle: 'none',
  '@media': {
    'screen and (max-width: 1099.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
});

export const subscribe = style({
  width: '100%',
});

// The landing page uses plain links and buttons with the design system's button look (no react-aria, for its
// JavaScript budget), so the states come from CSS pseudo-classes instead of react-aria's data attributes.
export const primaryAction = style({
  selectors: {
    '&:hover': { backgroundColor: vars.color.primaryHover },
    '&:active': { backgroundColor: vars.color.primaryActive },
    '&:focus-visible': focusRing,
  },
});

export const outlineAction = style({
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:active': { backgroundColor: vars.color.border },
    '&:focus-visible': focusRing,
  },
});

export const loading = style({
  position: 'relative',
});

export const loadingLabel = style({
  position: 'absolute',
  insetBlockStart: '45%',
  insetInlineStart: '50%',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  boxShadow: vars.shadow.lg,
  transform: 'translate(-50%, -50%)',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { insetBlockStart: '8rem' } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1.1rem',
  height: '1.1rem',
  border: `2px solid ${vars.color.primarySubtleHover}`,
  borderBlockStartColor: vars.color.primary,
  borderRadius: vars.radius.full,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const placeholder = style({
  minHeight: CARD_HEIGHT.wide,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  backgroundImage: `linear-gradient(${vars.color.surfaceSunken}, ${vars.color.surfaceSunken})`,
  backgroundRepeat: 'no-repeat',
  backgroundSize: '60% 1.25rem',
  backgroundPosition: `${vars.space.xl} ${vars.space.xl}`,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': {
    'screen and (max-width: 1099.98px)': { minHeight: CARD_HEIGHT.medium },
    [media.mobile]: { minHeight: CARD_HEIGHT.narrow },
    [media.reducedMotion]: { animation: 'none' },
  },
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '20rem',
  padding: vars.space['2xl'],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
});

export const messageIcon = style({ color: vars.color.danger });
globalStyle(`${message} svg${messageIcon}`, { width: '2.5rem', height: '2.5rem' });

export const messageTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const messageText = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  color: vars.color.textMuted,
});

export const assurances = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.md} ${vars.space['2xl']}`,
  margin: 0,
  marginBlockStart: 'clamp(2rem, 4vw, 3rem)',
  padding: 0,
  listStyle: 'none',
});

export const assurance = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: '30rem',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
globalStyle(`${assurance} strong`, { color: vars.color.text });

export const assuranceIcon = style({ color: vars.color.success });

export const assuranceLink = style({ color: vars.color.primary, fontWeight: vars.font.weight.semibold });
globalStyle(`${assurance} svg${assuranceIcon}`, {
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  marginBlockStart: '0.05em',
});

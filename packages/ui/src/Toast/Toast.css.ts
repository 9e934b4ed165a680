import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { focusRing } from '../theme/utilities.css';

/** The region: fixed at the bottom right (full width on mobile), above everything but tooltips. */
export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.xl,
  insetInlineEnd: vars.space.xl,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '24rem',
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  outline: 'none',
  '@media': {
    [media.mobile]: {
      insetBlockEnd: vars.space.lg,
      insetInlineEnd: vars.space.lg,
      insetInlineStart: vars.space.lg,
      width: 'auto',
    },
  },
  selectors: {
    '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.lg },
  },
});

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const toastRecipe = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    paddingInlineStart: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: 4,
    backgroundColor: vars.color.surfaceRaised,
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    outline: 'none',
    animation: `${enter} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.danger },
      warning: { borderInlineStartColor: vars.color.warning },
      info: { borderInlineStartColor: vars.color.info },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const iconRecipe = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    marginBlockStart: vars.space.xs,
    fontSize: vars.font.size.xl,
  },
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      warning: { color: vars.color.warning },
      info: { color: vars.color.info },
    },
  },
});

export const icon = style({});
globalStyle(`${icon} svg`, { width: '1em', height: '1em' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xs,
});

export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.textMuted,
});

export const close = style({
  color: vars.color.textMuted,
});

export type ToastRecipeVariants = NonNullable<RecipeVariants<typeof toastRecipe>>;

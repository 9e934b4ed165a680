import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';
import { media } from '../theme/media';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const popover = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(20rem, calc(100vw - 2rem))',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${vars.motion.durationFast} ${vars.motion.easing}` },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const menu = style({
  minWidth: '12rem',
  padding: vars.space.xs,
  outline: 'none',
  fontFamily: vars.font.family.body,
});

export const itemRecipe = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.controlSm,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
    cursor: 'pointer',
    outline: 'none',
    textDecoration: 'none',
    userSelect: 'none',
    selectors: {
      '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      default: {
        color: vars.color.text,
        selectors: {
          '&[data-focused], &[data-open]': {
            backgroundColor: vars.color.primarySubtle,
            color: vars.color.primary,
          },
          '&[data-pressed]': { backgroundColor: vars.color.primarySubtleHover },
        },
      },
      danger: {
        color: vars.color.danger,
        selectors: {
          '&[data-focused]': { backgroundColor: vars.color.dangerSubtle },
          '&[data-pressed]': { backgroundColor: vars.color.dangerSubtle },
        },
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const check = style({
  display: 'inline-flex',
  width: '1rem',
  flexShrink: 0,
  color: vars.color.primary,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '1rem', opacity: 0.85 });

globalStyle(`${check} svg, ${icon} svg`, { width: '1rem', height: '1rem' });

export const label = style({ flex: 1, minWidth: 0, fontWeight: vars.font.weight.medium });

export const shortcut = style({
  marginInlineStart: vars.space.lg,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  letterSpacing: '0.02em',
});

export const submenuChevron = style({ width: '1rem', height: '1rem', marginInlineStart: 'auto' });

export const section = style({});

export const sectionHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  // Sentence case: section titles may be names or e-mails.
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const separator = style({
  height: 1,
  marginBlock: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.xs})`,
  border: 'none',
  backgroundColor: vars.color.border,
});

// Forced colours: the focused or open item in the selection colours (its tint is dropped); disabled in GrayText.
forcedColors(`${itemRecipe.classNames.base}[data-focused], ${itemRecipe.classNames.base}[data-open]`, {
  forcedColorAdjust: 'none',
  backgroundColor: 'Highlight',
  color: 'HighlightText',
});
forcedColors(`${itemRecipe.classNames.base}[data-disabled]`, { color: 'GrayText' });

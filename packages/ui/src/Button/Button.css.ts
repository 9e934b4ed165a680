import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';
import { focusRing } from '../theme/utilities.css';

const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-pending]': { cursor: 'progress' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45, boxShadow: 'none' },
  },
});

globalStyle(`${root} svg`, { width: '1.25em', height: '1.25em', flexShrink: 0 });

/**
 * Button styles. Also used by `Link` (`buttonVariant`) so that a navigation that looks like a
 * button shares every rule. Interaction states come from React Aria's data attributes.
 */
export const buttonRecipe = recipe({
  base: root,
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.primaryContrast,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primaryHover },
          '&[data-pressed]': { backgroundColor: vars.color.primaryActive },
        },
      },
      secondary: {
        backgroundColor: vars.color.primarySubtle,
        color: vars.color.primary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primarySubtleHover },
          '&[data-pressed]': {
            backgroundColor: vars.color.primarySubtleHover,
            borderColor: vars.color.primary,
          },
        },
      },
      outline: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
          '&[data-pressed]': { backgroundColor: vars.color.border },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
          '&[data-pressed]': { backgroundColor: vars.color.primarySubtleHover },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.dangerContrast,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.dangerHover },
          '&[data-pressed]': { backgroundColor: vars.color.dangerActive },
        },
      },
    },
    size: {
      sm: {
        height: vars.size.controlSm,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.sm,
        gap: vars.space.xs,
      },
      md: { height: vars.size.controlMd, paddingInline: vars.space.lg, fontSize: vars.font.size.sm },
      lg: { height: vars.size.controlLg, paddingInline: vars.space.xl, fontSize: vars.font.size.md },
    },
    /** Square button holding only an icon (its name comes from `aria-label`). */
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1' },
      false: {},
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false, fullWidth: false },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof buttonRecipe>>;

// Forced colours: every button gets a ButtonBorder outline (a filled or ghost button would otherwise be bare
// text); disabled ones are GrayText instead of faded.
forcedColors(root, { borderColor: 'ButtonBorder' });
forcedColors(`${root}[data-disabled]`, { opacity: 1, color: 'GrayText', borderColor: 'GrayText' });

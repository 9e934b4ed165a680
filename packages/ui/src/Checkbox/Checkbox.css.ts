import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';
import { focusRing } from '../theme/utilities.css';

/** The checkbox with its help text and error stacked. */
export const checkboxField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The clickable label: box and text. */
export const checkboxButton = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** Help text and errors line up with the label text, after the box. */
export const indented = style({
  paddingInlineStart: `calc(1.25rem + ${vars.space.sm})`,
});

/**
 * The box. Its state comes from the checkbox's render props (the state attributes live on the
 * label around it), so it is a recipe with one variant per state.
 */
export const box = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '1.25rem',
    height: '1.25rem',
    // Centres the box on the first line of the label (line height 1.5 × 1rem).
    marginBlockStart: '0.125rem',
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: vars.color.borderStrong,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface,
    color: vars.color.primaryContrast,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
  },
  variants: {
    checked: {
      true: { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
      false: {},
    },
    hovered: { true: {}, false: {} },
    invalid: { true: { borderColor: vars.color.danger }, false: {} },
    focusVisible: { true: focusRing, false: {} },
    disabled: { true: { opacity: 0.45 }, false: {} },
  },
  compoundVariants: [
    { variants: { checked: false, hovered: true }, style: { borderColor: vars.color.text } },
    { variants: { checked: true, hovered: true }, style: { backgroundColor: vars.color.primaryHover } },
    {
      variants: { checked: true, invalid: true },
      style: { backgroundColor: vars.color.danger, borderColor: vars.color.danger },
    },
  ],
  defaultVariants: { checked: false, hovered: false, invalid: false, focusVisible: false, disabled: false },
});

export type CheckboxBoxVariants = NonNullable<RecipeVariants<typeof box>>;

export const mark = style({ width: '0.875rem', height: '0.875rem', strokeWidth: 3 });

// Forced colours: the box draws its own states in system colours (a filled box alone would vanish).
forcedColors(box.classNames.base, {
  forcedColorAdjust: 'none',
  borderColor: 'ButtonText',
  backgroundColor: 'Canvas',
  color: 'HighlightText',
});
forcedColors(box.classNames.variants.checked.true, {
  backgroundColor: 'Highlight',
  borderColor: 'Highlight',
});
forcedColors(box.classNames.variants.disabled.true, {
  opacity: 1,
  borderColor: 'GrayText',
  backgroundColor: 'Canvas',
  color: 'GrayText',
});
forcedColors(`${checkboxButton}[data-disabled]`, { color: 'GrayText' });

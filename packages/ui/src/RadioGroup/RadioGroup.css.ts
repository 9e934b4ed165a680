import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { field } from '../Field/fieldStyles.css';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';
import { focusRing } from '../theme/utilities.css';

export const radioGroup = style([field]);

/** The options, stacked (vertical) or side by side, wrapping (horizontal). */
export const options = recipe({
  base: { display: 'flex', gap: vars.space.sm, paddingBlock: vars.space.xs },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xl },
    },
    variant: {
      default: {},
      card: { gap: vars.space.md, columnGap: vars.space.md },
    },
  },
  compoundVariants: [
    {
      // Cards in a row: equal columns that wrap on narrow screens, all of the same height.
      variants: { orientation: 'horizontal', variant: 'card' },
      style: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))' },
    },
  ],
  defaultVariants: { orientation: 'vertical', variant: 'default' },
});

/** One option with its help text. */
export const radioField = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    variant: {
      default: { gap: vars.space.xxs },
      card: { minWidth: 0 },
    },
  },
  defaultVariants: { variant: 'default' },
});

/** The clickable label: circle and text (a bordered card in the `card` variant). */
export const radioButton = recipe({
  base: {
    display: 'flex',
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
  },
  variants: {
    variant: {
      default: {},
      card: {
        height: '100%',
        padding: vars.space.md,
        borderWidth: 1,
        borderStyle: 'solid',
        borderColor: vars.color.borderStrong,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surface,
        boxShadow: vars.shadow.sm,
        transitionProperty: 'border-color, background-color, box-shadow',
        transitionDuration: vars.motion.durationFast,
        transitionTimingFunction: vars.motion.easing,
        selectors: {
          '&[data-hovered]': { borderColor: vars.color.text },
          '&[data-selected]': {
            borderColor: vars.color.primary,
            backgroundColor: vars.color.primarySubtle,
            boxShadow: `0 0 0 1px ${vars.color.primary}`,
          },
          '&[data-invalid]': { borderColor: vars.color.danger },
          '&[data-focus-visible]': focusRing,
          '&[data-disabled]': {
            backgroundColor: vars.color.surfaceSunken,
            borderColor: vars.color.border,
            boxShadow: 'none',
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

/** The circle; its state comes from the radio's render props. */
export const circle = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '1.25rem',
    height: '1.25rem',
    marginBlockStart: '0.125rem',
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: vars.color.borderStrong,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    transitionProperty: 'border-color, border-width',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
  },
  variants: {
    selected: {
      // A thick primary ring around the white centre.
      true: { borderColor: vars.color.primary, borderWidth: '0.375rem' },
      false: {},
    },
    hovered: { true: {}, false: {} },
    invalid: { true: { borderColor: vars.color.danger }, false: {} },
    focusVisible: { true: focusRing, false: {} },
    disabled: { true: { opacity: 0.45 }, false: {} },
  },
  compoundVariants: [
    { variants: { selected: false, hovered: true }, style: { borderColor: vars.color.text } },
    { variants: { selected: true, hovered: true }, style: { borderColor: vars.color.primaryHover } },
    { variants: { selected: true, invalid: true }, style: { borderColor: vars.color.danger } },
  ],
  defaultVariants: { selected: false, hovered: false, invalid: false, focusVisible: false, disabled: false },
});

/** Text of an option: its label and, in cards, the description under it. */
export const radioText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const radioLabel = style({ fontWeight: vars.font.weight.regular });

export const cardLabel = style({ fontWeight: vars.font.weight.semibold });

/** Help text of a default radio lines up with its label, after the circle. */
export const indented = style({
  paddingInlineStart: `calc(1.25rem + ${vars.space.sm})`,
});

// Forced colours: the ring in ButtonText, the selected one's thick ring in Highlight, disabled in GrayText;
// a selected card gets a Highlight border (its tint and shadow are dropped).
forcedColors(circle.classNames.base, {
  forcedColorAdjust: 'none',
  borderColor: 'ButtonText',
  backgroundColor: 'Canvas',
});
forcedColors(circle.classNames.variants.selected.true, { borderColor: 'Highlight' });
forcedColors(circle.classNames.variants.disabled.true, { opacity: 1, borderColor: 'GrayText' });
forcedColors(`${radioButton.classNames.variants.variant.card}[data-selected]`, {
  borderColor: 'Highlight',
  outline: '1px solid Highlight',
});

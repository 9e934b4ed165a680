import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';
import { focusRing } from '../theme/utilities.css';

export const tabsRecipe = recipe({
  base: { display: 'flex', minWidth: 0 },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'column' },
      vertical: { flexDirection: 'row', gap: vars.space.xl },
    },
  },
});

export const tabListRecipe = recipe({
  base: { display: 'flex', flexShrink: 0 },
  variants: {
    variant: { line: {}, pill: { gap: vars.space.xs } },
    orientation: { horizontal: {}, vertical: { flexDirection: 'column' } },
  },
  compoundVariants: [
    {
      variants: { variant: 'line', orientation: 'horizontal' },
      style: {
        gap: vars.space.lg,
        borderBlockEnd: `1px solid ${vars.color.border}`,
        // Many tabs on a narrow screen scroll sideways instead of wrapping.
        overflowX: 'auto',
        scrollbarWidth: 'none',
      },
    },
    {
      variants: { variant: 'line', orientation: 'vertical' },
      style: { borderInlineStart: `1px solid ${vars.color.border}` },
    },
    {
      variants: { variant: 'pill', orientation: 'horizontal' },
      style: {
        alignSelf: 'flex-start',
        maxWidth: '100%',
        padding: vars.space.xs,
        borderRadius: vars.radius.lg,
        backgroundColor: vars.color.surfaceSunken,
        overflowX: 'auto',
        scrollbarWidth: 'none',
      },
    },
  ],
});

export const tabRecipe = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'color, background-color, border-color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-hovered]': { color: vars.color.text },
      '&[data-selected]': { color: vars.color.primary },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      line: { borderColor: 'transparent', borderStyle: 'solid', borderWidth: 0 },
      pill: {
        paddingBlock: vars.space.sm,
        paddingInline: vars.space.md,
        borderRadius: vars.radius.md,
        selectors: {
          '&[data-selected]': {
            backgroundColor: vars.color.surface,
            color: vars.color.primary,
            boxShadow: vars.shadow.sm,
          },
          '&[data-focus-visible]': { outlineOffset: 0 },
        },
      },
    },
    orientation: { horizontal: {}, vertical: {} },
  },
  compoundVariants: [
    {
      variants: { variant: 'line', orientation: 'horizontal' },
      style: {
        paddingBlock: vars.space.md,
        paddingInline: vars.space.xxs,
        // Overlaps the list's bottom border so the selected tab's line sits on it.
        marginBlockEnd: -1,
        borderBlockEndWidth: 2,
        selectors: {
          '&[data-hovered]': { borderBlockEndColor: vars.color.border },
          '&[data-selected]': { borderBlockEndColor: vars.color.primary },
          '&[data-focus-visible]': { outlineOffset: '-2px', borderRadius: vars.radius.sm },
        },
      },
    },
    {
      variants: { variant: 'line', orientation: 'vertical' },
      style: {
        paddingBlock: vars.space.sm,
        paddingInline: vars.space.lg,
        marginInlineStart: -1,
        borderInlineStartWidth: 2,
        selectors: {
          '&[data-hovered]': { borderInlineStartColor: vars.color.border },
          '&[data-selected]': {
            borderInlineStartColor: vars.color.primary,
            backgroundColor: vars.color.primarySubtle,
          },
          '&[data-focus-visible]': { outlineOffset: '-2px' },
        },
      },
    },
  ],
});

export const tabIcon = style({ display: 'inline-flex', flexShrink: 0 });

globalStyle(`${tabIcon} svg`, { width: '1rem', height: '1rem' });

/**
 * The panel takes focus (Tab from the tab list) and shows the ring around its content. Its box reaches `sm`
 * beyond the content on every side (padding, taken back by a negative margin so the content stays where it
 * was), so the ring never touches the text or a control at the panel's edge.
 */
export const tabPanelRecipe = recipe({
  base: {
    flex: 1,
    minWidth: 0,
    padding: vars.space.sm,
    margin: `calc(-1 * ${vars.space.sm})`,
    borderRadius: vars.radius.md,
    outline: 'none',
    color: vars.color.text,
    selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 } },
  },
  variants: {
    orientation: {
      // The space under the tab list: the panel's own top padding adds to it (`lg` in all).
      horizontal: {
        marginBlockStart: `calc(${vars.space.lg} - ${vars.space.sm})`,
      },
      vertical: {},
    },
  },
});

// Forced colours: the tabs paint themselves in system colours (the browser would draw every tab's transparent
// line in CanvasText); the selected tab's line or pill is Highlight, a hovered tab's line GrayText.
forcedColors(tabRecipe.classNames.base, {
  forcedColorAdjust: 'none',
  color: 'CanvasText',
  backgroundColor: 'Canvas',
  borderColor: 'transparent',
});
forcedColors(`${tabRecipe.classNames.base}[data-hovered]`, { borderColor: 'GrayText' });
forcedColors(`${tabRecipe.classNames.base}[data-selected]`, { color: 'Highlight', borderColor: 'Highlight' });
forcedColors(`${tabRecipe.classNames.variants.variant.pill}[data-selected]`, {
  outline: '2px solid Highlight',
});
forcedColors(`${tabRecipe.classNames.base}[data-disabled]`, { color: 'GrayText', opacity: 1 });

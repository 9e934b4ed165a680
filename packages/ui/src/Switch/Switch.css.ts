import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';
import { focusRing } from '../theme/utilities.css';

export const switchField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The clickable label: track and text. */
export const switchButton = style({
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

/** The track; the thumb slides with `justify-content`. State from the switch's render props. */
export const track = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    width: '2.25rem',
    height: '1.25rem',
    marginBlockStart: '0.125rem',
    padding: '0.125rem',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.borderStrong,
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
  },
  variants: {
    selected: {
      true: { backgroundColor: vars.color.primary, justifyContent: 'flex-end' },
      false: { justifyContent: 'flex-start' },
    },
    hovered: { true: {}, false: {} },
    focusVisible: { true: focusRing, false: {} },
    disabled: { true: { opacity: 0.45 }, false: {} },
  },
  compoundVariants: [
    { variants: { selected: false, hovered: true }, style: { backgroundColor: vars.color.textMuted } },
    { variants: { selected: true, hovered: true }, style: { backgroundColor: vars.color.primaryHover } },
  ],
  defaultVariants: { selected: false, hovered: false, focusVisible: false, disabled: false },
});

export const thumb = style({
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

/** Help text lines up with the label text, after the track. */
export const indented = style({
  paddingInlineStart: `calc(2.25rem + ${vars.space.sm})`,
});

// Forced colours: an outlined track with a ButtonText thumb, Highlight when on, GrayText when disabled.
forcedColors(track.classNames.base, {
  forcedColorAdjust: 'none',
  border: '1px solid ButtonText',
  padding: 'calc(0.125rem - 1px)',
  backgroundColor: 'Canvas',
});
forcedColors(thumb, { forcedColorAdjust: 'none', backgroundColor: 'ButtonText', boxShadow: 'none' });
forcedColors(track.classNames.variants.selected.true, {
  backgroundColor: 'Highlight',
  borderColor: 'Highlight',
});
forcedColors(`${track.classNames.variants.selected.true} ${thumb}`, { backgroundColor: 'HighlightText' });
forcedColors(track.classNames.variants.disabled.true, {
  opacity: 1,
  borderColor: 'GrayText',
  backgroundColor: 'Canvas',
});
forcedColors(`${track.classNames.variants.disabled.true} ${thumb}`, { backgroundColor: 'GrayText' });
forcedColors(`${switchButton}[data-disabled]`, { color: 'GrayText' });

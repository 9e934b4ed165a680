import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';

/** The list of options (inside a Select or ComboBox popover, or on its own). */
export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxHeight: 'inherit',
  padding: vars.space.xs,
  overflow: 'auto',
  outline: 'none',
  boxSizing: 'border-box',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-empty]': {
      padding: vars.space.md,
      fontSize: vars.font.size.sm,
      color: vars.color.textMuted,
    },
  },
});

/** A stand-alone list box gets the field border (inside a popover the popover has it). */
export const standalone = style({
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focused]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold, color: vars.color.primary },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

/** Reserves the check mark's place so selected and unselected labels line up. */
export const check = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
});

export const itemLabel = style({ flex: 1, minWidth: 0 });

export const itemDescription = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

// Forced colours: the focused option (keyboard or pointer) in the selection colours; the selected one keeps
// its check mark; disabled ones in GrayText.
forcedColors(`${item}[data-focused], ${item}[data-hovered]`, {
  forcedColorAdjust: 'none',
  backgroundColor: 'Highlight',
  color: 'HighlightText',
});
forcedColors(`${item}[data-disabled]`, { color: 'GrayText' });

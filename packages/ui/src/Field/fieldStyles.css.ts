import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';

/**
 * Shared styles of every form field (TextField, PasswordField, SearchField, Select, …) so that
 * labels, inputs, help and error texts look and align the same everywhere.
 */

/** The field wrapper: label, control, description and error stacked. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
  cursor: 'default',
});

export const requiredMark = style({
  color: vars.color.danger,
  marginInlineStart: vars.space.xxs,
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.textMuted,
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.danger,
});

export const fieldErrorIcon = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  marginBlockStart: '0.1em',
});

/**
 * The text control. States come from React Aria: `[data-hovered]`, `[data-focused]` (any focus:
 * the user types into it), `[data-invalid]`, `[data-disabled]`.
 */
export const input = style({
  width: '100%',
  minWidth: 0,
  height: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  // 16px: keeps iOS Safari from zooming into the field.
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.shadow.sm,
  outline: 'none',
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focused]': {
      borderColor: vars.color.danger,
      boxShadow: `0 0 0 1px ${vars.color.danger}`,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      boxShadow: 'none',
      cursor: 'not-allowed',
    },
  },
});

/*
 * Inputs with adornments (PasswordField, SearchField, NumberField, ComboBox): the input keeps its
 * border and states; icons and small buttons sit on top of it, inside its padding.
 */

/** Positions adornments over the input. */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
});

/** Room for a leading icon (`startIcon`). */
export const inputWithStartIcon = style({
  paddingInlineStart: `calc(${vars.space.md} + 1.25rem + ${vars.space.sm})`,
});

/** Room for one trailing button (`endSlot` with one small button). */
export const inputWithEndButton = style({
  paddingInlineEnd: `calc(${vars.size.controlSm} + ${vars.space.xs} * 2)`,
});

/** Room for two trailing buttons. */
export const inputWithEndButtons = style({
  paddingInlineEnd: `calc(${vars.size.controlSm} * 2 + ${vars.space.xs} * 2 + ${vars.space.xxs})`,
});

/** A decorative icon at the start of the input (the search magnifier). */
export const startIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

/** Small buttons at the end of the input (show password, clear, steppers). */
export const endSlot = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

// Forced colours: the focus shadow is dropped, so a focused field gets a Highlight outline; disabled in GrayText.
forcedColors(`${input}[data-focused]`, { outline: '2px solid Highlight', outlineOffset: '-1px' });
forcedColors(`${input}[data-disabled]`, { color: 'GrayText', borderColor: 'GrayText' });

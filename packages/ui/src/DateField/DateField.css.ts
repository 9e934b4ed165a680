import { style } from '@vanilla-extract/css';
import { field, input } from '../Field/fieldStyles.css';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';

export const dateField = style([field]);

/** The segments' box: the shared input look; focus is on a segment, so it follows focus-within. */
export const dateInput = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    cursor: 'text',
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-focus-within]': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      },
      '&[data-invalid][data-focus-within]': {
        borderColor: vars.color.danger,
        boxShadow: `0 0 0 1px ${vars.color.danger}`,
      },
    },
  },
]);

/** One editable part (dia, mês, ano) or a literal separator. */
export const segment = style({
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSubtle },
    '&[data-type=literal]': { paddingInline: 0, color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.primaryContrast },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

// Forced colours: the box's focus shadow and the focused segment's fill are dropped: outline and Highlight.
forcedColors(`${dateInput}[data-focus-within]`, { outline: '2px solid Highlight', outlineOffset: '-1px' });
forcedColors(`${segment}[data-focused]`, {
  forcedColorAdjust: 'none',
  backgroundColor: 'Highlight',
  color: 'HighlightText',
});

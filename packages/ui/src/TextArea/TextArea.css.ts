import { style } from '@vanilla-extract/css';
import { field, input } from '../Field/fieldStyles.css';
import { vars } from '../theme/contract.css';

export const textAreaField = style([field]);

/** The shared input look, grown to several lines and resizable vertically. */
export const textArea = style([
  input,
  {
    height: 'auto',
    minHeight: `calc(${vars.size.controlMd} * 2)`,
    paddingBlock: vars.space.sm,
    resize: 'vertical',
    fontFamily: 'inherit',
  },
]);

/** Description and character count on one line. */
export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const count = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const countAtLimit = style({
  color: vars.color.warning,
  fontWeight: vars.font.weight.medium,
});

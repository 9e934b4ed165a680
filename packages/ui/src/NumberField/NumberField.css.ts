import { style } from '@vanilla-extract/css';
import { field } from '../Field/fieldStyles.css';

export const numberField = style([field]);

/** Numbers read best aligned like in tables. */
export const numberInput = style({
  fontVariantNumeric: 'tabular-nums',
});

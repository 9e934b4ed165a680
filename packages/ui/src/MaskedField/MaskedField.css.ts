import { style } from '@vanilla-extract/css';
import { field } from '../Field/fieldStyles.css';

export const maskedField = style([field]);

/** Document, card and phone numbers: digits of equal width so groups line up as they are typed. */
export const maskedInput = style({
  fontVariantNumeric: 'tabular-nums',
});

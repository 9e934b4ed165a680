import { style } from '@vanilla-extract/css';
import { field } from '../Field/fieldStyles.css';

/** PasswordField uses the shared field layout; the toggle sits in `fieldStyles.endSlot`. */
export const passwordField = style([field]);

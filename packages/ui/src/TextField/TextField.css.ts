import { style } from '@vanilla-extract/css';
import { field } from '../Field/fieldStyles.css';

/** TextField adds nothing to the shared field layout; the file exists so every folder is alike. */
export const textField = style([field]);

import { style } from '@vanilla-extract/css';
import { field } from '../Field/fieldStyles.css';

export const comboBox = style([field]);

export const listBox = style({ maxHeight: '18rem' });

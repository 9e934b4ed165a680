import { style } from '@vanilla-extract/css';
import { field } from '../Field/fieldStyles.css';

export const searchField = style([field]);

/** Hides Chromium's own clear button: the field has its 'Limpar busca' button. */
export const searchInput = style({
  selectors: {
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

import { style } from '@vanilla-extract/css';

/** CardNumberField adds nothing to MaskedField's look; the file exists so every folder is alike. */
export const cardNumberField = style({});

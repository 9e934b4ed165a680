import { style } from '@vanilla-extract/css';

/** CardExpiryField adds nothing to MaskedField's look; the file exists so every folder is alike. */
export const cardExpiryField = style({});

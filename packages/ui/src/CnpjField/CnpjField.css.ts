import { style } from '@vanilla-extract/css';

/** CnpjField adds nothing to MaskedField's look; the file exists so every folder is alike. */
export const cnpjField = style({});

import { style } from '@vanilla-extract/css';

/** CpfCnpjField adds nothing to MaskedField's look; the file exists so every folder is alike. */
export const cpfCnpjField = style({});

import { style } from '@vanilla-extract/css';

/** CpfField adds nothing to MaskedField's look; the file exists so every folder is alike. */
export const cpfField = style({});

import { style } from '@vanilla-extract/css';

/** CepField adds nothing to MaskedField's look; the file exists so every folder is alike. */
export const cepField = style({});

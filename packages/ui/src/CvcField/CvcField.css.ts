import { style } from '@vanilla-extract/css';

/** CvcField adds nothing to MaskedField's look; the file exists so every folder is alike. */
export const cvcField = style({});

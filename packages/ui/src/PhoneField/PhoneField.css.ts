import { style } from '@vanilla-extract/css';

/** PhoneField adds nothing to MaskedField's look; the file exists so every folder is alike. */
export const phoneField = style({});

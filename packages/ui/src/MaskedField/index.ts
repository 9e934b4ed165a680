export type { MaskedFieldProps, MaskedPresetProps } from './MaskedField';
export { MaskedField } from './MaskedField';
export type { Mask, MaskedEdit } from './maskedInput';
export { applyMaskEdit } from './maskedInput';

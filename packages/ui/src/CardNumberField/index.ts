export type { CardNumberFieldProps } from './CardNumberField';
export { CardNumberField } from './CardNumberField';

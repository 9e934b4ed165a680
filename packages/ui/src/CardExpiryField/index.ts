export type { CardExpiryFieldProps } from './CardExpiryField';
export { CardExpiryField } from './CardExpiryField';

export type { CardFormProps } from './CardForm';
export { CardForm } from './CardForm';

export type { CnpjFieldProps } from './CnpjField';
export { CnpjField } from './CnpjField';

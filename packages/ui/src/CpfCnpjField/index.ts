export type { CpfCnpjFieldProps } from './CpfCnpjField';
export { CpfCnpjField } from './CpfCnpjField';

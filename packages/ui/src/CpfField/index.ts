export type { CpfFieldProps } from './CpfField';
export { CpfField } from './CpfField';

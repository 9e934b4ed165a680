export type { SelectProps } from './Select';
export { Select } from './Select';

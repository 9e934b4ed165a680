export type { CvcFieldProps } from './CvcField';
export { CvcField } from './CvcField';

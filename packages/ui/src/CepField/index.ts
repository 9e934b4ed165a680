export type { CepFieldProps } from './CepField';
export { CepField } from './CepField';

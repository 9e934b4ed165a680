export type { FileFieldProps } from './FileField';
export { FileField, fileSizeLabel } from './FileField';

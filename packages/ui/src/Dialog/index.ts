export type { DialogFooterProps, DialogProps } from './Dialog';
export { Dialog, DialogFooter } from './Dialog';

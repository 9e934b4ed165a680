export type { AlertDialogProps, AlertDialogVariant } from './AlertDialog';
export { AlertDialog } from './AlertDialog';

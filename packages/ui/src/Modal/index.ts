export type { DialogTriggerProps, ModalPlacement, ModalProps, ModalSize } from './Modal';
export { DialogTrigger, Modal } from './Modal';

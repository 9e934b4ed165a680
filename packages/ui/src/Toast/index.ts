export type { ToasterProps, ToastProps } from './Toast';
export { Toast, Toaster } from './Toast';
export type { ToastContentData, ToastShowOptions, ToastTone } from './toastQueue';
export { TOAST_TIMEOUTS, toast, toastQueue } from './toastQueue';

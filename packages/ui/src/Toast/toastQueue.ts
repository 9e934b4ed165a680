import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** Kind of message: `success` and `info` are polite (role `status`); `error` and `warning` are `alert`s. */
export type ToastTone = 'success' | 'error' | 'warning' | 'info';

/** What a toast shows. */
export interface ToastContentData {
  tone: ToastTone;
  /** The message, verbatim ('Login realizado com sucesso!'). */
  title: string;
  /** An optional second line. */
  description?: string;
}

export interface ToastShowOptions {
  /** An optional second line under the title. */
  description?: string;
  /**
   * Milliseconds before the toast closes by itself (paused while hovered or focused). Defaults to
   * 5 s for success and info, 8 s for errors and warnings; `null` keeps it until the user closes it.
   */
  timeout?: number | null;
  /** Called when the toast closes, by the user or by its timeout. */
  onClose?: () => void;
}

/** Default auto-dismiss delays (ms): errors stay longer so they can be read. */
export const TOAST_TIMEOUTS: Record<ToastTone, number> = {
  success: 5000,
  info: 5000,
  warning: 8000,
  error: 8000,
};

/** The app's single toast queue, rendered by `<Toaster />`. */
export const toastQueue = new ToastQueue<ToastContentData>({ maxVisibleToasts: 4 });

function show(tone: ToastTone, title: string, options: ToastShowOptions = {}): string {
  const { description, timeout = TOAST_TIMEOUTS[tone], onClose } = options;
  return toastQueue.add(description ? { tone, title, description } : { tone, title }, {
    timeout: timeout ?? undefined,
    onClose,
  });
}

/**
 * Shows a toast from anywhere (no hook needed): `toast.success('Login realizado com sucesso!')`,
 * `toast.error('Erro ao carregar planos', { description: '…' })`. Each call returns the toast's key,
 * for `toast.close(key)`.
 */
export const toast = {
  success: (title: string, options?: ToastShowOptions) => show('success', title, options),
  error: (title: string, options?: ToastShowOptions) => show('error', title, options),
  warning: (title: string, options?: ToastShowOptions) => show('warning', title, options),
  info: (title: string, options?: ToastShowOptions) => show('info', title, options),
  /** Closes one toast. */
  close: (key: string) => toastQueue.close(key),
  /** Closes every toast (e.g. on logout). */
  clear: () => toastQueue.clear(),
};

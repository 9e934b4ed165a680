import { type ReactNode, useContext, useId, useRef, useState } from 'react';
import {
  Heading,
  type ModalOverlayProps,
  OverlayTriggerStateContext,
  Dialog as RACDialog,
} from 'react-aria-components';
import { Button } from '../Button';
import { AlertTriangleIcon, InfoIcon } from '../icons';
import { Modal } from '../Modal';
import * as styles from './AlertDialog.css';

export type AlertDialogVariant = 'default' | 'destructive';

export interface AlertDialogProps extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** Short title naming the decision ('Remover usuário'). */
  title: ReactNode;
  /** The question or message ('Tem certeza que deseja remover este usuário?'). */
  children: ReactNode;
  /** Label of the confirm button: the action itself ('Remover'), not 'OK' or 'Sim'. */
  confirmLabel: string;
  /** Label of the cancel button. */
  cancelLabel?: string;
  /** `destructive` paints the confirm button and the icon red (removals, cancellations). */
  variant?: AlertDialogVariant;
  /**
   * Runs on confirm. If it returns a promise, the confirm button shows the pending state until it
   * settles and the dialog closes when it resolves (it stays open if it rejects, so the caller can
   * show the error). Otherwise the dialog closes at once, unless the caller drives `isPending`:
   * then it stays open until the caller closes it.
   */
  onConfirm?: () => unknown;
  /** Runs when the user cancels (button or Esc). */
  onCancel?: () => void;
  /** Shows the confirm button as pending (for callers that track the request themselves). */
  isPending?: boolean;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * A confirmation that replaces the browser's `confirm()`: a modal `alertdialog` with a title, a
 * message, 'Cancelar' and the confirm action. Focus starts on 'Cancelar' (the safe choice), Esc
 * cancels, and a click outside does nothing. Use it inside a `DialogTrigger` or control it with
 * `isOpen`/`onOpenChange`.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  variant = 'default',
  onConfirm,
  onCancel,
  isPending: isPendingProp = false,
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
}: AlertDialogProps) {
  // The open state: controlled, or the surrounding DialogTrigger's, or our own. Owning the change
  // handler lets every way of closing (button, Esc) that is not the confirm count as a cancel.
  const triggerState = useContext(OverlayTriggerStateContext);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = isOpenProp ?? triggerState?.isOpen ?? ownOpen;
  const [isRunning, setRunning] = useState(false);
  // Set while the dialog closes because of the confirm action, so that closing is not a cancel.
  const confirming = useRef(false);
  const messageId = useId();
  const isPending = isPendingProp || isRunning;
  const destructive = variant === 'destructive';

  return (
    <Modal
      size="sm"
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(open) => {
        if (!open && !confirming.current) onCancel?.();
        onOpenChange?.(open);
        if (isOpenProp !== undefined) return;
        if (triggerState) triggerState.setOpen(open);
        else setOwnOpen(open);
      }}
    >
      <RACDialog role="alertdialog" aria-describedby={messageId} className={styles.dialog}>
        {({ close }) => (
          <>
            <div className={styles.header}>
              <span className={styles.iconRecipe({ variant })} aria-hidden="true">
                {destructive ? <AlertTriangleIcon /> : <InfoIcon />}
              </span>
              <Heading slot="title" level={2} className={styles.title}>
                {title}
              </Heading>
            </div>
            <div id={messageId} className={styles.message}>
              {children}
            </div>
            <div className={styles.footer}>
              <Button variant="outline" autoFocus isDisabled={isPending} onPress={close}>
                {cancelLabel}
              </Button>
              <Button
                variant={destructive ? 'danger' : 'primary'}
                isPending={isPending}
                onPress={async () => {
                  const closeAfterConfirm = () => {
                    confirming.current = true;
                    close();
                    confirming.current = false;
                  };
                  const result = onConfirm?.();
                  if (!isPromiseLike(result)) {
                    if (!isPendingProp) closeAfterConfirm();
                    return;
                  }
                  setRunning(true);
                  try {
                    await result;
                  } catch {
                    // Stays open: the caller reports the error (e.g. a toast) and the user may retry.
                    return;
                  } finally {
                    setRunning(false);
                  }
                  closeAfterConfirm();
                }}
              >
                {confirmLabel}
              </Button>
            </div>
          </>
        )}
      </RACDialog>
    </Modal>
  );
}

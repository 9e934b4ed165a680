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
  /** Título curto que nomeia a decisão ('Remover usuário'). */
  title: ReactNode;
  /** A pergunta ou mensagem ('Tem certeza que deseja remover este usuário?'). */
  children: ReactNode;
  /** Texto do botão de confirmação: a própria ação ('Remover'), nunca 'OK' ou 'Sim'. */
  confirmLabel: string;
  /** Texto do botão de cancelar. */
  cancelLabel?: string;
  /** `destructive` pinta de vermelho o botão de confirmação e o ícone (remoções, cancelamentos). */
  variant?: AlertDialogVariant;
  /**
   * Chamada ao confirmar. Se devolver uma promessa, o botão fica carregando até ela terminar e o diálogo
   * fecha quando ela se cumpre (continua aberto se ela falhar, para quem chamou mostrar o erro). Sem
   * promessa, o diálogo fecha na hora, a não ser que quem chamou controle `isPending`: aí ele fica aberto até
   * ser fechado por fora.
   */
  onConfirm?: () => unknown;
  /** Chamada quando o usuário cancela (botão ou Esc). */
  onCancel?: () => void;
  /** Mostra o botão de confirmação carregando (para quem acompanha a requisição por conta própria). */
  isPending?: boolean;
  /** Abre o diálogo (uso controlado, junto com `onOpenChange`). */
  isOpen?: boolean;
  /** Chamada quando o diálogo abre ou fecha (confirmação, cancelamento ou Esc). */
  onOpenChange?: (isOpen: boolean) => void;
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

import type { ReactNode } from 'react';
import {
  ModalOverlay,
  type ModalOverlayProps,
  DialogTrigger as RACDialogTrigger,
  type DialogTriggerProps as RACDialogTriggerProps,
  Modal as RACModal,
} from 'react-aria-components';
import { composeClassName } from '../utils';
import * as styles from './Modal.css';

export type ModalSize = 'sm' | 'md' | 'lg';
export type ModalPlacement = 'center' | 'start';

export interface ModalProps extends Omit<ModalOverlayProps, 'children' | 'render'> {
  /** Largura: `sm` 26rem (confirmações), `md` 34rem (formulários), `lg` 50rem (tabelas, detalhes). */
  size?: ModalSize;
  /** `center` para diálogos; `start` desliza uma gaveta de altura total pela esquerda (menu no celular). */
  placement?: ModalPlacement;
  /** O conteúdo: um `Dialog` (ou o diálogo do `AlertDialog`). */
  children: ReactNode;
  /** Abre o modal (uso controlado, junto com `onOpenChange`). */
  isOpen?: boolean;
  /** Começa aberto (uso não controlado). */
  defaultOpen?: boolean;
  /** Fecha ao clicar fora do modal (Esc sempre fecha). */
  isDismissable?: boolean;
  /** Chamada quando o modal abre ou fecha. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A modal overlay: React Aria `ModalOverlay` + `Modal`. It traps focus, hides the rest of the page
 * from assistive technology, blocks page scroll, closes on Esc and returns focus to the trigger.
 * `isDismissable` also closes it on a click on the backdrop. Open it with `DialogTrigger`, or
 * control it with `isOpen`/`onOpenChange`. `className` styles the modal box (not the backdrop).
 */
export function Modal({ size = 'md', placement = 'center', className, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={styles.overlayRecipe({ placement })}>
      <RACModal className={composeClassName(className, styles.modalRecipe({ size, placement }))}>
        {children}
      </RACModal>
    </ModalOverlay>
  );
}

export interface DialogTriggerProps extends RACDialogTriggerProps {
  /** Chamada quando o diálogo abre ou fecha. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Opens the `Modal` (or popover) that follows its trigger button:
 * `<DialogTrigger><Button>Novo plano</Button><Modal><Dialog title="Novo plano">…</Dialog></Modal></DialogTrigger>`.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <RACDialogTrigger {...props} />;
}

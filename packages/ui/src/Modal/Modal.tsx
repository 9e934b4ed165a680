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
  /** Width: `sm` 26rem (confirmations), `md` 34rem (forms), `lg` 50rem (tables, details). */
  size?: ModalSize;
  /** `center` for dialogs; `start` slides a full-height drawer in from the left (mobile menu). */
  placement?: ModalPlacement;
  /** The content: a `Dialog` (or `AlertDialog`'s dialog). */
  children: ReactNode;
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

export interface DialogTriggerProps extends RACDialogTriggerProps {}

/**
 * Opens the `Modal` (or popover) that follows its trigger button:
 * `<DialogTrigger><Button>Novo Plano</Button><Modal><Dialog title="Novo Plano">…</Dialog></Modal></DialogTrigger>`.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <RACDialogTrigger {...props} />;
}

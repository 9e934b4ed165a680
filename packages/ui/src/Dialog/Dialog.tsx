import type { HTMLAttributes, ReactNode } from 'react';
import {
  type DialogRenderProps,
  Heading,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
} from 'react-aria-components';
import { Button } from '../Button';
import { XIcon } from '../icons';
import { cx } from '../utils';
import * as styles from './Dialog.css';

interface DialogOwnProps extends Omit<RACDialogProps, 'children' | 'render'> {
  /** Texto opcional sob o título (ex.: para que serve o formulário). */
  description?: ReactNode;
  /** Esconde o botão 'Fechar' (ex.: durante uma etapa obrigatória). Esc continua fechando. */
  hideCloseButton?: boolean;
  /** O conteúdo; uma função recebe `{ close }` para fechar o diálogo por um botão. */
  children?: ReactNode | ((opts: DialogRenderProps) => ReactNode);
}

type DialogTitleProps =
  | {
      /** O título visível: um `h2` que nomeia o diálogo. Sem ele, o diálogo precisa de `aria-label`. */
      title: ReactNode;
    }
  | {
      /** The visible title: an `h2` that names the dialog. Without one, the dialog needs an `aria-label`. */
      title?: undefined;
      /** O nome do diálogo quando ele não tem título visível. */
      'aria-label': string;
    };

export type DialogProps = DialogOwnProps & DialogTitleProps;

/**
 * The content of a `Modal`: React Aria `Dialog` with a title (its accessible name), an optional
 * description, a 'Fechar' button and the body. Put actions in a `DialogFooter` at the end:
 *
 * `<Dialog title="Novo plano">{({ close }) => <>…<DialogFooter><Button onPress={close}>Cancelar</Button>…</DialogFooter></>}</Dialog>`
 */
export function Dialog({
  title,
  description,
  hideCloseButton = false,
  className,
  children,
  ...props
}: DialogProps) {
  return (
    <RACDialog {...props} className={cx(styles.dialog, className)}>
      {(renderProps) => (
        <>
          {title !== undefined || !hideCloseButton ? (
            <div className={styles.header}>
              {title !== undefined ? (
                <Heading slot="title" level={2} className={styles.title}>
                  {title}
                </Heading>
              ) : null}
              {hideCloseButton ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  isIconOnly
                  aria-label="Fechar"
                  className={styles.closeButton}
                  onPress={renderProps.close}
                >
                  <XIcon />
                </Button>
              )}
            </div>
          ) : null}
          {description ? <p className={styles.description}>{description}</p> : null}
          <div className={styles.body}>
            {typeof children === 'function' ? children(renderProps) : children}
          </div>
        </>
      )}
    </RACDialog>
  );
}

export interface DialogFooterProps extends HTMLAttributes<HTMLDivElement> {}

/** The row of actions at the end of a dialog: secondary first, the primary action last (right). */
export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return <div {...props} className={cx(styles.footer, className)} />;
}

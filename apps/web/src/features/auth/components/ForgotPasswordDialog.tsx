import { Button, Dialog, DialogFooter, DialogTrigger, Modal } from '@certidao/ui';
import * as styles from './ForgotPasswordDialog.css.ts';

/** The support address that handles password recovery (the landing page's contact e-mail). */
export const SUPPORT_EMAIL = 'contato@certidaoagil.com.br';

const MAIL_SUBJECT = 'Recuperação de senha';

/**
 * 'Esqueci minha senha' (there is no password-reset call). Rather than a dead link it
 * opens a short note: recovery is done by support, by e-mail from the registered address.
 */
export function ForgotPasswordDialog() {
  return (
    <DialogTrigger>
      <Button variant="ghost" size="sm">
        Esqueci minha senha
      </Button>
      <Modal size="sm">
        <Dialog title="Esqueci minha senha">
          {({ close }) => (
            <>
              <p>
                A recuperação de senha é feita pelo nosso suporte. Escreva para{' '}
                {/* A plain anchor: the design system's Link resolves every href as a route of the app. */}
                <a
                  className={styles.mailLink}
                  href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(MAIL_SUBJECT)}`}
                >
                  {SUPPORT_EMAIL}
                </a>{' '}
                a partir do e-mail cadastrado na sua conta e responderemos em até 4 horas (segunda a sexta,
                das 8h às 18h; sábado, das 8h às 12h).
              </p>
              <DialogFooter>
                <Button variant="outline" onPress={close}>
                  Fechar
                </Button>
              </DialogFooter>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

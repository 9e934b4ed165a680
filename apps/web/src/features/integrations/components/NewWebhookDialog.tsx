import type { WebhookEndpointCriado } from '@certidao/api-client';
import { Button, Dialog, DialogFooter, Link, Modal } from '@certidao/ui';
import { useState } from 'react';
import { paths } from '../../../app/paths.ts';
import { useCriarWebhook } from '../api.ts';
import * as styles from './integrations.css.ts';
import { SecretReveal } from './SecretReveal.tsx';
import { WebhookForm, webhookBody } from './WebhookForm.tsx';

/**
 * 'Novo endpoint': the form, then the signing secret (whsec_…), shown this once with 'Copiar'. A refusal (an
 * address that is not public, the account's limit) is the server's message in a toast; the form stays as typed.
 */
export function NewWebhookDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const create = useCriarWebhook();
  const [created, setCreated] = useState<WebhookEndpointCriado | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog
        title={created ? 'Endpoint cadastrado' : 'Novo endpoint'}
        description={created ? undefined : 'Enviamos um POST assinado para esta URL a cada evento escolhido.'}
      >
        {created ? (
          <div className={styles.form}>
            <SecretReveal
              label="Segredo de assinatura"
              value={created.segredo}
              description="Use-o para verificar as assinaturas (biblioteca standardwebhooks)."
            >
              Copie o segredo agora e guarde-o em local seguro: ele não será mostrado novamente.
            </SecretReveal>
            <DialogFooter>
              <Link href={paths.webhookEndpoint.href(created.endpoint.id)} buttonVariant="outline">
                Ver entregas
              </Link>
              <Button onPress={close}>Concluir</Button>
            </DialogFooter>
          </div>
        ) : (
          <WebhookForm
            label="Novo endpoint"
            submitLabel="Cadastrar endpoint"
            isPending={create.isMutating}
            onCancel={close}
            onSubmit={async (values) => {
              try {
                setCreated(await create.trigger({ body: webhookBody(values) }));
              } catch {
                // The toast shows the server's message.
              }
            }}
          />
        )}
      </Dialog>
    </Modal>
  );
}

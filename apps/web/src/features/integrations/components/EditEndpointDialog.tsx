import type { WebhookEndpoint } from '@certidao/api-client';
import { Dialog, Modal } from '@certidao/ui';
import { useAtualizarWebhook } from '../api.ts';
import { WebhookForm, webhookBody } from './WebhookForm.tsx';

/** 'Editar': URL (checked again by the server), description and events. */
export function EditEndpointDialog({
  endpoint,
  isOpen,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  isOpen: boolean;
  onClose: () => void;
}) {
  const update = useAtualizarWebhook('Endpoint atualizado.');
  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog title="Editar endpoint">
        <WebhookForm
          label="Editar endpoint"
          initial={{ url: endpoint.url, descricao: endpoint.descricao ?? '', eventos: [...endpoint.eventos] }}
          submitLabel="Salvar alterações"
          isPending={update.isMutating}
          onCancel={onClose}
          onSubmit={async (values) => {
            try {
              await update.trigger({ path: { id: endpoint.id }, body: webhookBody(values) });
              onClose();
            } catch {
              // The toast shows the server's message; the form stays as typed.
            }
          }}
        />
      </Dialog>
    </Modal>
  );
}

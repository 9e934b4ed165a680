import type { WebhookEndpoint } from '@certidao/api-client';
import { Button, PencilIcon, RefreshIcon, Switch, toast } from '@certidao/ui';
import { useState } from 'react';
import { useAtualizarWebhook, useTestarWebhook } from '../api.ts';
import { DeleteEndpointButton } from './DeleteEndpointButton.tsx';
import { EditEndpointDialog } from './EditEndpointDialog.tsx';
import * as styles from './integrations.css.ts';
import { ResendSinceButton } from './ResendSinceButton.tsx';
import { RotateSecretButton } from './RotateSecretButton.tsx';

/**
 * 'Ativo' (applies at once; turning on an endpoint disabled by failures clears its count), 'Editar',
 * 'Enviar teste' (also while off), 'Reenviar desde…' (catching up after an outage), 'Gerar novo segredo' and
 * 'Excluir'.
 */
export function EndpointActions({ endpoint }: { endpoint: WebhookEndpoint }) {
  const toggle = useAtualizarWebhook();
  const test = useTestarWebhook();
  const [editing, setEditing] = useState(false);
  // While the change is on its way the switch shows the new position.
  const [requested, setRequested] = useState<boolean | null>(null);

  const setActive = async (ativo: boolean) => {
    setRequested(ativo);
    try {
      await toggle.trigger({ path: { id: endpoint.id }, body: { ativo } });
      toast.success(ativo ? 'Endpoint ativado.' : 'Endpoint desativado.');
    } catch {
      // The toast said why; the switch goes back.
    } finally {
      setRequested(null);
    }
  };

  return (
    <div className={styles.actionBar}>
      <Switch
        className={styles.switchSlot}
        isSelected={requested ?? endpoint.ativo}
        onChange={(value) => void setActive(value)}
        isDisabled={toggle.isMutating}
      >
        Ativo
      </Switch>
      <Button variant="outline" size="sm" onPress={() => setEditing(true)}>
        <PencilIcon aria-hidden="true" />
        Editar
      </Button>
      <Button
        variant="outline"
        size="sm"
        isPending={test.isMutating}
        onPress={() => void test.trigger({ path: { id: endpoint.id } }).catch(() => undefined)}
      >
        <RefreshIcon aria-hidden="true" />
        Enviar teste
      </Button>
      <ResendSinceButton endpointId={endpoint.id} />
      <RotateSecretButton endpointId={endpoint.id} />
      <DeleteEndpointButton endpointId={endpoint.id} />
      <EditEndpointDialog endpoint={endpoint} isOpen={editing} onClose={() => setEditing(false)} />
    </div>
  );
}

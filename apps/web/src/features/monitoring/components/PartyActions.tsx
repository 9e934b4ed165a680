import type { Monitoramento } from '@certidao/api-client';
import { AlertDialog, Button, RefreshIcon, TrashIcon } from '@certidao/ui';
import { useState } from 'react';
import { useAtualizarMonitoramento, useRemoverMonitoramento, useRenovarMonitoramento } from '../api.ts';
import * as styles from './monitoring.css.ts';

/**
 * 'Renovar agora' (a request counted against the quota; the server's refusal is toasted), pause or resume a
 * party, and remove it after a confirmation ('its requests and certificates stay').
 */
export function PartyActions({ party, onRemoved }: { party: Monitoramento; onRemoved?: () => void }) {
  const update = useAtualizarMonitoramento();
  const remove = useRemoverMonitoramento();
  const [confirming, setConfirming] = useState(false);
  const renew = useRenovarMonitoramento();
  const paused = party.status === 'pausado';
  return (
    <div className={styles.actions}>
      {paused ? null : (
        <Button
          variant="outline"
          size="sm"
          isPending={renew.isMutating}
          isDisabled={Boolean(party.renovacaoSolicitacaoId)}
          aria-label={`Renovar agora as certidões de ${party.nomeCompleto}`}
          onPress={() => void renew.trigger({ path: { id: party.id } }).catch(() => undefined)}
        >
          <RefreshIcon aria-hidden="true" />
          Renovar agora
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        isPending={update.isMutating}
        aria-label={`${paused ? 'Retomar' : 'Pausar'} o monitoramento de ${party.nomeCompleto}`}
        onPress={() =>
          void update
            .trigger({ path: { id: party.id }, body: { status: paused ? 'ativo' : 'pausado' } })
            .catch(() => undefined)
        }
      >
        {paused ? 'Retomar' : 'Pausar'}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Remover ${party.nomeCompleto} do monitoramento`}
        onPress={() => setConfirming(true)}
      >
        <TrashIcon aria-hidden="true" />
        Remover
      </Button>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Deixar de monitorar"
        confirmLabel="Remover"
        variant="destructive"
        onConfirm={async () => {
          try {
            await remove.trigger({ path: { id: party.id } });
            onRemoved?.();
          } catch {
            setConfirming(false);
          }
        }}
      >
        {`Remover ${party.nomeCompleto} do monitoramento? Nenhuma renovação será feita; as solicitações e certidões já emitidas continuam disponíveis.`}
      </AlertDialog>
    </div>
  );
}

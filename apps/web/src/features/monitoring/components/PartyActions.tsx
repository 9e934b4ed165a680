import type { Monitoramento } from '@certidao/api-client';
import { AlertDialog, Button, TrashIcon } from '@certidao/ui';
import { useState } from 'react';
import { useAtualizarMonitoramento, useRemoverMonitoramento } from '../api.ts';
import * as styles from './monitoring.css.ts';

/** Pause or resume a party, and remove it after a confirmation ('its requests and certificates stay'). */
export function PartyActions({ party, onRemoved }: { party: Monitoramento; onRemoved?: () => void }) {
  const update = useAtualizarMonitoramento();
  const remove = useRemoverMonitoramento();
  const [confirming, setConfirming] = useState(false);
  const paused = party.status === 'pausado';
  return (
    <div className={styles.actions}>
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

import type { Monitoramento } from '@certidao/api-client';
import { AlertDialog, Button, DownloadIcon, Link, RefreshIcon, TrashIcon } from '@certidao/ui';
import { useState } from 'react';
import { useAtualizarMonitoramento, useRemoverMonitoramento, useRenovarMonitoramento } from '../api.ts';
import * as styles from './monitoring.css.ts';

/** The party's currently valid certificates as one ZIP (the server picks each type's newest valid PDF). */
export const validPdfsHref = (id: string) => `/api/monitoramentos/${encodeURIComponent(id)}/pdfs.zip`;

/** Whether some certificate is valid now (one without an expiry counts), so the ZIP has something in it. */
export function hasValidPdf(party: Pick<Monitoramento, 'certidoes'>, now: Date = new Date()): boolean {
  return party.certidoes.some((c) => c.emitidoEm && (!c.validoAte || new Date(c.validoAte) > now));
}

/**
 * 'Baixar certidões válidas' (one ZIP with a summary, while something is valid), 'Renovar agora' (a request counted against the quota; the server's refusal is toasted), pause or resume a
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
      {hasValidPdf(party) ? (
        <Link
          href={validPdfsHref(party.id)}
          download={`certidoes-validas-${party.id.slice(0, 8)}.zip`}
          buttonVariant="outline"
          buttonSize="sm"
          aria-label={`Baixar as certidões válidas de ${party.nomeCompleto} em um arquivo ZIP`}
        >
          <DownloadIcon aria-hidden="true" />
          Baixar certidões válidas
        </Link>
      ) : null}
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

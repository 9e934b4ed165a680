import type { Monitoramento } from '@certidao/api-client';
import { isoDateToBr } from '@certidao/domain';
import { Button, Card, DateField, InlineAlert } from '@certidao/ui';
import { useState } from 'react';
import { stack } from '../../../lib/layout.css.ts';
import { useAtualizarMonitoramento } from '../api.ts';
import { deedWarning } from '../deed.ts';
import * as styles from './monitoring.css.ts';

/**
 * 'Escritura': the day of the deed the party's certificates are for, and which of them will not be valid on
 * that day (the server decides, by São Paulo's calendar) so the broker renews them in time.
 */
export function DeedDateCard({ party }: { party: Monitoramento }) {
  const update = useAtualizarMonitoramento();
  const [draft, setDraft] = useState<string | null>(party.dataEscritura);
  const save = (dataEscritura: string | null) =>
    void update.trigger({ path: { id: party.id }, body: { dataEscritura } }).catch(() => undefined);
  const deed = party.dataEscritura;
  return (
    <Card as="section" title="Escritura" titleLevel={2}>
      <div className={stack}>
        <div className={styles.deedRow}>
          <DateField label="Data da escritura" value={draft} onChange={setDraft} />
          <Button
            variant="outline"
            isPending={update.isMutating}
            isDisabled={!draft || draft === deed}
            onPress={() => save(draft)}
          >
            Salvar data
          </Button>
          {deed ? (
            <Button
              variant="ghost"
              onPress={() => {
                setDraft(null);
                save(null);
              }}
            >
              Remover data
            </Button>
          ) : null}
        </div>
        {!deed ? (
          <p className={styles.muted}>Informe a data para saber se as certidões estarão válidas no dia.</p>
        ) : party.naoValidasNaEscritura.length ? (
          <InlineAlert tone="warning">{deedWarning(deed, party.naoValidasNaEscritura)}</InlineAlert>
        ) : (
          <InlineAlert tone="success">{`Todas as certidões estarão válidas em ${isoDateToBr(deed)}.`}</InlineAlert>
        )}
      </div>
    </Card>
  );
}

import type { WebhookEntrega, WebhookTentativa } from '@certidao/api-client';
import { formatDateTime } from '@certidao/domain';
import { Badge, Button, Dialog, DialogFooter, Disclosure, EmptyState, Modal } from '@certidao/ui';
import { useState } from 'react';
import { LoadError } from '../../../lib/LoadError.tsx';
import { muted } from '../../../lib/layout.css.ts';
import { useEntrega } from '../api.ts';
import { eventLabel, formatDuration } from '../webhookLabels.ts';
import * as styles from './integrations.css.ts';

/** The body as sent, indented for reading (the bytes signed are the compact text the server keeps). */
function pretty(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

function Attempt({ tentativa }: { tentativa: WebhookTentativa }) {
  const ok = tentativa.erro === null;
  return (
    <li className={styles.attempt}>
      <div className={styles.attemptHead}>
        <span className={styles.attemptTitle}>Tentativa {tentativa.numero}</span>
        <span className={muted}>{formatDateTime(tentativa.em)}</span>
      </div>
      <dl className={styles.attemptFacts}>
        <div>
          <dt>Resultado</dt>
          <dd>
            <Badge tone={ok ? 'success' : 'danger'} size="sm">
              {tentativa.statusHttp === null ? 'Sem resposta' : `HTTP ${tentativa.statusHttp}`}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>Duração</dt>
          <dd>{formatDuration(tentativa.duracaoMs)}</dd>
        </div>
      </dl>
      {tentativa.erro ? <p className={styles.attemptError}>{tentativa.erro}</p> : null}
      {tentativa.resposta ? (
        <>
          <span className={muted}>Resposta (início)</span>
          <pre className={styles.payload}>{tentativa.resposta}</pre>
        </>
      ) : null}
    </li>
  );
}

/** 'Detalhes' of a delivery: every attempt (when, HTTP status or why no answer came, duration, answer) and the body sent. */
export function DeliveryDetailsButton({
  endpointId,
  entrega,
}: {
  endpointId: string;
  entrega: WebhookEntrega;
}) {
  const [open, setOpen] = useState(false);
  const { data, error, mutate } = useEntrega(endpointId, open ? entrega.id : null);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Detalhes de ${entrega.eventoId}`}
        onPress={() => setOpen(true)}
      >
        Detalhes
      </Button>
      <Modal size="lg" isOpen={open} onOpenChange={setOpen}>
        <Dialog title={`Entrega: ${eventLabel(entrega.tipo)}`}>
          {({ close }) => (
            <div className={styles.form}>
              <p className={styles.smallCode}>{entrega.eventoId}</p>
              {error && !data ? (
                <LoadError size="sm" title="Erro ao carregar a entrega" onRetry={() => void mutate()} />
              ) : !data ? (
                <EmptyState tone="primary" isLoading title="Carregando a entrega..." />
              ) : (
                <>
                  {data.historico.length ? (
                    <ol className={styles.attempts} aria-label="Tentativas">
                      {data.historico.map((t) => (
                        <Attempt key={t.numero} tentativa={t} />
                      ))}
                    </ol>
                  ) : (
                    <p className={muted}>Nenhuma tentativa ainda: a entrega está na fila.</p>
                  )}
                  <Disclosure title="Payload enviado">
                    <pre className={styles.payload}>{pretty(data.payload)}</pre>
                  </Disclosure>
                </>
              )}
              <DialogFooter>
                <Button onPress={close}>Fechar</Button>
              </DialogFooter>
            </div>
          )}
        </Dialog>
      </Modal>
    </>
  );
}

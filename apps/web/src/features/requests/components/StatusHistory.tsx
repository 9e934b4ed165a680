import type { CertidaoHistoricoItem } from '@certidao/api-client';
import { formatDate } from '@certidao/domain';
import { Card, EmptyState, StatusBadge } from '@certidao/ui';
import * as styles from './requests.css.ts';

/** 'dd/mm/aaaa HH:mm:ss' in São Paulo: a certificate's steps are often seconds apart. */
const withSeconds = (iso: string) =>
  `${formatDate(iso)} ${new Date(iso).toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo' })}`;

/** Every status change of the certificate and its job, oldest first, with its time and step. */
export function StatusHistory({ items }: { items: CertidaoHistoricoItem[] }) {
  return (
    <Card as="section" title="Histórico de status" titleLevel={2}>
      {items.length === 0 ? (
        <EmptyState size="sm" title="Nenhuma mudança de status registrada" titleLevel={3} />
      ) : (
        <ol className={styles.timeline}>
          {items.map((item, index) => (
            // The history only grows, and entries have no id of their own: the position is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
            <li key={index} className={styles.timelineItem}>
              <time className={styles.timelineTime} dateTime={item.criadoEm}>
                {withSeconds(item.criadoEm)}
              </time>
              <StatusBadge kind="certificate" status={item.status} jobState={item.jobState} size="sm" />
              {item.etapa ? <span>{item.etapa}</span> : null}
              {item.erro && item.status === 'falhou' ? (
                <span className={styles.error}>{item.erro}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

import type { MonitoramentoEvento, MonitoramentoEventoTipo } from '@certidao/api-client';
import { certificateLabel, EVENTO_MONITORAMENTO_LABELS, formatDateTime } from '@certidao/domain';
import {
  AlertCircleIcon,
  AlertTriangleIcon,
  ArrowRightIcon,
  CheckCircleIcon,
  CheckIcon,
  ClockIcon,
  EmptyState,
  InboxIcon,
  Link,
  MinusIcon,
  PlusIcon,
  RefreshIcon,
  XCircleIcon,
} from '@certidao/ui';
import type { ReactNode } from 'react';
import { paths } from '../../../app/paths.ts';
import { ResultBadge } from '../../../lib/ResultBadge.tsx';
import * as styles from './monitoring.css.ts';

type Tone = keyof typeof styles.eventIcon;

/** Each kind's icon and tone: a changed result and a failed renewal stand out (danger), an expiry warns. */
const KINDS: Record<MonitoramentoEventoTipo, { icon: ReactNode; tone: Tone }> = {
  inclusao: { icon: <PlusIcon aria-hidden="true" />, tone: 'primary' },
  renovacao_criada: { icon: <RefreshIcon aria-hidden="true" />, tone: 'primary' },
  certidao_emitida: { icon: <CheckCircleIcon aria-hidden="true" />, tone: 'success' },
  resultado_alterado: { icon: <AlertTriangleIcon aria-hidden="true" />, tone: 'danger' },
  renovacao_falhou: { icon: <XCircleIcon aria-hidden="true" />, tone: 'danger' },
  certidao_vencida: { icon: <ClockIcon aria-hidden="true" />, tone: 'warning' },
  sem_cota: { icon: <AlertCircleIcon aria-hidden="true" />, tone: 'warning' },
  pausado: { icon: <MinusIcon aria-hidden="true" />, tone: 'neutral' },
  retomado: { icon: <CheckIcon aria-hidden="true" />, tone: 'neutral' },
  transferencia: { icon: <ArrowRightIcon aria-hidden="true" />, tone: 'neutral' },
};

/** The party's timeline, newest first (as the server orders it): what happened, when, and the request behind it. */
export function Timeline({ eventos }: { eventos: readonly MonitoramentoEvento[] }) {
  if (!eventos.length)
    return (
      <EmptyState icon={<InboxIcon />} title="Nada aconteceu ainda" description="Os eventos aparecem aqui." />
    );
  return (
    <ol className={styles.timeline} aria-label="Linha do tempo">
      {eventos.map((e) => {
        const kind = KINDS[e.tipo];
        return (
          <li key={e.id} className={styles.event} data-tipo={e.tipo}>
            <span className={styles.eventIcon[kind.tone]}>{kind.icon}</span>
            <div className={styles.eventBody}>
              <p className={styles.eventTitle}>{EVENTO_MONITORAMENTO_LABELS[e.tipo]}</p>
              {/* The message names the certificate; one that only repeats the heading is left out. */}
              {e.mensagem && e.mensagem !== EVENTO_MONITORAMENTO_LABELS[e.tipo] ? (
                <p className={styles.eventText}>{e.mensagem}</p>
              ) : e.tipoCertidao ? (
                <p className={styles.eventText}>{certificateLabel(e.tipoCertidao)}</p>
              ) : null}
              {e.resultado ? (
                <span className={styles.actions}>
                  {e.resultadoAnterior ? (
                    <>
                      <ResultBadge resultado={e.resultadoAnterior} />
                      <ArrowRightIcon aria-label="passou a" />
                    </>
                  ) : null}
                  <ResultBadge resultado={e.resultado} />
                </span>
              ) : null}
              <span className={styles.eventMeta}>
                <time dateTime={e.criadoEm}>{formatDateTime(e.criadoEm)}</time>
                {e.solicitacaoId ? (
                  <Link href={paths.detalhesCertidao.href(e.solicitacaoId)}>Ver solicitação</Link>
                ) : null}
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

import type { ResumoMonitoramento } from '@certidao/api-client';
import { AlertTriangleIcon, ClockIcon, Link, StatCard } from '@certidao/ui';
import { cardRow } from './results.css.ts';
import { useOperation } from './swr.ts';

/** 'Parte' or 'Partes': what every monitoring card counts. */
export const partiesWord = (n: number) => (n === 1 ? 'Parte' : 'Partes');

/** The portfolio's summary (the caller's; every portfolio for staff), for the dashboards' cards. */
export function useResumoMonitoramento(enabled = true) {
  return useOperation('resumoMonitoramento', enabled ? undefined : null);
}

/**
 * The two monitoring cards of the dashboards, 'Vencendo em 7 dias' and 'Resultados alterados': each counts
 * parties and links to the monitoring list filtered to exactly those. `listHref` builds the list's address.
 */
export function MonitoringAlertCards({
  resumo,
  listHref,
}: {
  resumo: ResumoMonitoramento;
  listHref: (query: URLSearchParams) => string;
}) {
  return (
    <>
      <StatCard
        label="Vencendo em 7 dias"
        value={resumo.vencendoEm7Dias.toLocaleString('pt-BR')}
        description={
          <>
            {partiesWord(resumo.vencendoEm7Dias)} com certidão vencendo.{' '}
            <Link href={listHref(new URLSearchParams({ vencendoEmDias: '7' }))}>Ver partes vencendo</Link>
          </>
        }
        icon={<ClockIcon />}
        iconTone="warning"
      />
      <StatCard
        label="Resultados alterados"
        value={resumo.resultadosAlterados.toLocaleString('pt-BR')}
        description={
          <>
            {partiesWord(resumo.resultadosAlterados)} nos últimos 30 dias.{' '}
            <Link href={listHref(new URLSearchParams({ alterados: 'true' }))}>Ver partes alteradas</Link>
          </>
        }
        icon={<AlertTriangleIcon />}
        iconTone="danger"
      />
    </>
  );
}

/**
 * The dashboards' block: the two cards in a row of their own, once the summary has arrived; nothing when
 * `onlyWithParties` and the portfolio is empty (a customer who monitors nobody is not shown zeros).
 */
export function MonitoringAlerts({
  listHref,
  onlyWithParties = false,
  enabled = true,
}: {
  listHref: (query: URLSearchParams) => string;
  onlyWithParties?: boolean;
  enabled?: boolean;
}) {
  const { data } = useResumoMonitoramento(enabled);
  if (!data || (onlyWithParties && data.partes === 0)) return null;
  return (
    <section aria-label="Monitoramento" className={cardRow}>
      <MonitoringAlertCards resumo={data} listHref={listHref} />
    </section>
  );
}

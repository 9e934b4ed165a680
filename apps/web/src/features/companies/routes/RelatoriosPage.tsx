import { formatDate, formatMoney, toSaoPauloIsoDate } from '@certidao/domain';
import {
  BarChart,
  Button,
  Card,
  DateField,
  DownloadIcon,
  EmptyState,
  Link,
  PageHeader,
  StatCard,
} from '@certidao/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { useRelatorioUso } from '../api.ts';
import { GestorOnly } from '../components/CompanyGate.tsx';
import * as styles from '../components/companies.css.ts';
import { MonthlyStatement } from '../components/MonthlyStatement.tsx';
import { CostCentreUsageTable, MemberUsageTable } from '../components/UsageTables.tsx';
import { type Agrupamento, dayLabel, reportCsvHref, reportPeriod } from '../period.ts';

const EXPORTS: { agrupamento: Agrupamento; label: string }[] = [
  { agrupamento: 'membro', label: 'CSV por membro' },
  { agrupamento: 'centroCusto', label: 'CSV por centro de custo' },
  { agrupamento: 'solicitacao', label: 'Extrato por solicitação (CSV)' },
];

/** /admin/relatorios: the period (in the URL), totals, requests per day, per member and per cost centre. */
function Relatorios() {
  const [params, setParams] = useSearchParams();
  const period = reportPeriod(params.get('de'), params.get('ate'), toSaoPauloIsoDate());
  const [draft, setDraft] = useState(period);
  const { data, error, mutate, isLoading } = useRelatorioUso(period);
  const apply = () => {
    if (draft.dataInicial && draft.dataFinal)
      setParams(new URLSearchParams({ de: draft.dataInicial, ate: draft.dataFinal }));
  };
  return (
    <>
      <PageHeader title="Relatórios" description="Solicitações, certidões e gasto da empresa no período." />
      <div className={stack}>
        <Card as="section" title="Período" titleLevel={2}>
          <div className={stack}>
            <div className={styles.period}>
              <DateField
                label="De"
                value={draft.dataInicial || null}
                onChange={(v) => setDraft((d) => ({ ...d, dataInicial: v ?? '' }))}
              />
              <DateField
                label="Até"
                value={draft.dataFinal || null}
                minValue={draft.dataInicial || undefined}
                onChange={(v) => setDraft((d) => ({ ...d, dataFinal: v ?? '' }))}
              />
              <Button onPress={apply} isPending={isLoading}>
                Aplicar
              </Button>
            </div>
            <div className={styles.actions}>
              {EXPORTS.map((e) => (
                <Link
                  key={e.agrupamento}
                  href={reportCsvHref(period, e.agrupamento)}
                  buttonVariant="outline"
                  buttonSize="sm"
                  download
                >
                  <DownloadIcon aria-hidden="true" /> {e.label}
                </Link>
              ))}
            </div>
          </div>
        </Card>
        {data ? (
          <>
            <div className={styles.statGrid}>
              <StatCard label="Solicitações" value={data.totais.solicitacoes} />
              <StatCard label="Certidões" value={data.totais.certidoes} />
              <StatCard
                label="Gasto"
                value={formatMoney(data.totais.gasto)}
                description={`De ${formatDate(data.periodo.dataInicial)} a ${formatDate(data.periodo.dataFinal)}`}
              />
            </div>
            <Card as="section" title="Solicitações por dia" titleLevel={2}>
              <BarChart
                title="Solicitações criadas em cada dia do período"
                labelHeader="Dia"
                items={data.porDia.map((d) => ({
                  label: dayLabel(d.dia),
                  values: { solicitacoes: d.solicitacoes },
                }))}
                series={[{ key: 'solicitacoes', label: 'Solicitações', tone: 'primary' }]}
              />
            </Card>
            <Card as="section" title="Por membro" titleLevel={2}>
              {data.porMembro.length ? (
                <MemberUsageTable report={data} />
              ) : (
                <EmptyState size="sm" title="Nenhuma solicitação no período" />
              )}
            </Card>
            <Card as="section" title="Por centro de custo" titleLevel={2}>
              {data.porCentroCusto.length ? (
                <CostCentreUsageTable report={data} />
              ) : (
                <EmptyState size="sm" title="Nenhuma solicitação no período" />
              )}
            </Card>
          </>
        ) : error ? (
          <LoadError title="Erro ao carregar o relatório." onRetry={() => void mutate()} />
        ) : (
          <EmptyState tone="primary" isLoading title="Carregando relatório..." />
        )}
        <MonthlyStatement />
      </div>
    </>
  );
}

export default function RelatoriosPage() {
  return <GestorOnly title="Relatórios">{() => <Relatorios />}</GestorOnly>;
}

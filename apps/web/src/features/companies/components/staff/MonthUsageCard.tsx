import type { RelatorioUsoEmpresa } from '@certidao/api-client';
import { formatDate, formatMoney } from '@certidao/domain';
import { BarChart, Card, EmptyState, StatCard } from '@certidao/ui';
import { stack } from '../../../../lib/layout.css.ts';
import { dayLabel } from '../../period.ts';
import * as styles from '../companies.css.ts';
import { MemberUsageTable } from '../UsageTables.tsx';

/**
 * This month's usage, drawn as the company's 'Relatórios' draws a period: the totals, the requests per day and
 * the table per member.
 */
export function MonthUsageCard({ report }: { report: RelatorioUsoEmpresa }) {
  const { periodo, totais } = report;
  return (
    <Card
      as="section"
      title="Uso do mês"
      titleLevel={2}
      description={`De ${formatDate(periodo.dataInicial)} a ${formatDate(periodo.dataFinal)}.`}
    >
      <div className={stack}>
        <div className={styles.statGrid}>
          <StatCard label="Solicitações" value={totais.solicitacoes} />
          <StatCard label="Certidões" value={totais.certidoes} />
          <StatCard label="Gasto" value={formatMoney(totais.gasto)} />
        </div>
        <BarChart
          title="Solicitações criadas em cada dia do mês"
          labelHeader="Dia"
          items={report.porDia.map((d) => ({
            label: dayLabel(d.dia),
            values: { solicitacoes: d.solicitacoes },
          }))}
          series={[{ key: 'solicitacoes', label: 'Solicitações', tone: 'primary' }]}
        />
        <h3 className={styles.subheading}>Por membro</h3>
        {report.porMembro.length ? (
          <MemberUsageTable report={report} />
        ) : (
          <EmptyState size="sm" title="Nenhuma solicitação neste mês" />
        )}
      </div>
    </Card>
  );
}

import { formatMoney } from '@certidao/domain';
import {
  AlertCircleIcon,
  ClockIcon,
  EmptyState,
  FileTextIcon,
  PageHeader,
  Spinner,
  StatCard,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TrendingUpIcon,
} from '@certidao/ui';
import { useState } from 'react';
import { stack } from '../../../lib/layout.css.ts';
import { useDadosCobranca, useResumoFaturamento } from '../api.ts';
import { BillingDataForm } from '../components/BillingDataForm.tsx';
import { BillingHistory } from '../components/BillingHistory.tsx';
import * as styles from '../components/billing.css.ts';
import { NO_FILTERS, PeriodFilter } from '../components/PaymentFilters.tsx';

/**
 * /admin/faturamento-pagamentos (admin): totals of the period from the real payments, every customer's
 * payments (filters, pages, CSV) and the company's billing data.
 */
export default function FaturamentoPagamentosPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const period = {
    ...(filters.dataInicial ? { dataInicial: filters.dataInicial } : {}),
    ...(filters.dataFinal ? { dataFinal: filters.dataFinal } : {}),
  };
  const resumo = useResumoFaturamento(period);
  const dados = useDadosCobranca();
  const totals = resumo.data;
  return (
    <>
      <PageHeader
        title="Faturamento e pagamentos"
        description="Receitas, pagamentos de todos os clientes e dados de cobrança da empresa."
      />
      <div className={stack}>
        <PeriodFilter value={filters} onChange={setFilters} />
        {resumo.error && !totals ? (
          <EmptyState tone="danger" icon={<AlertCircleIcon />} title="Erro ao carregar o faturamento" />
        ) : (
          <div className={styles.statGrid}>
            <StatCard
              label="Receita total"
              value={totals ? formatMoney(totals.receitaTotal) : '—'}
              description="Pagamentos confirmados"
              icon={<TrendingUpIcon />}
              iconTone="success"
            />
            <StatCard
              label="Pendente"
              value={totals ? formatMoney(totals.pendente) : '—'}
              description="Aguardando pagamento"
              icon={<ClockIcon />}
              iconTone="warning"
            />
            <StatCard
              label="Transações"
              value={totals?.transacoes ?? '—'}
              description="Pagamentos no período"
              icon={<FileTextIcon />}
            />
          </div>
        )}
        <Tabs>
          <TabList aria-label="Faturamento">
            <Tab id="historico">Histórico de pagamentos</Tab>
            <Tab id="cobranca">Dados de cobrança</Tab>
          </TabList>
          <TabPanel id="historico">
            <BillingHistory filters={filters} onFilters={setFilters} />
          </TabPanel>
          <TabPanel id="cobranca">
            <div className={styles.tabPanel}>
              {dados.error && !dados.data ? (
                <EmptyState
                  tone="danger"
                  icon={<AlertCircleIcon />}
                  title="Erro ao carregar dados de cobrança"
                />
              ) : dados.data ? (
                <BillingDataForm key={dados.data.atualizadoEm ?? 'vazio'} data={dados.data} />
              ) : (
                <Spinner label="Carregando..." />
              )}
            </div>
          </TabPanel>
        </Tabs>
      </div>
    </>
  );
}

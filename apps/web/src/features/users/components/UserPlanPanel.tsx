import { formatDate, formatMoney } from '@certidao/domain';
import { BarChart, Card, Meter } from '@certidao/ui';
import { usePlanoDoUsuario, useUsoUsuario } from '../api.ts';
import * as styles from './users.css.ts';

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const monthLabel = (key: string) => `${MONTHS[Number(key.slice(5, 7)) - 1]}/${key.slice(0, 4)}`;

/** The user's plan with this month's usage, and the requests per month of the last 6 months. */
export function UserPlanPanel({ userId }: { userId: string }) {
  const plan = usePlanoDoUsuario(userId);
  const usage = useUsoUsuario(userId);
  const p = plan.data;
  return (
    <Card as="section" title="Plano e uso" titleLevel={2}>
      <div className={styles.form}>
        {p?.plano && p.userPlan ? (
          <>
            <p className={styles.factValue}>
              <strong>{p.plano.nome}</strong>
              {'valor' in p.plano ? <span>{formatMoney(Number(p.plano.valor))}/mês</span> : null}
            </p>
            <Meter
              label="Uso neste mês"
              value={p.usage.solicitacoesRealizadas}
              limit={p.usage.solicitacoesLimitadas}
              scheme="admin"
            />
            {p.userPlan.dataFim ? (
              <p className={styles.muted}>Próxima cobrança: {formatDate(p.userPlan.dataFim)}</p>
            ) : null}
          </>
        ) : plan.data ? (
          <p className={styles.muted}>Nenhum plano ativo</p>
        ) : plan.error ? (
          <p className={styles.muted}>Erro ao carregar planos</p>
        ) : null}
        {usage.data ? (
          <BarChart
            title="Solicitações por mês (últimos 6 meses)"
            labelHeader="Mês"
            items={usage.data.data.map((m) => ({
              label: monthLabel(m.mes),
              values: { solicitacoes: m.solicitacoes },
            }))}
            series={[{ key: 'solicitacoes', label: 'Solicitações', tone: 'primary' }]}
          />
        ) : null}
      </div>
    </Card>
  );
}

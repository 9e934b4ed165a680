import type { DashboardStats } from '@certidao/api-client';
import { formatMoney, plural } from '@certidao/domain';
import { CheckCircleIcon, CreditCardIcon, StatCard, UsersIcon, XCircleIcon } from '@certidao/ui';
import { changeOf } from './changes.ts';
import * as styles from './dashboard.css.ts';

const number = (n: number) => n.toLocaleString('pt-BR');

/** The four stat cards with the server's changes (last 30 days against the 30 before). */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { solicitacoes: s, usuarios: u, assinaturas: a, variacoes: v } = stats;
  const failedShare = s.total ? Math.round((s.falhas / s.total) * 1000) / 10 : 0;
  return (
    <div className={styles.statGrid}>
      <StatCard
        label="Solicitações concluídas"
        value={number(s.sucesso)}
        description={`de ${number(s.total)} ${plural(s.total, 'certidão', 'certidões')} · tempo médio: ${s.tempoMedio.toLocaleString('pt-BR')} min`}
        icon={<CheckCircleIcon />}
        iconTone="success"
        change={changeOf(v.sucesso, v.periodoDias)}
      />
      <StatCard
        label="Solicitações com falha"
        value={number(s.falhas)}
        description={`${failedShare.toLocaleString('pt-BR')}% do total`}
        icon={<XCircleIcon />}
        iconTone="danger"
        change={changeOf(v.falhas, v.periodoDias, false)}
      />
      <StatCard
        label="Usuários ativos"
        value={number(u.ativos)}
        description={`de ${number(u.total)} ${plural(u.total, 'usuário')}`}
        icon={<UsersIcon />}
        change={{
          ...changeOf(v.usuarios, v.periodoDias),
          label: `em novos cadastros ${changeOf(v.usuarios, v.periodoDias).label}`,
        }}
      />
      <StatCard
        label="Receita mensal"
        value={formatMoney(a.receitaMensal)}
        description={`${number(a.ativas)} de ${number(a.total)} ${plural(a.total, 'assinatura')} ${plural(a.ativas, 'ativa')}`}
        icon={<CreditCardIcon />}
        iconTone="warning"
        change={changeOf(v.receita, v.periodoDias)}
      />
    </div>
  );
}

import { Meter } from '@certidao/ui';
import { usePlanoDoUsuario } from '../api.ts';
import * as styles from './users.css.ts';

/** A row's plan and this month's usage (70/90 colours; ∞ for unlimited). */
export function UserPlanName({ userId }: { userId: string }) {
  const { data } = usePlanoDoUsuario(userId);
  if (!data) return <span className={styles.muted}>…</span>;
  return data.plano ? <span>{data.plano.nome}</span> : <span className={styles.muted}>Sem plano</span>;
}

export function UserUsageCell({ userId, name }: { userId: string; name: string }) {
  const { data } = usePlanoDoUsuario(userId);
  if (!data?.plano) return <span className={styles.muted}>—</span>;
  return (
    <Meter
      aria-label={`Uso de ${name}`}
      value={data.usage.solicitacoesRealizadas}
      limit={data.usage.solicitacoesLimitadas}
      scheme="admin"
      size="sm"
    />
  );
}

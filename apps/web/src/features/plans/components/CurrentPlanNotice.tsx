import type { UserPlanResponse } from '@certidao/api-client';
import { formatDate } from '@certidao/domain';
import { CheckCircleIcon, ClockIcon, cx, Link } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import * as styles from './plans.css.ts';

/**
 * Says what the customer already has: an active plan (the server refuses a second one; it changes in place
 * from the cards below, or from Meu perfil) or a plan waiting for its first payment (buying another replaces it
 * and cancels its open charge).
 */
export function CurrentPlanNotice({
  current,
  hint,
}: {
  current: UserPlanResponse | undefined;
  /** How an active plan changes for this customer (in place below, by a gestor, by the support). */
  hint?: string;
}) {
  const plan = current?.plano;
  const userPlan = current?.userPlan;
  if (!plan || !userPlan) return null;
  if (userPlan.status === 'ACTIVE')
    return (
      <section aria-labelledby="plano-atual" className={cx(styles.notice, styles.noticeSuccess)}>
        <CheckCircleIcon aria-hidden="true" className={cx(styles.noticeIcon, styles.noticeIconSuccess)} />
        <div className={styles.noticeBody}>
          <h2 id="plano-atual" className={styles.noticeTitle}>
            Você já possui um plano ativo: {plan.nome}
          </h2>
          <p className={styles.noticeText}>
            {userPlan.dataFim ? `Próxima cobrança em ${formatDate(userPlan.dataFim)}. ` : ''}
            {hint}
          </p>
        </div>
        <Link href={paths.meuPerfil.href()} buttonVariant="outline" className={styles.noticeAction}>
          Ir para meu perfil
        </Link>
      </section>
    );
  if (userPlan.status === 'PENDING')
    return (
      <section aria-labelledby="plano-pendente" className={styles.notice}>
        <ClockIcon aria-hidden="true" className={styles.noticeIcon} />
        <div className={styles.noticeBody}>
          <h2 id="plano-pendente" className={styles.noticeTitle}>
            Seu plano {plan.nome} está aguardando o pagamento
          </h2>
          <p className={styles.noticeText}>
            Pague a cobrança em aberto para ativá-lo. Se assinar outro plano, a cobrança em aberto é
            cancelada.
          </p>
        </div>
        <Link href={paths.pagamentos.href()} buttonVariant="outline" className={styles.noticeAction}>
          Ver pagamentos
        </Link>
      </section>
    );
  return null;
}

import type { User } from '@certidao/api-client';
import { formatCpfCnpj, formatDate, roleLabel } from '@certidao/domain';
import { Badge } from '@certidao/ui';
import * as styles from './PlanDetails.css.ts';

/** What the user cannot change here: the sign-in e-mail (and whether it is confirmed), CPF/CNPJ, role. */
export function AccountFacts({ user }: { user: User }) {
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>E-mail de acesso</dt>
        <dd className={styles.withBadge}>
          <span className={styles.breakAnywhere}>{user.email}</span>
          {user.emailVerified ? (
            <Badge tone="success" size="sm">
              Verificado
            </Badge>
          ) : (
            <Badge tone="warning" size="sm">
              Não verificado
            </Badge>
          )}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>CPF/CNPJ</dt>
        <dd>{user.cpfCnpj ? formatCpfCnpj(user.cpfCnpj) : 'Não informado'}</dd>
      </div>
      <div className={styles.fact}>
        <dt>Perfil de acesso</dt>
        <dd>{roleLabel(user.role)}</dd>
      </div>
      <div className={styles.fact}>
        <dt>Cliente desde</dt>
        <dd>{formatDate(user.createdAt)}</dd>
      </div>
    </dl>
  );
}

import type { User } from '@certidao/api-client';
import { formatCpfCnpj, formatDate, formatDateTime, roleLabel, userStatusLabel } from '@certidao/domain';
import { Avatar, Badge, Card } from '@certidao/ui';
import * as styles from './users.css.ts';

/** 'Informações da conta': status, e-mail verified, last login, created. */
export function AccountPanel({ user }: { user: User }) {
  return (
    <Card as="section" title="Informações da conta" titleLevel={2}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Usuário</dt>
          <dd className={styles.factValue}>
            <Avatar name={user.fullName} src={user.avatar ?? undefined} size="sm" />
            {user.fullName}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Email</dt>
          <dd className={styles.factValue}>
            {user.email}
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
          <dt>Status</dt>
          <dd className={styles.factValue}>{userStatusLabel(user.status)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Perfil</dt>
          <dd className={styles.factValue}>{roleLabel(user.role)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>CPF/CNPJ</dt>
          <dd className={styles.factValue}>{user.cpfCnpj ? formatCpfCnpj(user.cpfCnpj) : 'Não informado'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Último acesso</dt>
          <dd className={styles.factValue}>
            {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Nunca'}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Criado em</dt>
          <dd className={styles.factValue}>{formatDate(user.createdAt)}</dd>
        </div>
      </dl>
    </Card>
  );
}

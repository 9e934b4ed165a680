import type { User } from '@certidao/api-client';
import { formatCpfCnpj, formatDate, formatDateTime, roleLabel, userStatusLabel } from '@certidao/domain';
import { Avatar, Badge } from '@certidao/ui';
import type { ReactNode } from 'react';
import { breakAnywhere } from './layout.css.ts';

/** What a screen can show of an account. */
export type AccountFact = 'user' | 'email' | 'status' | 'role' | 'cpfCnpj' | 'lastLogin' | 'created';

function factValue(user: User, fact: AccountFact): ReactNode {
  switch (fact) {
    case 'user':
      return (
        <>
          <Avatar name={user.fullName} src={user.avatar ?? undefined} size="sm" />
          {user.fullName}
        </>
      );
    case 'email':
      return (
        <>
          <span className={breakAnywhere}>{user.email}</span>
          {user.emailVerified ? (
            <Badge tone="success" size="sm">
              Verificado
            </Badge>
          ) : (
            <Badge tone="warning" size="sm">
              Não verificado
            </Badge>
          )}
        </>
      );
    case 'status':
      return userStatusLabel(user.status);
    case 'role':
      return roleLabel(user.role);
    case 'cpfCnpj':
      return user.cpfCnpj ? formatCpfCnpj(user.cpfCnpj) : 'Não informado';
    case 'lastLogin':
      return user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Nunca';
    case 'created':
      return formatDate(user.createdAt);
  }
}

/**
 * An account's facts as a description list, in the order and with the labels the screen gives (the admin's
 * 'Informações da conta', the user's own profile); the layout is the screen's: `classes.value` on each value,
 * `classes.withBadge` on those that hold a badge or an avatar beside the text.
 */
export function AccountFacts({
  user,
  facts,
  classes,
}: {
  user: User;
  facts: readonly (readonly [AccountFact, string])[];
  classes: { list: string; fact: string; value?: string; withBadge: string };
}) {
  return (
    <dl className={classes.list}>
      {facts.map(([fact, label]) => (
        <div key={fact} className={classes.fact}>
          <dt>{label}</dt>
          <dd className={fact === 'user' || fact === 'email' ? classes.withBadge : classes.value}>
            {factValue(user, fact)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

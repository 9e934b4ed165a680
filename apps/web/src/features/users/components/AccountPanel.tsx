import type { User } from '@certidao/api-client';
import { Card } from '@certidao/ui';
import { AccountFacts } from '../../../lib/AccountFacts.tsx';
import * as styles from './users.css.ts';

const FACTS = [
  ['user', 'Usuário'],
  ['email', 'Email'],
  ['status', 'Status'],
  ['role', 'Perfil'],
  ['cpfCnpj', 'CPF/CNPJ'],
  ['lastLogin', 'Último acesso'],
  ['created', 'Criado em'],
] as const;

/** 'Informações da conta': status, e-mail verified, last login, created. */
export function AccountPanel({ user }: { user: User }) {
  return (
    <Card as="section" title="Informações da conta" titleLevel={2}>
      <AccountFacts
        user={user}
        facts={FACTS}
        classes={{
          list: styles.facts,
          fact: styles.fact,
          value: styles.factValue,
          withBadge: styles.factValue,
        }}
      />
    </Card>
  );
}

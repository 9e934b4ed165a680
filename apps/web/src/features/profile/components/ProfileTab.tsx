import type { User } from '@certidao/api-client';
import { Card } from '@certidao/ui';
import { AccountFacts } from '../../../lib/AccountFacts.tsx';
import { looseStack } from '../../../lib/layout.css.ts';
import * as styles from './PlanDetails.css.ts';
import { ProfileForm } from './ProfileForm.tsx';

/** What the user cannot change here: the sign-in e-mail (and whether it is confirmed), CPF/CNPJ, role. */
const FACTS = [
  ['email', 'E-mail de acesso'],
  ['cpfCnpj', 'CPF/CNPJ'],
  ['role', 'Perfil de acesso'],
  ['created', 'Cliente desde'],
] as const;

/** Tab 'Perfil': the editable personal data and the account facts. */
export function ProfileTab({ user }: { user: User }) {
  return (
    <div className={looseStack}>
      <Card
        as="section"
        titleLevel={2}
        title="Dados pessoais"
        description="Como você aparece nas solicitações e nos e-mails."
      >
        <ProfileForm user={user} />
      </Card>
      <Card
        as="section"
        titleLevel={2}
        title="Conta"
        description="Para alterar o e-mail ou o CPF/CNPJ, fale com o suporte."
      >
        <AccountFacts
          user={user}
          facts={FACTS}
          classes={{ list: styles.facts, fact: styles.fact, withBadge: styles.withBadge }}
        />
      </Card>
    </div>
  );
}

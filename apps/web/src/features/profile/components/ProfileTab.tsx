import type { User } from '@certidao/api-client';
import { Card } from '@certidao/ui';
import { looseStack } from '../../../lib/layout.css.ts';
import { AccountFacts } from './AccountFacts.tsx';
import { ProfileForm } from './ProfileForm.tsx';

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
        <AccountFacts user={user} />
      </Card>
    </div>
  );
}

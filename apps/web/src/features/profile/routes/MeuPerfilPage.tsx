import { PageHeader } from '@certidao/ui';
import { LoadError } from '../../../lib/LoadError.tsx';
import { LoadingScreen } from '../../../lib/LoadingScreen.tsx';
import { useMe } from '../api.ts';
import { EmailWarning } from '../components/EmailWarning.tsx';
import { ProfileTabs } from '../components/ProfileTabs.tsx';

/** /admin/meu-perfil: the unverified e-mail warning and the four tabs. */
export default function MeuPerfilPage() {
  const me = useMe();
  if (me.error && !me.data)
    return (
      <LoadError
        title="Erro ao carregar dados do perfil"
        isRetrying={me.isValidating}
        onRetry={() => void me.mutate()}
      />
    );
  if (!me.data) return <LoadingScreen />;
  const user = me.data;
  return (
    <>
      <PageHeader
        title="Meu perfil"
        description="Gerencie seus dados, seu plano, seus pagamentos e sua senha."
      />
      {user.emailVerified ? null : <EmailWarning email={user.email} />}
      <ProfileTabs user={user} />
    </>
  );
}

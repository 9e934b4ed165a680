import { isApiError } from '@certidao/api-client';
import { AlertCircleIcon, ArrowLeftIcon, EmptyState, Link, PageHeader } from '@certidao/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { stack } from '../../../lib/layout.css.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { useUsuario } from '../api.ts';
import { AccountPanel } from '../components/AccountPanel.tsx';
import { AdminPasswordForm } from '../components/AdminPasswordForm.tsx';
import { DeleteUserButton } from '../components/DeleteUserButton.tsx';
import { EditUserForm } from '../components/EditUserForm.tsx';
import { UserApiKeysPanel } from '../components/UserApiKeysPanel.tsx';
import { UserPlanPanel } from '../components/UserPlanPanel.tsx';
import * as styles from '../components/users.css.ts';

/** /admin/perfil-usuario/{id}: account panel, edit form, password (admin), plan and usage, API keys. */
export default function PerfilUsuarioPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const navigate = useNavigate();
  const { data: user, error } = useUsuario(id);
  const back = (
    <Link href={paths.usuarios.href()} buttonVariant="outline">
      <ArrowLeftIcon aria-hidden="true" />
      Voltar
    </Link>
  );
  if (!user) {
    return (
      <>
        <PageHeader title="Perfil do usuário" actions={back} />
        {error ? (
          <EmptyState
            tone="danger"
            icon={<AlertCircleIcon />}
            title={
              isApiError(error) && error.status === 404
                ? 'Usuário não encontrado'
                : 'Erro ao carregar dados do usuário'
            }
          />
        ) : (
          <EmptyState tone="primary" isLoading title="Carregando..." />
        )}
      </>
    );
  }
  const canEdit = can('updateUsuario');
  return (
    <>
      <PageHeader
        title={user.fullName}
        description={user.email}
        actions={
          <>
            {back}
            {can('deleteUsuario') ? (
              <DeleteUserButton withText user={user} onDeleted={() => navigate(paths.usuarios.href())} />
            ) : null}
          </>
        }
      />
      <div className={styles.columns}>
        <div className={stack}>
          <AccountPanel user={user} />
        </div>
        <div className={stack}>
          <EditUserForm key={`${user.id}:${user.role}:${user.status}`} user={user} canEdit={canEdit} />
          {canEdit ? <AdminPasswordForm userId={user.id} /> : null}
          <UserPlanPanel userId={user.id} />
        </div>
      </div>
      {can('listarChavesApiDoUsuario') ? (
        <UserApiKeysPanel userId={user.id} canRevoke={can('revogarChaveApi')} />
      ) : null}
    </>
  );
}

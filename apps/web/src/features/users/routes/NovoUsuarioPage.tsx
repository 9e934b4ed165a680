import { ArrowLeftIcon, Card, Link, PageHeader } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { NewUserForm } from '../components/NewUserForm.tsx';

/** /admin/usuario/novo (admin only). */
export default function NovoUsuarioPage() {
  return (
    <>
      <PageHeader
        title="Novo usuário"
        description="A conta é criada já confirmada."
        actions={
          <Link href={paths.usuarios.href()} buttonVariant="outline">
            <ArrowLeftIcon aria-hidden="true" />
            Voltar
          </Link>
        }
      />
      <Card>
        <NewUserForm />
      </Card>
    </>
  );
}

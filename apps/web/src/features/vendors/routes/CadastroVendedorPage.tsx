import type { Vendedor } from '@certidao/api-client';
import { ArrowLeftIcon, Card, Link, PageHeader } from '@certidao/ui';
import { useState } from 'react';
import { paths } from '../../../app/paths.ts';
import { VendorCreated } from '../components/VendorCreated.tsx';
import { VendorForm } from '../components/VendorForm.tsx';

/** /admin/cadastro-vendedor (admin): a vendor is a staff account with a referral link (docs/decisions/). */
export default function CadastroVendedorPage() {
  const [created, setCreated] = useState<Vendedor | null>(null);
  return (
    <>
      <PageHeader
        title="Cadastro de vendedor"
        description="O vendedor recebe uma conta de moderador e um link de indicação para os seus clientes."
        actions={
          <Link href={paths.usuarios.href()} buttonVariant="outline">
            <ArrowLeftIcon aria-hidden="true" />
            Voltar
          </Link>
        }
      />
      {created ? (
        <VendorCreated vendor={created} onAnother={() => setCreated(null)} />
      ) : (
        <Card>
          <VendorForm onCreated={setCreated} />
        </Card>
      )}
    </>
  );
}

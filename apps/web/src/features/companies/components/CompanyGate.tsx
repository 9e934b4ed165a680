import type { Empresa } from '@certidao/api-client';
import { EmptyState, InfoIcon, Link, PageHeader } from '@certidao/ui';
import type { ReactNode } from 'react';
import { paths } from '../../../app/paths.ts';
import { LoadError } from '../../../lib/LoadError.tsx';
import { type CompanyRole, useMinhaEmpresa } from '../../../lib/minhaEmpresa.ts';

/**
 * The company screens are a gestor's: this shows its children with the company to one, 'Carregando...' while
 * the company is read, and to anyone else a plain message (a membro, staff, or a customer without a company,
 * who is pointed to 'Empresa' to create one).
 */
export function GestorOnly({
  title,
  children,
}: {
  /** The page's title, kept as its heading while the page cannot be shown. */
  title: string;
  children: (empresa: Empresa) => ReactNode;
}) {
  const { empresa, role, error, mutate } = useMinhaEmpresa();
  if (empresa && role === 'gestor') return children(empresa);
  return (
    <>
      <PageHeader title={title} />
      {error ? (
        <LoadError title="Erro ao carregar a empresa." onRetry={() => void mutate()} />
      ) : role === 'unknown' ? (
        <EmptyState tone="primary" isLoading title="Carregando empresa..." />
      ) : (
        <NotForYou role={role} />
      )}
    </>
  );
}

function NotForYou({ role }: { role: CompanyRole }) {
  return (
    <EmptyState
      icon={<InfoIcon />}
      title={role === 'none' ? 'Sua conta não faz parte de uma empresa' : 'Somente gestores da empresa'}
      description={
        role === 'none'
          ? 'Transforme sua conta em conta de empresa para usar esta tela.'
          : role === 'staff'
            ? 'Esta tela é dos gestores de cada empresa cliente.'
            : 'Esta tela é dos gestores da empresa. Fale com um deles se precisar de algo.'
      }
      action={
        role === 'none' ? (
          <Link href={paths.empresa.href()} buttonVariant="primary">
            Criar empresa
          </Link>
        ) : undefined
      }
    />
  );
}

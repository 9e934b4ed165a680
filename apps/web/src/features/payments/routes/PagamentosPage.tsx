import { CreditCardIcon, EmptyState, Link, PageHeader, Pagination } from '@certidao/ui';
import { useState } from 'react';
import { paths } from '../../../app/paths.ts';
import { LoadError } from '../../../lib/LoadError.tsx';
import { usePagamentos } from '../api.ts';
import { PaymentList } from '../components/PaymentList.tsx';

/** /pagamentos: the signed-in user's payments. */
export default function PagamentosPage() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = usePagamentos(page);
  return (
    <>
      <PageHeader
        title="Meus pagamentos"
        description="Acompanhe suas cobranças e pague as que estão pendentes."
        actions={
          <Link href={paths.adicionarCartao.href()} buttonVariant="outline">
            <CreditCardIcon aria-hidden="true" />
            Cartão para renovação
          </Link>
        }
      />
      {data ? (
        data.data.length > 0 ? (
          <>
            <PaymentList pagamentos={data.data} />
            <Pagination
              page={page}
              totalPages={data.meta.totalPages}
              onPageChange={setPage}
              isDisabled={isLoading}
            />
          </>
        ) : (
          <EmptyState
            title="Nenhum pagamento encontrado"
            description="Quando você assinar um plano, suas cobranças aparecem aqui."
            action={
              <Link href={paths.planos.href()} buttonVariant="primary">
                Ver planos
              </Link>
            }
          />
        )
      ) : error ? (
        <LoadError
          title="Não foi possível carregar os pagamentos"
          error={error}
          onRetry={() => void mutate()}
        />
      ) : (
        <EmptyState tone="primary" isLoading title="Carregando pagamentos..." />
      )}
    </>
  );
}

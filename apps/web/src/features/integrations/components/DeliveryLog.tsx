import { Card, Pagination } from '@certidao/ui';
import { useState } from 'react';
import { LoadError } from '../../../lib/LoadError.tsx';
import { muted, narrowOnly, stack, wideOnly } from '../../../lib/layout.css.ts';
import { useEntregas } from '../api.ts';
import { DeliveryCards } from './DeliveryCards.tsx';
import { DeliveryTable, NO_DELIVERIES } from './DeliveryTable.tsx';

/**
 * 'Registro de entregas', newest first, a page at a time: a table on wide screens, cards on a phone. It reads
 * itself again while a delivery is pending, so a test turns to 'Sucesso' without a reload.
 */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useEntregas(endpointId, page);
  const entregas = data?.data ?? [];
  return (
    <Card
      as="section"
      title="Registro de entregas"
      titleLevel={2}
      description="Cada evento enviado a este endpoint, com a resposta do seu sistema. Falhas são repetidas por cerca de três dias; em Detalhes, todas as tentativas e o payload enviado."
    >
      {error && !data ? (
        <LoadError size="sm" title="Erro ao carregar as entregas" onRetry={() => void mutate()} />
      ) : (
        <div className={stack}>
          <div className={wideOnly}>
            <DeliveryTable endpointId={endpointId} entregas={entregas} isLoading={!data} />
          </div>
          <div className={narrowOnly}>
            {data && entregas.length === 0 ? (
              <p className={muted}>{NO_DELIVERIES}</p>
            ) : (
              <DeliveryCards endpointId={endpointId} entregas={entregas} />
            )}
          </div>
          {data ? (
            <Pagination
              page={page}
              totalPages={data.meta.totalPages}
              onPageChange={setPage}
              isDisabled={isLoading}
            />
          ) : null}
        </div>
      )}
    </Card>
  );
}

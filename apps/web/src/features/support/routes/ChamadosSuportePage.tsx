import type { TicketSuporte } from '@certidao/api-client';
import { Badge, Card, PageHeader, Pagination } from '@certidao/ui';
import { useState } from 'react';
import { LoadError } from '../../../lib/LoadError.tsx';
import { useChamados } from '../api.ts';
import { TicketDialog } from '../components/TicketDialog.tsx';
import { TicketFilters } from '../components/TicketFilters.tsx';
import { TicketTable } from '../components/TicketTable.tsx';
import * as styles from '../components/tickets.css.ts';
import { useTicketParams } from '../components/useTicketParams.ts';

/**
 * /admin/suporte/chamados (admin, moderator): the contact form's tickets, filtered and paged in the URL;
 * 'Ver' opens one with its message and the status change.
 */
export default function ChamadosSuportePage() {
  const { filters, page, query, go } = useTicketParams();
  const { data, error, isLoading, mutate } = useChamados(query);
  const [open, setOpen] = useState<TicketSuporte | null>(null);
  const total = data?.meta.total;
  return (
    <>
      <PageHeader
        title={
          <>
            Chamados de suporte
            {total !== undefined ? (
              <Badge tone="primary" className={styles.count}>
                {total}
              </Badge>
            ) : null}
          </>
        }
        description="Mensagens enviadas pelo formulário de contato do suporte."
      />
      <div className={styles.details}>
        <Card>
          <TicketFilters key={JSON.stringify(filters)} value={filters} onApply={(next) => go(next)} />
        </Card>
        {error && !data ? (
          <LoadError title="Erro ao carregar chamados" onRetry={() => void mutate()} />
        ) : (
          <Card>
            <TicketTable tickets={data?.data ?? []} isLoading={isLoading && !data} onOpen={setOpen} />
          </Card>
        )}
        {data ? (
          <Pagination
            page={page}
            totalPages={data.meta.totalPages}
            onPageChange={(p) => go(filters, p)}
            isDisabled={isLoading}
          />
        ) : null}
      </div>
      {open ? <TicketDialog key={open.id} ticket={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

import type { ResultadoCertidao, TipoCertidao } from '@certidao/api-client';
import { normalizeCpfCnpj } from '@certidao/domain';
import { Button, EmptyState, InboxIcon, PageHeader, Pagination, PlusIcon } from '@certidao/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { MonitoringAlerts } from '../../../lib/MonitoringAlertCards.tsx';
import { CountedTitle } from '../../../lib/PagedTableCard.tsx';
import { useSession } from '../../../session/SessionProvider.tsx';
import { PAGE_SIZE, type SolicitacoesQuery, useSolicitacoes } from '../api.ts';
import { NewRequestForm } from '../components/NewRequestForm.tsx';
import { NO_FILTERS, RequestFilters, type RequestFilterValues } from '../components/RequestFilters.tsx';
import { RequestList } from '../components/RequestList.tsx';

const FILTER_KEYS = [
  'status',
  'tipoCertidao',
  'resultado',
  'vencendoEmDias',
  'cpf',
  'dataInicial',
  'dataFinal',
] as const;
const RESULTS = new Set<string>([
  'negativa',
  'positiva',
  'positiva_com_efeitos_de_negativa',
  'nao_emitida',
  'indeterminado',
] satisfies ResultadoCertidao[]);
const FORM_ID = 'nova-solicitacao';

/** /admin/solicitacoes: filters and page live in the URL. */
export default function SolicitacoesPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  // Opened at once when the link asks (?nova=1, after signing up for a one-off order).
  const [formOpen, setFormOpen] = useState(() => params.get('nova') === '1');
  const filters = { ...NO_FILTERS };
  for (const k of FILTER_KEYS) filters[k] = params.get(k) ?? '';
  // A hand-edited URL with a value the contract refuses is no filter rather than an error.
  const days = Number(filters.vencendoEmDias);
  const expiry = filters.vencendoEmDias && Number.isInteger(days) && days >= 0 && days <= 365 ? days : null;
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const query: SolicitacoesQuery = {
    pagina: page,
    limite: PAGE_SIZE,
    ...(filters.status ? { status: filters.status as SolicitacoesQuery['status'] } : {}),
    ...(filters.tipoCertidao ? { tipoCertidao: filters.tipoCertidao as TipoCertidao } : {}),
    ...(RESULTS.has(filters.resultado) ? { resultado: filters.resultado as ResultadoCertidao } : {}),
    ...(expiry !== null ? { vencendoEmDias: expiry } : {}),
    ...(filters.cpf ? { cpf: normalizeCpfCnpj(filters.cpf) } : {}),
    ...(filters.dataInicial ? { dataInicial: filters.dataInicial } : {}),
    ...(filters.dataFinal ? { dataFinal: filters.dataFinal } : {}),
  };
  const { data, error, isLoading, mutate } = useSolicitacoes(query);
  const go = (next: RequestFilterValues, nextPage = 1) => {
    const entries = Object.entries(next).filter(([, v]) => v);
    if (nextPage > 1) entries.push(['pagina', String(nextPage)]);
    setParams(new URLSearchParams(entries));
  };
  return (
    <>
      <PageHeader
        title={<CountedTitle count={data?.meta.total}>Solicitações</CountedTitle>}
        description="Acompanhe a emissão das suas certidões em tempo real."
        actions={
          <Button aria-expanded={formOpen} aria-controls={FORM_ID} onPress={() => setFormOpen((o) => !o)}>
            <PlusIcon aria-hidden="true" />
            Nova Solicitação
          </Button>
        }
      />
      <div className={stack}>
        {user?.role === 'user' ? (
          <MonitoringAlerts listHref={(q) => paths.monitoramento.href(q)} onlyWithParties />
        ) : null}
        {formOpen ? <NewRequestForm id={FORM_ID} onDone={() => setFormOpen(false)} /> : null}
        <RequestFilters value={filters} onApply={(next) => go(next)} />
        {data ? (
          data.data.length > 0 ? (
            <>
              <RequestList solicitacoes={data.data} showId={user?.role === 'admin'} />
              <Pagination
                page={page}
                totalPages={data.meta.totalPages}
                onPageChange={(p) => go(filters, p)}
                isDisabled={isLoading}
              />
            </>
          ) : (
            <EmptyState
              icon={<InboxIcon />}
              title="Nenhuma solicitação encontrada"
              description="Crie uma nova solicitação para emitir as certidões de uma pessoa ou empresa."
            />
          )
        ) : error ? (
          <LoadError title="Erro ao carregar solicitações." onRetry={() => void mutate()} />
        ) : (
          <EmptyState tone="primary" isLoading title="Carregando solicitações..." />
        )}
      </div>
    </>
  );
}

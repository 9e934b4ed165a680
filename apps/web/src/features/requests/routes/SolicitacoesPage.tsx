import type { ResultadoCertidao, TipoCertidao } from '@certidao/api-client';
import { normalizeCpfCnpj } from '@certidao/domain';
import { Button, EmptyState, InboxIcon, PageHeader, Pagination, PlusIcon } from '@certidao/ui';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { MonitoringAlerts } from '../../../lib/MonitoringAlertCards.tsx';
import { useMinhaEmpresa } from '../../../lib/minhaEmpresa.ts';
import { CountedTitle } from '../../../lib/PagedTableCard.tsx';
import { useSession } from '../../../session/SessionProvider.tsx';
import {
  PAGE_SIZE,
  type SolicitacoesQuery,
  useCentrosCustoSolicitacao,
  useKitsSolicitacao,
  useMembrosSolicitacao,
  useSolicitacoes,
} from '../api.ts';
import {
  type CompanyFilterOptions,
  NO_FILTERS,
  RequestFilters,
  type RequestFilterValues,
} from '../components/RequestFilters.tsx';
import { RequestList } from '../components/RequestList.tsx';

const FILTER_KEYS = [
  'busca',
  'status',
  'tipoCertidao',
  'resultado',
  'vencendoEmDias',
  'origem',
  'cpf',
  'dataInicial',
  'dataFinal',
  'usuarioId',
  'kitId',
  'centroCustoId',
] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RESULTS = new Set<string>([
  'negativa',
  'positiva',
  'positiva_com_efeitos_de_negativa',
  'nao_emitida',
  'indeterminado',
] satisfies ResultadoCertidao[]);
const ORIGINS = new Set(['monitoramento', 'manual']);
const FORM_ID = 'nova-solicitacao';
// The new-request form (date, select and masked fields, the catalogue, card payment) is as heavy as the rest of
// the page and opens only on request: it loads then, so the list a customer comes back to loads less script.
const NewRequestForm = lazy(() =>
  import('../components/NewRequestForm.tsx').then((module) => ({ default: module.NewRequestForm })),
);

/**
 * A company gestor's filter choices (members, kits, cost centres); undefined for anyone else, who sees only
 * their own requests (or the company's, without these filters) as before.
 */
function useCompanyFilterOptions(): CompanyFilterOptions | undefined {
  const { role } = useMinhaEmpresa();
  const gestor = role === 'gestor';
  const membros = useMembrosSolicitacao(gestor);
  const kits = useKitsSolicitacao(gestor);
  const centros = useCentrosCustoSolicitacao(gestor);
  if (!gestor) return undefined;
  return {
    membros: (membros.data?.data ?? []).map((m) => ({ id: m.usuario.id, label: m.usuario.fullName })),
    kits: (kits.data?.data ?? []).map((k) => ({ id: k.id, label: k.nome })),
    centros: (centros.data?.data ?? []).map((c) => ({ id: c.id, label: `${c.codigo} — ${c.nome}` })),
  };
}

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
    ...(filters.busca.trim() ? { busca: filters.busca.trim().slice(0, 100) } : {}),
    ...(ORIGINS.has(filters.origem) ? { origem: filters.origem as SolicitacoesQuery['origem'] } : {}),
    // A company gestor's filters; a hand-edited id that is not one is no filter.
    ...(UUID.test(filters.usuarioId) ? { usuarioId: filters.usuarioId } : {}),
    ...(UUID.test(filters.kitId) ? { kitId: filters.kitId } : {}),
    ...(UUID.test(filters.centroCustoId) ? { centroCustoId: filters.centroCustoId } : {}),
  };
  const companyFilters = useCompanyFilterOptions();
  const list = useSolicitacoes(query);
  const { error, isLoading, mutate } = list;
  // A page of requests arrives through SWR's store, which React renders at once and in one piece: the cards
  // are rendered from a deferred copy instead, right after and in slices the browser can interrupt.
  const data = useDeferredValue(list.data);
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
            Nova solicitação
          </Button>
        }
      />
      <div className={stack}>
        {user?.role === 'user' ? (
          <MonitoringAlerts listHref={(q) => paths.monitoramento.href(q)} onlyWithParties />
        ) : null}
        {formOpen ? (
          <Suspense fallback={<EmptyState tone="primary" isLoading title="Carregando formulário..." />}>
            <NewRequestForm id={FORM_ID} onDone={() => setFormOpen(false)} />
          </Suspense>
        ) : null}
        <RequestFilters value={filters} onApply={(next) => go(next)} company={companyFilters} />
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

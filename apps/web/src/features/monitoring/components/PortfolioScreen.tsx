import type { ResultadoCertidao } from '@certidao/api-client';
import {
  Button,
  DownloadIcon,
  EmptyState,
  EyeIcon,
  InboxIcon,
  Link,
  PageHeader,
  Pagination,
  PlusIcon,
} from '@certidao/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { CountedTitle } from '../../../lib/PagedTableCard.tsx';
import { type MonitoramentosQuery, PAGE_SIZE, useMonitoramentos, useResumoMonitoramento } from '../api.ts';
import { type MonitoringFilterValues, NO_FILTERS } from '../validity.ts';
import { AddPartyDialog } from './AddPartyDialog.tsx';
import type { Area } from './area.ts';
import { ImportCsvDialog } from './ImportCsvDialog.tsx';
import { MonitoringFilters } from './MonitoringFilters.tsx';
import * as styles from './monitoring.css.ts';
import { PartyCard } from './PartyCard.tsx';
import { SummaryCards } from './SummaryCards.tsx';

const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof MonitoringFilterValues)[];
const RESULTS = new Set<string>([
  'negativa',
  'positiva',
  'positiva_com_efeitos_de_negativa',
  'nao_emitida',
  'indeterminado',
] satisfies ResultadoCertidao[]);

/** The filters of the URL as the contract takes them; a hand-edited value it would refuse is no filter. */
function queryOf(filters: MonitoringFilterValues, page: number): MonitoramentosQuery {
  const days = Number(filters.vencendoEmDias);
  const expiry = filters.vencendoEmDias && Number.isInteger(days) && days >= 0 && days <= 365 ? days : null;
  return {
    pagina: page,
    limite: PAGE_SIZE,
    ...(filters.busca ? { busca: filters.busca.slice(0, 120) } : {}),
    ...(filters.status === 'ativo' || filters.status === 'pausado' ? { status: filters.status } : {}),
    ...(RESULTS.has(filters.resultado) ? { resultado: filters.resultado as ResultadoCertidao } : {}),
    ...(expiry !== null ? { vencendoEmDias: expiry } : {}),
    ...(filters.alterados === 'true' ? { alterados: true } : {}),
    ...(filters.vencidas === 'true' ? { vencidas: true } : {}),
    ...(filters.bloqueadas === 'true' ? { bloqueadas: true } : {}),
    ...(filters.comPositivas === 'true' ? { comPositivas: true } : {}),
  };
}

/** The portfolio file with the list's filters (every page: the export has no paging). */
export function exportHref(filters: MonitoringFilterValues, formato: 'csv' | 'pdf'): string {
  const { pagina: _p, limite: _l, ...query } = queryOf(filters, 1);
  const params = new URLSearchParams({ formato });
  for (const [k, v] of Object.entries(query)) params.set(k, String(v));
  return `/api/monitoramentos/exportar?${params}`;
}

type Open = 'add' | 'import' | null;

/**
 * The portfolio: summary cards, filters (in the URL), the parties with their latest results, pagination.
 * The customer's screen adds and imports parties; the back office's shows every portfolio with its owner.
 */
export function PortfolioScreen({ area }: { area: Area }) {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Open>(null);
  const filters = { ...NO_FILTERS };
  for (const k of FILTER_KEYS) filters[k] = params.get(k) ?? '';
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const { data, error, isLoading, mutate } = useMonitoramentos(queryOf(filters, page));
  const resumo = useResumoMonitoramento();
  const filtered = FILTER_KEYS.some((k) => filters[k]);
  const go = (next: MonitoringFilterValues, nextPage = 1) => {
    const entries = Object.entries(next).filter(([, v]) => v);
    if (nextPage > 1) entries.push(['pagina', String(nextPage)]);
    setParams(new URLSearchParams(entries));
  };
  const canAdd = area === 'cliente';
  const addButtons = canAdd ? (
    <>
      <Button variant="outline" onPress={() => setOpen('import')}>
        Importar CSV
      </Button>
      <Button onPress={() => setOpen('add')}>
        <PlusIcon aria-hidden="true" />
        Adicionar parte
      </Button>
    </>
  ) : null;
  const portfolioEmpty = resumo.data?.partes === 0 && !filtered;
  const exportButtons = portfolioEmpty ? null : (
    <>
      <Link
        href={exportHref(filters, 'csv')}
        download
        buttonVariant="outline"
        aria-label="Exportar CSV da carteira"
      >
        <DownloadIcon aria-hidden="true" />
        Exportar CSV
      </Link>
      <Link
        href={exportHref(filters, 'pdf')}
        download
        buttonVariant="outline"
        aria-label="Exportar PDF da carteira"
      >
        <DownloadIcon aria-hidden="true" />
        Exportar PDF
      </Link>
    </>
  );
  return (
    <>
      <PageHeader
        title={<CountedTitle count={data?.meta.total}>Monitoramento</CountedTitle>}
        description={
          area === 'staff'
            ? 'As carteiras monitoradas de todos os clientes.'
            : 'Pessoas e empresas com certidões mantidas válidas: renovadas antes de vencer, com alerta quando um resultado muda.'
        }
        actions={
          <>
            {exportButtons}
            {addButtons}
          </>
        }
      />
      <div className={stack}>
        {resumo.data && resumo.data.partes > 0 ? <SummaryCards resumo={resumo.data} area={area} /> : null}
        {portfolioEmpty ? null : <MonitoringFilters key={params.toString()} value={filters} onApply={go} />}
        {data ? (
          data.data.length > 0 ? (
            <>
              <ul className={styles.list}>
                {data.data.map((party) => (
                  <li key={party.id}>
                    <PartyCard party={party} area={area} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                totalPages={data.meta.totalPages}
                onPageChange={(p) => go(filters, p)}
                isDisabled={isLoading}
              />
            </>
          ) : filtered ? (
            <EmptyState
              icon={<InboxIcon />}
              title="Nenhuma parte encontrada"
              description="Nenhuma parte monitorada corresponde aos filtros."
            />
          ) : (
            <EmptyState
              icon={<EyeIcon />}
              title="Nenhuma parte monitorada"
              description={
                area === 'staff'
                  ? 'Nenhum cliente monitora partes ainda.'
                  : 'Inclua uma pessoa ou empresa e as certidões escolhidas são emitidas agora e renovadas antes de vencer (ou toda semana, ou todo mês). Você é avisado quando um resultado muda. Adicione uma parte pelo formulário, importe uma carteira em CSV ou use "Monitorar esta parte" numa solicitação.'
              }
              action={addButtons ? <div className={styles.actions}>{addButtons}</div> : undefined}
            />
          )
        ) : error ? (
          <LoadError title="Erro ao carregar o monitoramento." onRetry={() => void mutate()} />
        ) : (
          <EmptyState tone="primary" isLoading title="Carregando monitoramento..." />
        )}
      </div>
      {open === 'add' ? (
        <AddPartyDialog onClose={() => setOpen(null)} onCreated={() => setOpen(null)} />
      ) : null}
      {open === 'import' ? <ImportCsvDialog onClose={() => setOpen(null)} /> : null}
    </>
  );
}

import { Disclosure, EmptyState } from '@certidao/ui';
import { type ComponentType, lazy, Suspense, useState } from 'react';

/** The filters of getSolicitacoes, as the screen keeps them (in the URL); empty string = no filter. */
export interface RequestFilterValues {
  busca: string;
  status: string;
  tipoCertidao: string;
  cpf: string;
  dataInicial: string;
  dataFinal: string;
  resultado: string;
  vencendoEmDias: string;
  /** 'monitoramento' (renewals made by monitoring) or 'manual'. */
  origem: string;
  /** A company gestor's: who ordered, the kit, the cost centre. */
  usuarioId: string;
  kitId: string;
  centroCustoId: string;
}

export const NO_FILTERS: RequestFilterValues = {
  busca: '',
  status: '',
  tipoCertidao: '',
  cpf: '',
  dataInicial: '',
  dataFinal: '',
  resultado: '',
  vencendoEmDias: '',
  origem: '',
  usuarioId: '',
  kitId: '',
  centroCustoId: '',
};

/** What a company gestor filters by besides the rest: the company's members, kits and cost centres. */
export interface CompanyFilterOptions {
  membros: ReadonlyArray<{ id: string; label: string }>;
  kits: ReadonlyArray<{ id: string; label: string }>;
  centros: ReadonlyArray<{ id: string; label: string }>;
}

type FormProps = {
  value: RequestFilterValues;
  onApply: (filters: RequestFilterValues) => void;
  /** Only for a company's gestor. */
  company?: CompanyFilterOptions;
};

// The form (selects, a combo box of some 160 certificate types, date and masked fields) is most of the list's
// script and of its first render's work, and stays closed on most visits: it loads when the section opens, or
// when a pointer or the keyboard comes near it, and is rendered from its first opening on (kept afterwards, so
// a closed and reopened section keeps what was typed).
let loadedForm: ComponentType<FormProps> | undefined;
const loadForm = () =>
  import('./RequestFilterForm.tsx').then((module) => {
    loadedForm = module.RequestFilterForm;
    return { default: module.RequestFilterForm };
  });
const LazyForm = lazy(loadForm);
const preloadForm = () => {
  if (!loadedForm) void loadForm().catch(() => undefined);
};

/**
 * Filters of the requests list, in a section that opens on demand (open while some filter is on), so a phone
 * shows the requests first.
 */
export function RequestFilters({ value, onApply, company }: FormProps) {
  const active = Object.values(value).filter(Boolean).length;
  const [opened, setOpened] = useState(active > 0);
  const Form = loadedForm ?? LazyForm;
  return (
    // Pointer or focus on the section: the form's chunk starts loading before the press that opens it.
    // biome-ignore lint/a11y/noStaticElementInteractions: no interaction here, only a hint to load the form early.
    <div onPointerEnter={preloadForm} onFocus={preloadForm}>
      <Disclosure
        title={active ? `Filtros (${active})` : 'Filtros'}
        headingLevel={2}
        defaultExpanded={active > 0}
        onExpandedChange={(isExpanded) => {
          if (isExpanded) setOpened(true);
        }}
      >
        {opened ? (
          <Suspense fallback={<EmptyState tone="primary" isLoading title="Carregando filtros..." />}>
            <Form value={value} onApply={onApply} company={company} />
          </Suspense>
        ) : null}
      </Disclosure>
    </div>
  );
}

import { CERTIFICATE_TYPES } from '@certidao/domain';
import { Button, ComboBox, CpfCnpjField, Form, ListBoxItem, SearchField, Select } from '@certidao/ui';
import { DraftPeriodFields } from '../../../lib/DraftPeriodFields.tsx';
import { DRAFT_ALL, DraftResultFields } from '../../../lib/DraftResultFields.tsx';
import { filterActions } from '../../../lib/layout.css.ts';
import { useDraftFilters } from '../../../lib/useDraftFilters.ts';
import { type CompanyFilterOptions, NO_FILTERS, type RequestFilterValues } from './RequestFilters.tsx';
import * as styles from './requests.css.ts';

const ALL = DRAFT_ALL;

const withAll = (items: ReadonlyArray<{ id: string; label: string }>) => [
  { id: ALL, label: 'Todos' },
  ...items,
];

/** The request's aggregate status (the certificate labels; a cancelled request is its own filter). */
const STATUS_OPTIONS = [
  { id: ALL, label: 'Todos' },
  { id: 'pendente', label: 'Aguardando' },
  { id: 'processando', label: 'Processando' },
  { id: 'concluido', label: 'Concluída' },
  { id: 'falhou', label: 'Falhou' },
  { id: 'cancelado', label: 'Cancelada' },
];

/** Who made the request: monitoring renewing a party, or a person (or an integration). */
const ORIGIN_OPTIONS = [
  { id: ALL, label: 'Todas' },
  { id: 'monitoramento', label: 'Renovação automática' },
  { id: 'manual', label: 'Pedido manual' },
];

// About 160 types: a combo box, so typing 'TJMG' or 'IPTU' narrows the list.
const TYPE_OPTIONS = [
  { id: ALL, label: 'Todos' },
  ...CERTIFICATE_TYPES.map((t) => ({ id: t.code, label: t.label })),
];

/**
 * The requests list's filter form: a search (the party's name or the request's reference), status, origin
 * (monitoring's renewals or manual requests), certificate type, result, expiry, CPF/CNPJ and period (creation
 * day), and for a company's gestor who ordered, the kit and the cost centre. Its own chunk (RequestFilters
 * loads it when the section is first opened or about to be).
 */
export function RequestFilterForm({
  value,
  onApply,
  company,
}: {
  value: RequestFilterValues;
  onApply: (filters: RequestFilterValues) => void;
  /** Only for a company's gestor. */
  company?: CompanyFilterOptions;
}) {
  const { draft, set, submit, clear } = useDraftFilters({
    value,
    empty: NO_FILTERS,
    onApply,
    all: ALL,
    tidy: (d) => ({ ...d, busca: d.busca.trim() }),
  });
  return (
    <Form onSubmit={submit} aria-label="Filtrar solicitações" className={styles.filters}>
      <SearchField
        label="Buscar"
        placeholder="Nome da parte ou referência"
        value={draft.busca}
        onChange={set('busca')}
        maxLength={100}
      />
      <Select
        label="Status"
        value={draft.status || ALL}
        onChange={(key) => set('status')(String(key))}
        items={STATUS_OPTIONS}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
      <Select
        label="Origem"
        value={draft.origem || ALL}
        onChange={(key) => set('origem')(String(key))}
        items={ORIGIN_OPTIONS}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
      <ComboBox
        label="Tipo de certidão"
        placeholder="Digite parte do nome"
        selectedKey={draft.tipoCertidao || ALL}
        onSelectionChange={(key) => set('tipoCertidao')(key === null ? '' : String(key))}
        defaultItems={TYPE_OPTIONS}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </ComboBox>
      {company ? (
        <>
          <Select
            label="Pedido por"
            value={draft.usuarioId || ALL}
            onChange={(key) => set('usuarioId')(String(key))}
            items={withAll(company.membros)}
          >
            {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
          </Select>
          <Select
            label="Kit"
            value={draft.kitId || ALL}
            onChange={(key) => set('kitId')(String(key))}
            items={withAll(company.kits)}
          >
            {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
          </Select>
          <Select
            label="Centro de custo"
            value={draft.centroCustoId || ALL}
            onChange={(key) => set('centroCustoId')(String(key))}
            items={withAll(company.centros)}
          >
            {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
          </Select>
        </>
      ) : null}
      <DraftResultFields draft={draft} set={set} />
      <CpfCnpjField label="CPF/CNPJ" value={draft.cpf} onChange={set('cpf')} validateFormat={false} />
      <DraftPeriodFields draft={draft} set={set} />
      <div className={filterActions}>
        <Button type="submit" variant="outline">
          Filtrar
        </Button>
        <Button variant="ghost" onPress={clear}>
          Limpar
        </Button>
      </div>
    </Form>
  );
}

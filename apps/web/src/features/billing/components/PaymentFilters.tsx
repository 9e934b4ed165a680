import { METODOS_PAGAMENTO, PAYMENT_METHOD_LABELS } from '@certidao/domain';
import { Button, DateField, DownloadIcon, Link, ListBoxItem, SearchField, Select } from '@certidao/ui';
import * as styles from './billing.css.ts';

/** What the billing screen filters by; empty string = no filter. */
export interface BillingFilterValues {
  dataInicial: string;
  dataFinal: string;
  search: string;
  status: string;
  metodoPagamento: string;
}

export const NO_FILTERS: BillingFilterValues = {
  dataInicial: '',
  dataFinal: '',
  search: '',
  status: '',
  metodoPagamento: '',
};

const ALL = 'todos';
// The billing screen's Pago, Pendente, Cancelado, plus the two other states a payment can reach.
const STATUS = [
  { id: ALL, label: 'Todos' },
  { id: 'CONFIRMADO', label: 'Pago' },
  { id: 'PENDENTE', label: 'Pendente' },
  { id: 'CANCELADO', label: 'Cancelado' },
  { id: 'REEMBOLSADO', label: 'Reembolsado' },
  { id: 'RECUSADO', label: 'Recusado' },
];
const METHODS = [
  { id: ALL, label: 'Todos' },
  ...METODOS_PAGAMENTO.map((id) => ({ id, label: PAYMENT_METHOD_LABELS[id] })),
];

/** The period of the totals and the list: 'De' and 'Até' (São Paulo days), 'Limpar período'. */
export function PeriodFilter({
  value,
  onChange,
}: {
  value: BillingFilterValues;
  onChange: (next: BillingFilterValues) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark around the period
    <div role="search" aria-label="Período" className={styles.period}>
      <DateField
        label="De"
        value={value.dataInicial || null}
        maxValue={value.dataFinal || undefined}
        onChange={(d) => onChange({ ...value, dataInicial: d ?? '' })}
      />
      <DateField
        label="Até"
        value={value.dataFinal || null}
        minValue={value.dataInicial || undefined}
        onChange={(d) => onChange({ ...value, dataFinal: d ?? '' })}
      />
      <Button
        variant="ghost"
        isDisabled={!value.dataInicial && !value.dataFinal}
        onPress={() => onChange({ ...value, dataInicial: '', dataFinal: '' })}
      >
        Limpar período
      </Button>
    </div>
  );
}

/** Customer text (name or e-mail, on Enter), status and method, and the CSV of what they select. */
export function PaymentFilters({
  value,
  onChange,
  csvHref,
}: {
  value: BillingFilterValues;
  onChange: (next: BillingFilterValues) => void;
  csvHref: string;
}) {
  const select = (label: string, key: 'status' | 'metodoPagamento', items: typeof STATUS) => (
    <Select
      label={label}
      value={value[key] || ALL}
      onChange={(k) => onChange({ ...value, [key]: k === ALL ? '' : String(k) })}
      items={items}
    >
      {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
    </Select>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark around the filters
    <div role="search" aria-label="Filtrar pagamentos" className={styles.filters}>
      <SearchField
        label="Cliente"
        placeholder="Nome ou e-mail"
        defaultValue={value.search}
        onSubmit={(search) => onChange({ ...value, search: search.trim() })}
        onClear={() => onChange({ ...value, search: '' })}
      />
      {select('Status', 'status', STATUS)}
      {select('Método', 'metodoPagamento', METHODS)}
      <Link href={csvHref} buttonVariant="outline" download>
        <DownloadIcon aria-hidden="true" /> Exportar CSV
      </Link>
    </div>
  );
}

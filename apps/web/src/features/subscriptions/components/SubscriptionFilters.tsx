import { BILLING_TYPE_LABELS, BILLING_TYPES } from '@certidao/domain';
import { ListBoxItem, SearchField, Select } from '@certidao/ui';
import * as styles from './subscriptions.css.ts';

export interface SubscriptionFilterValues {
  search: string;
  status: string;
  billing: string;
  due: string;
}

export const ALL = 'todos';
export const NO_FILTERS: SubscriptionFilterValues = { search: '', status: ALL, billing: ALL, due: ALL };

const STATUS = [
  { id: ALL, label: 'Todos' },
  { id: 'ACTIVE', label: 'Ativa' },
  { id: 'PENDING', label: 'Pendente' },
];
const BILLING = [
  { id: ALL, label: 'Todos' },
  ...BILLING_TYPES.map((id) => ({ id, label: BILLING_TYPE_LABELS[id] })),
  // A plan granted by an admin (no charge).
  { id: 'CORTESIA', label: 'Concedido' },
];
const DUE = [
  { id: ALL, label: 'Todos' },
  { id: 'atraso', label: 'Em atraso' },
  { id: 'atencao', label: 'Vence em até 7 dias' },
  { id: 'em_dia', label: 'Em dia' },
];

/** Search (user, e-mail, plan; sent to the server on Enter) and the status, billing type and due filters. */
export function SubscriptionFilters({
  value,
  onChange,
}: {
  value: SubscriptionFilterValues;
  onChange: (next: SubscriptionFilterValues) => void;
}) {
  const select = (label: string, key: 'status' | 'billing' | 'due', items: typeof STATUS) => (
    <Select
      label={label}
      value={value[key]}
      onChange={(k) => onChange({ ...value, [key]: String(k) })}
      items={items}
    >
      {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
    </Select>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark around the filters
    <div role="search" aria-label="Filtrar assinaturas" className={styles.filters}>
      <SearchField
        label="Buscar"
        placeholder="Usuário, e-mail ou plano"
        defaultValue={value.search}
        onSubmit={(search) => onChange({ ...value, search: search.trim() })}
        onClear={() => onChange({ ...value, search: '' })}
      />
      {select('Status', 'status', STATUS)}
      {select('Cobrança', 'billing', BILLING)}
      {select('Vencimento', 'due', DUE)}
    </div>
  );
}

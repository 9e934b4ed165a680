import { ListBoxItem, SearchField, Select } from '@certidao/ui';
import { useEffect, useState } from 'react';
import { ROLE_FILTERS, STATUS_FILTERS } from './options.ts';
import * as styles from './users.css.ts';

export interface UserFilterValues {
  search: string;
  role: string;
  status: string;
}

/** How long the search waits after the last key before it asks the server. */
const DEBOUNCE_MS = 350;

/**
 * Search (name, e-mail, CPF/CNPJ; debounced) and the role and status filters ('Todos' sends nothing). Each
 * change calls `onChange` with every value.
 */
export function UserFilters({
  value,
  onChange,
}: {
  value: UserFilterValues;
  onChange: (next: UserFilterValues) => void;
}) {
  const [text, setText] = useState(value.search);
  // Debounces the typed text into the filters (a timer, not data loading).
  useEffect(() => {
    if (text.trim() === value.search) return;
    const timer = setTimeout(() => onChange({ ...value, search: text.trim() }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark around the filters
    <div role="search" aria-label="Filtrar usuários" className={styles.filters}>
      <SearchField
        label="Buscar"
        placeholder="Nome, e-mail ou CPF/CNPJ"
        value={text}
        onChange={setText}
        onSubmit={() => onChange({ ...value, search: text.trim() })}
        onClear={() => onChange({ ...value, search: '' })}
        className={styles.searchField}
      />
      <Select
        label="Perfil"
        value={value.role}
        onChange={(key) => onChange({ ...value, role: String(key) })}
        items={ROLE_FILTERS}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
      <Select
        label="Status"
        value={value.status}
        onChange={(key) => onChange({ ...value, status: String(key) })}
        items={STATUS_FILTERS}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
    </div>
  );
}

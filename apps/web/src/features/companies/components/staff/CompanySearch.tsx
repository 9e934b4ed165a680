import { SearchField } from '@certidao/ui';
import { useEffect, useState } from 'react';
import * as styles from '../companies.css.ts';

/** How long the search waits after the last key before it asks the server (as the users list does). */
const DEBOUNCE_MS = 350;

/** Search by razão social or CNPJ (with or without punctuation), debounced; `onChange` gets the trimmed text. */
export function CompanySearch({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const [text, setText] = useState(value);
  // Debounces the typed text into the search (a timer, not data loading).
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark around the field
    <div role="search" aria-label="Buscar empresas" className={styles.companySearch}>
      <SearchField
        label="Buscar"
        placeholder="Razão social ou CNPJ"
        value={text}
        onChange={setText}
        onSubmit={() => onChange(text.trim())}
        onClear={() => onChange('')}
      />
    </div>
  );
}

import { jurisdicaoLabel, type PersonType, UFS } from '@certidao/domain';
import { Checkbox, Disclosure, ListBoxItem, SearchField, Select } from '@certidao/ui';
import { useMemo, useState } from 'react';
import * as styles from './CertificateTypePicker.css.ts';
import { ANY_UF, searchTypes } from './certificateTypeSearch.ts';

const UF_OPTIONS = [{ id: ANY_UF, label: 'Todas' }, ...UFS.map((uf) => ({ id: uf, label: uf }))];

/**
 * The whole catalogue (about 160 types) as checkboxes a phone can still use: a search by name, body or place,
 * a UF filter, and one collapsible group per category (each open while a search or a UF narrows the list).
 * `selected` are the checked codes; `hidden` the ones the caller already shows elsewhere.
 */
export function CertificateTypePicker({
  label,
  selected,
  onChange,
  tipoPessoa,
  hidden = [],
  isDisabled,
}: {
  label: string;
  selected: readonly string[];
  onChange: (codes: string[]) => void;
  /** Only the types that apply to this person type. */
  tipoPessoa?: PersonType;
  hidden?: readonly string[];
  isDisabled?: boolean;
}) {
  const [query, setQuery] = useState('');
  const [uf, setUf] = useState<string>(ANY_UF);
  const groups = useMemo(
    () =>
      searchTypes({ query, uf, tipoPessoa })
        .map((g) => ({ ...g, types: g.types.filter((t) => !hidden.includes(t.code)) }))
        .filter((g) => g.types.length > 0),
    [query, uf, tipoPessoa, hidden],
  );
  const narrowed = query.trim() !== '' || uf !== ANY_UF;
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...selected.filter((c) => c !== code), code] : selected.filter((c) => c !== code));
  const found = groups.reduce((n, g) => n + g.types.length, 0);
  return (
    <fieldset className={styles.picker} aria-label={label} disabled={isDisabled}>
      <div className={styles.filters}>
        <SearchField
          label="Buscar certidão"
          placeholder="Nome, órgão ou cidade"
          value={query}
          onChange={setQuery}
          isDisabled={isDisabled}
        />
        <Select
          label="UF"
          items={UF_OPTIONS}
          selectedKey={uf}
          onSelectionChange={(key) => setUf(String(key ?? ANY_UF))}
          isDisabled={isDisabled}
        >
          {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
        </Select>
      </div>
      <p className={styles.summary} aria-live="polite">
        {found === 0
          ? 'Nenhuma certidão encontrada.'
          : `${found} ${found === 1 ? 'certidão encontrada' : 'certidões encontradas'}`}
      </p>
      <div className={styles.groups}>
        {groups.map((g) => {
          const checked = g.types.filter((t) => selected.includes(t.code)).length;
          return (
            <Disclosure
              key={`${g.categoria}-${narrowed}`}
              title={`${g.label} (${checked ? `${checked} de ${g.types.length}` : g.types.length})`}
              headingLevel={4}
              defaultExpanded={narrowed && found <= 40}
            >
              <ul className={styles.options}>
                {g.types.map((t) => (
                  <li key={t.code}>
                    <Checkbox
                      isSelected={selected.includes(t.code)}
                      onChange={(on) => toggle(t.code, on)}
                      description={`${t.orgao} · ${jurisdicaoLabel(t.jurisdicao)}`}
                      isDisabled={isDisabled}
                    >
                      {t.label}
                    </Checkbox>
                  </li>
                ))}
              </ul>
            </Disclosure>
          );
        })}
      </div>
    </fieldset>
  );
}

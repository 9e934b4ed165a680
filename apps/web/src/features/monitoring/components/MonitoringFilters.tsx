import { Button, Checkbox, Disclosure, Form, ListBoxItem, SearchField, Select } from '@certidao/ui';
import { DRAFT_ALL, DraftResultFields } from '../../../lib/DraftResultFields.tsx';
import { filterActions } from '../../../lib/layout.css.ts';
import { useDraftFilters } from '../../../lib/useDraftFilters.ts';
import { type MonitoringFilterValues, NO_FILTERS } from '../validity.ts';
import * as styles from './monitoring.css.ts';

const ALL = DRAFT_ALL;

const STATUS_OPTIONS = [
  { id: ALL, label: 'Todos' },
  { id: 'ativo', label: 'Ativo' },
  { id: 'pausado', label: 'Pausado' },
];

/** The list's filters: search, status, result, expiring within N days and 'only changed results'. */
export function MonitoringFilters({
  value,
  onApply,
}: {
  value: MonitoringFilterValues;
  onApply: (filters: MonitoringFilterValues) => void;
}) {
  const { draft, set, submit, clear } = useDraftFilters({
    value,
    empty: NO_FILTERS,
    onApply,
    all: ALL,
    tidy: (d) => ({ ...d, busca: d.busca.trim() }),
  });
  const active = Object.values(value).filter(Boolean).length;
  return (
    <Disclosure
      title={active ? `Filtros (${active})` : 'Filtros'}
      headingLevel={2}
      defaultExpanded={active > 0}
    >
      <Form onSubmit={submit} aria-label="Filtrar partes monitoradas" className={styles.filters}>
        <SearchField
          label="Busca"
          placeholder="Nome, CPF ou CNPJ"
          value={draft.busca}
          onChange={set('busca')}
        />
        <Select
          label="Status"
          value={draft.status || ALL}
          onChange={(key) => set('status')(String(key))}
          items={STATUS_OPTIONS}
        >
          {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
        </Select>
        <DraftResultFields draft={draft} set={set} />
        <Checkbox
          isSelected={draft.alterados === 'true'}
          onChange={(on) => set('alterados')(on ? 'true' : '')}
        >
          Só resultados alterados (30 dias)
        </Checkbox>
        <Checkbox isSelected={draft.vencidas === 'true'} onChange={(on) => set('vencidas')(on ? 'true' : '')}>
          Só com certidão vencida
        </Checkbox>
        <Checkbox
          isSelected={draft.bloqueadas === 'true'}
          onChange={(on) => set('bloqueadas')(on ? 'true' : '')}
        >
          Só bloqueadas pela cota
        </Checkbox>
        <Checkbox
          isSelected={draft.comPositivas === 'true'}
          onChange={(on) => set('comPositivas')(on ? 'true' : '')}
        >
          Só com resultado positivo
        </Checkbox>
        <div className={filterActions}>
          <Button type="submit" variant="outline">
            Filtrar
          </Button>
          <Button variant="ghost" onPress={clear}>
            Limpar
          </Button>
        </div>
      </Form>
    </Disclosure>
  );
}

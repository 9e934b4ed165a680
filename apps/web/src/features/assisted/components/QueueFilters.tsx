import { ListBoxItem, Select } from '@certidao/ui';
import { ASSISTED_TYPES, type QueueFilters as Filters, ORDENACOES, SITUACOES } from '../queue.ts';
import * as styles from './assisted.css.ts';

const TYPE_OPTIONS = [{ id: '', label: 'Todos os tipos' }, ...ASSISTED_TYPES];

/** Situation, order and type; each change applies at once (three choices, nothing to type). */
export function QueueFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark around the filters
    <div role="search" aria-label="Filtrar a fila" className={styles.filters}>
      <Select
        label="Situação"
        value={value.situacao}
        onChange={(key) => onChange({ ...value, situacao: key as Filters['situacao'] })}
        items={SITUACOES}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
      <Select
        label="Ordenar por"
        value={value.ordenacao}
        onChange={(key) => onChange({ ...value, ordenacao: key as Filters['ordenacao'] })}
        items={ORDENACOES}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
      <Select
        label="Tipo de certidão"
        value={value.tipoCertidao}
        onChange={(key) => onChange({ ...value, tipoCertidao: String(key ?? '') })}
        items={TYPE_OPTIONS}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
    </div>
  );
}

import { SUPPORT_TICKET_STATUSES, supportTicketStatusLabel } from '@certidao/domain';
import { Button, DateField, Form, ListBoxItem, Select, TextField } from '@certidao/ui';
import { type FormEvent, useState } from 'react';
import * as styles from './tickets.css.ts';
import { NO_TICKET_FILTERS, type TicketFilterValues } from './useTicketParams.ts';

const STATUS_OPTIONS = [
  { id: 'todos', label: 'Todos' },
  ...SUPPORT_TICKET_STATUSES.map((s) => ({ id: s, label: supportTicketStatusLabel(s) })),
];

/**
 * Status, text (name, e-mail, problem type or protocol) and the period the ticket was opened in; 'Filtrar'
 * applies them and 'Limpar filtros' clears them all.
 */
export function TicketFilters({
  value,
  onApply,
}: {
  value: TicketFilterValues;
  onApply: (filters: TicketFilterValues) => void;
}) {
  const [draft, setDraft] = useState(value);
  const set = (field: 'busca' | 'dataInicial' | 'dataFinal') => (v: string | null) =>
    setDraft((d) => ({ ...d, [field]: v ?? '' }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ...draft, busca: draft.busca.trim() });
  };
  return (
    <Form onSubmit={submit} aria-label="Filtrar chamados" className={styles.filters}>
      <Select
        label="Status"
        value={draft.status || 'todos'}
        onChange={(key) =>
          setDraft((d) => ({ ...d, status: key === 'todos' ? '' : (key as TicketFilterValues['status']) }))
        }
        items={STATUS_OPTIONS}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
      <TextField
        label="Busca"
        placeholder="Nome, e-mail ou assunto"
        value={draft.busca}
        onChange={set('busca')}
        maxLength={100}
      />
      <DateField label="De" value={draft.dataInicial || null} onChange={set('dataInicial')} />
      <DateField
        label="Até"
        value={draft.dataFinal || null}
        minValue={draft.dataInicial || undefined}
        onChange={set('dataFinal')}
      />
      <div className={styles.filterActions}>
        <Button
          variant="ghost"
          onPress={() => {
            setDraft(NO_TICKET_FILTERS);
            onApply(NO_TICKET_FILTERS);
          }}
        >
          Limpar filtros
        </Button>
        <Button type="submit" variant="primary">
          Filtrar
        </Button>
      </div>
    </Form>
  );
}

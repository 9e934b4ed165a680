import { CERTIFICATE_TYPES } from '@certidao/domain';
import { Button, ComboBox, CpfCnpjField, Disclosure, Form, ListBoxItem, Select } from '@certidao/ui';
import { DraftPeriodFields } from '../../../lib/DraftPeriodFields.tsx';
import { DRAFT_ALL, DraftResultFields } from '../../../lib/DraftResultFields.tsx';
import { filterActions } from '../../../lib/layout.css.ts';
import { useDraftFilters } from '../../../lib/useDraftFilters.ts';
import * as styles from './requests.css.ts';

/** The filters of getSolicitacoes, as the screen keeps them (in the URL); empty string = no filter. */
export interface RequestFilterValues {
  status: string;
  tipoCertidao: string;
  cpf: string;
  dataInicial: string;
  dataFinal: string;
  resultado: string;
  vencendoEmDias: string;
}

export const NO_FILTERS: RequestFilterValues = {
  status: '',
  tipoCertidao: '',
  cpf: '',
  dataInicial: '',
  dataFinal: '',
  resultado: '',
  vencendoEmDias: '',
};

const ALL = DRAFT_ALL;

/** The request's aggregate status (the certificate labels; a cancelled request is its own filter). */
const STATUS_OPTIONS = [
  { id: ALL, label: 'Todos' },
  { id: 'pendente', label: 'Aguardando' },
  { id: 'processando', label: 'Processando' },
  { id: 'concluido', label: 'Concluída' },
  { id: 'falhou', label: 'Falhou' },
  { id: 'cancelado', label: 'Cancelada' },
];

// About 160 types: a combo box, so typing 'TJMG' or 'IPTU' narrows the list.
const TYPE_OPTIONS = [
  { id: ALL, label: 'Todos' },
  ...CERTIFICATE_TYPES.map((t) => ({ id: t.code, label: t.label })),
];

/**
 * Filters of the requests list: status, certificate type, result, expiry, CPF/CNPJ and period (creation day), in a section that
 * opens on demand (open while some filter is on), so a phone shows the requests first.
 */
export function RequestFilters({
  value,
  onApply,
}: {
  value: RequestFilterValues;
  onApply: (filters: RequestFilterValues) => void;
}) {
  const { draft, set, submit, clear } = useDraftFilters({ value, empty: NO_FILTERS, onApply, all: ALL });
  const active = Object.values(value).filter(Boolean).length;
  return (
    <Disclosure
      title={active ? `Filtros (${active})` : 'Filtros'}
      headingLevel={2}
      defaultExpanded={active > 0}
    >
      <Form onSubmit={submit} aria-label="Filtrar solicitações" className={styles.filters}>
        <Select
          label="Status"
          value={draft.status || ALL}
          onChange={(key) => set('status')(String(key))}
          items={STATUS_OPTIONS}
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
    </Disclosure>
  );
}

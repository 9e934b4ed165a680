import { resultLabel } from '@certidao/domain';
import { ListBoxItem, Select } from '@certidao/ui';

/** The value of a Select that means 'no filter' (the draft keeps it as an empty string). */
const ALL = 'todos';

/** Certificates of this result ('Indeterminado' is left out: the issuers never answer it to a person). */
const RESULT_OPTIONS = [
  { id: ALL, label: 'Todos' },
  ...(['negativa', 'positiva', 'positiva_com_efeitos_de_negativa', 'nao_emitida'] as const).map((r) => ({
    id: r,
    label: resultLabel(r),
  })),
];

/** An issued certificate whose validity ends within so many days. */
const EXPIRY_OPTIONS = [
  { id: ALL, label: 'Qualquer' },
  { id: '7', label: '7 dias' },
  { id: '15', label: '15 dias' },
  { id: '30', label: '30 dias' },
];

/**
 * 'Resultado' and 'Vencendo em' of draft filters (`useDraftFilters` with `all: DRAFT_ALL`): the requests list
 * and the monitored portfolio filter their certificates the same way.
 */
export function DraftResultFields({
  draft,
  set,
}: {
  draft: { resultado: string; vencendoEmDias: string };
  set: (field: 'resultado' | 'vencendoEmDias') => (value: string) => void;
}) {
  return (
    <>
      <Select
        label="Resultado"
        value={draft.resultado || ALL}
        onChange={(key) => set('resultado')(String(key))}
        items={RESULT_OPTIONS}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
      <Select
        label="Vencendo em"
        value={draft.vencendoEmDias || ALL}
        onChange={(key) => set('vencendoEmDias')(String(key))}
        items={EXPIRY_OPTIONS}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
    </>
  );
}

export { ALL as DRAFT_ALL };

import { DateField } from '@certidao/ui';

/** 'De' and 'Até' of draft filters (`useDraftFilters`): the period's days, 'Até' not before 'De'. */
export function DraftPeriodFields({
  draft,
  set,
}: {
  draft: { dataInicial: string; dataFinal: string };
  set: (field: 'dataInicial' | 'dataFinal') => (value: string | null) => void;
}) {
  return (
    <>
      <DateField label="De" value={draft.dataInicial || null} onChange={set('dataInicial')} />
      <DateField
        label="Até"
        value={draft.dataFinal || null}
        minValue={draft.dataInicial || undefined}
        onChange={set('dataFinal')}
      />
    </>
  );
}

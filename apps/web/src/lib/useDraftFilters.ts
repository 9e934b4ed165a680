import { type FormEvent, useState } from 'react';

/**
 * Filters typed first and applied on 'Filtrar' (the list reloads once, not on every key): the draft as typed,
 * `set(field)` for a field's change handler (a cleared field or a select's `all` choice is '' = no filter),
 * `submit` for the form and `clear` to empty the draft and apply that at once. `tidy` shapes what is applied
 * (trimmed texts). Give the form a `key` of the applied values so a change from outside (the URL) shows.
 */
export function useDraftFilters<V extends { [K in keyof V]: string }>({
  value,
  empty,
  onApply,
  all,
  tidy = (draft) => draft,
}: {
  value: V;
  empty: V;
  onApply: (filters: V) => void;
  /** The id of a select's 'Todos' option, which means no filter. */
  all?: string;
  tidy?: (draft: V) => V;
}) {
  const [draft, setDraft] = useState(value);
  const set = (field: keyof V & string) => (next: string | null) =>
    setDraft((current) => ({ ...current, [field]: next === null || next === all ? '' : next }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(tidy(draft));
  };
  const clear = () => {
    setDraft(empty);
    onApply(empty);
  };
  return { draft, set, submit, clear };
}

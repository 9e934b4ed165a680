import { type FormEvent, useCallback, useRef, useState } from 'react';

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

/** `useFormState`'s `set`: the change handler of one field, as the shared field rows (src/lib) take it. */
export type FieldSetter<V> = <K extends keyof V & string>(field: K) => (value: V[K]) => void;

/** The values after one field is edited (a new object: React sees the change). */
export function withValue<V, K extends keyof V>(values: V, field: K, value: V[K]): V {
  return { ...values, [field]: value };
}

/** The messages without the edited field's: editing a field drops its message at once. */
export function withoutError<V>(errors: FormErrors<V>, field: keyof V & string): FormErrors<V> {
  if (!(field in errors)) return errors;
  const { [field]: _dropped, ...rest } = errors;
  return rest as FormErrors<V>;
}

/** The messages of a submit and the field to put the cursor in (the first one `validate` reported). */
export function checkSubmit<V>(
  values: V,
  validate: (values: V) => FormErrors<V>,
): { errors: FormErrors<V>; first: (keyof V & string) | undefined } {
  const errors = validate(values);
  const first = (Object.keys(errors) as (keyof V & string)[]).find((field) => errors[field] !== undefined);
  return { errors, first };
}

/**
 * The element that takes the cursor for a field: its input by `name`; a date field has no input of its own
 * (its first segment, inside the element marked data-field); a number field's `name` is on a hidden input, so
 * its visible one is found inside the element marked data-field.
 */
export function fieldSelector(field: string): string {
  return `[name="${field}"]:not([type="hidden"]), [data-field="${field}"] [role="spinbutton"], [data-field="${field}"] input:not([type="hidden"])`;
}

/**
 * The mechanics every form of the app shares, once: the values as typed, the field messages (React Aria's
 * `validationErrors`), checking on submit with the cursor put in the first wrong field, and a reset that
 * mounts the form anew (`formKey`). Editing a field drops its message at once — not on blur, which would move
 * the submit button under the pointer between press and release.
 *
 * Wrap the form in an element with `ref={rootRef}` (fields are found by `name`), give `<Form>` the `formKey`,
 * `errors` and `onSubmit={handleSubmit(send)}`; `send` runs only when `validate` finds nothing.
 */
export function useFormState<V extends Record<string, unknown>>(
  initial: V | (() => V),
  validate: (values: V) => FormErrors<V>,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [formKey, setFormKey] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);

  const set = useCallback(
    <K extends keyof V & string>(field: K) =>
      (value: V[K]) => {
        setValues((current) => withValue(current, field, value));
        setErrors((current) => withoutError(current, field));
      },
    [],
  );

  /** Puts the cursor in a field (after the fields are enabled again when `later`). */
  const focus = useCallback((field: keyof V & string, later = false) => {
    const run = () => rootRef.current?.querySelector<HTMLElement>(fieldSelector(field))?.focus();
    if (later) requestAnimationFrame(run);
    else run();
  }, []);

  const handleSubmit =
    (send: (values: V) => Promise<void> | void) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const { errors: found, first } = checkSubmit(values, validate);
      setErrors(found);
      if (first) return focus(first);
      await send(values);
    };

  /** Back to `next` (or empty fields), with no messages and a freshly mounted form. */
  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
    setFormKey((key) => key + 1);
  }, []);

  return { values, setValues, set, errors, setErrors, formKey, rootRef, focus, handleSubmit, reset };
}

/** The names every profile form requires: first and last name, not blank. */
export function nameErrors(values: { firstName: string; lastName: string }) {
  const errors: FormErrors<{ firstName: string; lastName: string }> = {};
  if (!values.firstName.trim()) errors.firstName = 'Informe o nome';
  if (!values.lastName.trim()) errors.lastName = 'Informe o sobrenome';
  return errors;
}

import { type FormEvent, useCallback, useRef, useState } from 'react';

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

/** `useFormState`'s `set`: the change handler of one field, as the shared field rows (src/lib) take it. */
export type FieldSetter<V> = <K extends keyof V & string>(field: K) => (value: V[K]) => void;

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
        setValues((current) => ({ ...current, [field]: value }));
        setErrors(({ [field]: _dropped, ...rest }) => rest as FormErrors<V>);
      },
    [],
  );

  /** Puts the cursor in a field (after the fields are enabled again when `later`). */
  const focus = useCallback((field: keyof V & string, later = false) => {
    // A date field has no input of its own: its first segment, inside the element marked data-field; a number
    // field's `name` is on a hidden input, so its visible one is found inside the element marked data-field.
    const run = () =>
      rootRef.current
        ?.querySelector<HTMLElement>(
          `[name="${field}"]:not([type="hidden"]), [data-field="${field}"] [role="spinbutton"], [data-field="${field}"] input:not([type="hidden"])`,
        )
        ?.focus();
    if (later) requestAnimationFrame(run);
    else run();
  }, []);

  const handleSubmit =
    (send: (values: V) => Promise<void> | void) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found = validate(values);
      setErrors(found);
      const first = Object.keys(found)[0] as (keyof V & string) | undefined;
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

import { formatDateTime } from '@certidao/domain';
import { Button, formLayout } from '@certidao/ui';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormFrame, type FormFrameErrors } from './FormFrame.tsx';
import { muted } from './layout.css.ts';
import { serverMessage } from './swr.ts';
import { type FormErrors, useFormState } from './useFormState.ts';

/**
 * A record the server keeps whole and the admin edits in place (system settings, billing data): the fields
 * start from the saved values, and a refusal whose message is one field's rule marks that field and puts the
 * cursor in it (the toast has said it too).
 */
export function useSavedForm<V extends Record<string, unknown>>({
  fields,
  saved,
  validate,
  save,
  fieldOf,
}: {
  fields: readonly (keyof V & string)[];
  saved: V;
  validate: (values: V) => FormErrors<V>;
  /** Sends the values (the mutation's trigger; it rejects with the server's error). */
  save: (values: V) => Promise<unknown>;
  /** The field a server message belongs to, if any. */
  fieldOf: (message: string) => (keyof V & string) | undefined;
}) {
  const form = useFormState<V>(
    () => Object.fromEntries(fields.map((f) => [f, saved[f]])) as unknown as V,
    validate,
  );
  const { setErrors, focus, handleSubmit } = form;
  const submit = handleSubmit(async (v) => {
    try {
      await save(v);
    } catch (error) {
      const message = serverMessage(error, '');
      const field = fieldOf(message);
      if (field) {
        setErrors({ [field]: message } as FormErrors<V>);
        focus(field);
      }
    }
  });
  return { ...form, submit };
}

/** The form around such fields: the save button at the end and when it was last changed. */
export function SavedForm({
  label,
  className,
  rootRef,
  errors,
  submit,
  isSaving,
  submitLabel,
  updatedAt,
  children,
}: {
  label: string;
  className: string;
  rootRef: RefObject<HTMLDivElement | null>;
  errors: FormFrameErrors;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  isSaving: boolean;
  submitLabel: string;
  updatedAt: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <FormFrame label={label} className={className} rootRef={rootRef} errors={errors} submit={submit}>
      {children}
      <div className={formLayout.actions}>
        <Button type="submit" isPending={isSaving}>
          {submitLabel}
        </Button>
      </div>
      {updatedAt ? <p className={muted}>Última alteração: {formatDateTime(updatedAt)}</p> : null}
    </FormFrame>
  );
}

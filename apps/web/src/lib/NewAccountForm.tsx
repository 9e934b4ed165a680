import { isValidEmail, validateStrongPassword } from '@certidao/domain';
import { Button, formLayout, InlineAlert, PasswordField, TextField } from '@certidao/ui';
import { type FormEvent, type ReactNode, type RefObject, useState } from 'react';
import { FormFrame, type FormFrameErrors } from './FormFrame.tsx';
import { NameFields } from './NameFields.tsx';
import { type FieldSetter, type FormErrors, useFormState } from './useFormState.ts';

/** What every new account needs (the admin's new user, a vendor). */
export interface NewAccountValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

type NameValues = Pick<NewAccountValues, 'firstName' | 'lastName'>;

export interface AccountCheck<V> {
  errors: FormErrors<V>;
  /** The form-level message of the submit ('Preencha todos os campos obrigatórios'), or null. */
  summary: string | null;
}

/**
 * The new-user rules, in their order: a required field left empty marks every such field and stops there with
 * the form's summary; then the strong password and the e-mail. The caller adds its own document rule when the
 * summary is null.
 */
export function checkNewAccount<V extends NewAccountValues & { [K in keyof V]: string }>(
  values: V,
  required: readonly (keyof V & string)[],
  missingMessage: (field: keyof V & string) => string = () => 'Campo obrigatório',
): AccountCheck<V> {
  const errors: FormErrors<V> = {};
  const missing = required.filter((f) => !values[f].trim());
  if (missing.length) {
    for (const f of missing) errors[f] = missingMessage(f);
    return { errors, summary: 'Preencha todos os campos obrigatórios' };
  }
  const password = validateStrongPassword(values.password);
  if (password) errors.password = password;
  if (!isValidEmail(values.email.trim())) errors.email = 'Digite um e-mail válido';
  return { errors, summary: null };
}

/** The account part of a create request: names and e-mail trimmed, the password as typed. */
export function accountBody(values: NewAccountValues): NewAccountValues {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
  };
}

/**
 * `useFormState` that also keeps the summary of the last submit's check, and a `submit` that runs `create`;
 * when the server refuses, its toast has said why ('Este e-mail já está em uso') and the fields stay as typed.
 */
export function useNewAccountForm<V extends NewAccountValues & Record<string, unknown>>(
  initial: V,
  check: (values: V) => AccountCheck<V>,
  create: (values: V) => Promise<void>,
) {
  const [summary, setSummary] = useState<string | null>(null);
  const form = useFormState(initial, (values) => {
    const found = check(values);
    setSummary(found.summary);
    return found.errors;
  });
  const submit = form.handleSubmit((values) => create(values).catch(() => undefined));
  return { ...form, summary, submit };
}

/**
 * The form of a new account: the summary of the last submit on top, 'Nome' and 'Sobrenome', the screen's own
 * fields (`children`, with `AccountEmailField` and `StrongPasswordField`), and the submit button.
 */
export function NewAccountForm({
  label,
  rootRef,
  errors,
  summary,
  values,
  set,
  submit,
  isPending,
  submitLabel,
  children,
}: {
  label: string;
  rootRef: RefObject<HTMLDivElement | null>;
  errors: FormFrameErrors;
  summary: string | null;
  values: NameValues;
  set: FieldSetter<NameValues>;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  isPending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <FormFrame label={label} className={formLayout.form} rootRef={rootRef} errors={errors} submit={submit}>
      {summary ? <InlineAlert tone="danger">{summary}</InlineAlert> : null}
      <NameFields values={values} set={set} isDisabled={isPending} />
      {children}
      <div className={formLayout.actions}>
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </FormFrame>
  );
}

/** The sign-in e-mail of a new account (not filled in by the browser with the admin's own). */
export function AccountEmailField({
  value,
  onChange,
  isDisabled,
}: {
  value: string;
  onChange: (value: string) => void;
  isDisabled: boolean;
}) {
  return (
    <TextField
      label="E-mail"
      name="email"
      type="email"
      autoComplete="off"
      isRequired
      maxLength={254}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
    />
  );
}

/** The password of a new account, with the strong-password rule said under it (after `hint`, when given). */
export function StrongPasswordField({
  label,
  hint,
  value,
  onChange,
  isDisabled,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  isDisabled: boolean;
}) {
  const rule =
    'Pelo menos 8 caracteres, com letra minúscula, maiúscula, número e caractere especial (@$!%*?&).';
  return (
    <PasswordField
      label={label}
      name="password"
      autoComplete="new-password"
      isRequired
      description={hint ? `${hint} ${rule}` : rule}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
    />
  );
}

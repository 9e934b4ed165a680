import type { Role, UserStatus } from '@certidao/api-client';
import {
  INVALID_DOCUMENT,
  isValidEmail,
  normalizeCpfCnpj,
  onlyDigits,
  validateStrongPassword,
} from '@certidao/domain';
import { Button, CpfCnpjField, Form, InlineAlert, PasswordField, PhoneField, TextField } from '@certidao/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { NameFields } from '../../../lib/NameFields.tsx';
import { type FormErrors, useFormState } from '../../../lib/useFormState.ts';
import { useCreateUsuario } from '../api.ts';
import { RoleStatusSelects } from './UserFields.tsx';
import * as styles from './users.css.ts';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phone: '',
  cpfCnpj: '',
  role: 'user' as Role,
  status: 'active' as UserStatus,
};
type Values = typeof EMPTY;
const REQUIRED = ['firstName', 'lastName', 'email', 'password'] as const;

/** The new-user rules, in this order: required fields, password, e-mail, CPF/CNPJ. */
function check(v: Values): { errors: FormErrors<Values>; summary: string | null } {
  const errors: FormErrors<Values> = {};
  const missing = REQUIRED.filter((f) => !v[f].trim());
  if (missing.length) {
    for (const f of missing) errors[f] = 'Campo obrigatório';
    return { errors, summary: 'Preencha todos os campos obrigatórios' };
  }
  const password = validateStrongPassword(v.password);
  if (password) errors.password = password;
  if (!isValidEmail(v.email)) errors.email = 'Digite um email válido';
  const digits = onlyDigits(v.cpfCnpj);
  if (v.cpfCnpj.trim() && digits.length !== 11 && digits.length !== 14) errors.cpfCnpj = INVALID_DOCUMENT;
  return { errors, summary: null };
}

/** /admin/usuario/novo: the new-user payload with its validation and server messages. */
export function NewUserForm() {
  const create = useCreateUsuario();
  const navigate = useNavigate();
  // The form-level message of the last submit ('Preencha todos os campos obrigatórios').
  const [summary, setSummary] = useState<string | null>(null);
  const { values, set, errors, rootRef, handleSubmit } = useFormState(EMPTY, (v) => {
    const found = check(v);
    setSummary(found.summary);
    return found.errors;
  });

  const submit = handleSubmit(async (v) => {
    try {
      const user = await create.trigger({
        body: {
          firstName: v.firstName.trim(),
          lastName: v.lastName.trim(),
          email: v.email.trim(),
          password: v.password,
          role: v.role,
          status: v.status,
          phone: v.phone.trim() || null,
          cpfCnpj: v.cpfCnpj.trim() ? normalizeCpfCnpj(v.cpfCnpj) : null,
        },
      });
      navigate(paths.perfilUsuario.href(user.id));
    } catch {
      // The toast said why ('Este email já está em uso' or the server's message); the fields stay.
    }
  });

  const busy = create.isMutating;
  return (
    <div ref={rootRef}>
      <Form
        onSubmit={submit}
        validationBehavior="aria"
        validationErrors={errors}
        aria-label="Novo usuário"
        className={styles.form}
      >
        {summary ? <InlineAlert tone="danger">{summary}</InlineAlert> : null}
        <NameFields values={values} set={set} isDisabled={busy} />
        <div className={styles.fieldRow}>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            isRequired
            maxLength={254}
            value={values.email}
            onChange={set('email')}
            isDisabled={busy}
          />
          <PasswordField
            label="Senha"
            name="password"
            autoComplete="new-password"
            isRequired
            description="Pelo menos 8 caracteres, com letra minúscula, maiúscula, número e caractere especial (@$!%*?&)."
            value={values.password}
            onChange={set('password')}
            isDisabled={busy}
          />
        </div>
        <div className={styles.fieldRow}>
          <PhoneField name="phone" value={values.phone} onChange={set('phone')} isDisabled={busy} />
          <CpfCnpjField
            label="CPF/CNPJ"
            name="cpfCnpj"
            value={values.cpfCnpj}
            onChange={set('cpfCnpj')}
            validateFormat={false}
            isDisabled={busy}
          />
        </div>
        <div className={styles.fieldRow}>
          <RoleStatusSelects
            role={values.role}
            status={values.status}
            onRoleChange={set('role')}
            onStatusChange={set('status')}
            isDisabled={busy}
          />
        </div>
        <div className={styles.formActions}>
          <Button type="submit" isPending={busy}>
            Criar usuário
          </Button>
        </div>
      </Form>
    </div>
  );
}

import type { CreateVendedorRequest, Vendedor } from '@certidao/api-client';
import { INVALID_DOCUMENT, isValidCpf, isValidEmail, validateStrongPassword } from '@certidao/domain';
import {
  Button,
  CpfField,
  Form,
  InlineAlert,
  ListBoxItem,
  PasswordField,
  PhoneField,
  Select,
  TextField,
} from '@certidao/ui';
import { useState } from 'react';
import { NameFields } from '../../../lib/NameFields.tsx';
import { type FormErrors, useFormState } from '../../../lib/useFormState.ts';
import { useCreateVendedor } from '../api.ts';
import * as styles from './vendors.css.ts';

/** The vendor's gender options. */
const GENEROS = [
  { id: 'masculino', label: 'Masculino' },
  { id: 'feminino', label: 'Feminino' },
  { id: 'outro', label: 'Outro' },
  { id: 'nao-informar', label: 'Prefiro não informar' },
] as const;

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  cpf: '',
  genero: '' as CreateVendedorRequest['genero'] | '',
  password: '',
};
type Values = typeof EMPTY;
const REQUIRED = ['firstName', 'lastName', 'email', 'genero', 'password'] as const;

/** The new-user rules (the vendor is a staff account), and a chosen gender. */
function check(v: Values): { errors: FormErrors<Values>; summary: string | null } {
  const errors: FormErrors<Values> = {};
  const missing = REQUIRED.filter((f) => !v[f].trim());
  if (missing.length) {
    for (const f of missing) errors[f] = f === 'genero' ? 'Selecione uma opção.' : 'Campo obrigatório';
    return { errors, summary: 'Preencha todos os campos obrigatórios' };
  }
  const password = validateStrongPassword(v.password);
  if (password) errors.password = password;
  if (!isValidEmail(v.email.trim())) errors.email = 'Digite um email válido';
  if (v.cpf.trim() && !isValidCpf(v.cpf)) errors.cpf = INVALID_DOCUMENT;
  return { errors, summary: null };
}

/** /admin/cadastro-vendedor's form: creates the vendor's account and hands back its referral code. */
export function VendorForm({ onCreated }: { onCreated: (vendor: Vendedor) => void }) {
  const create = useCreateVendedor();
  const [summary, setSummary] = useState<string | null>(null);
  const { values, set, errors, rootRef, handleSubmit } = useFormState(EMPTY, (v) => {
    const found = check(v);
    setSummary(found.summary);
    return found.errors;
  });

  const submit = handleSubmit(async (v) => {
    try {
      const vendor = await create.trigger({
        body: {
          firstName: v.firstName.trim(),
          lastName: v.lastName.trim(),
          email: v.email.trim(),
          phone: v.phone.trim() || null,
          cpf: v.cpf.trim() || null,
          genero: v.genero as CreateVendedorRequest['genero'],
          password: v.password,
        },
      });
      onCreated(vendor);
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
        aria-label="Cadastro de vendedor"
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
          <PhoneField name="phone" value={values.phone} onChange={set('phone')} isDisabled={busy} />
        </div>
        <div className={styles.fieldRow}>
          <CpfField
            name="cpf"
            value={values.cpf}
            onChange={set('cpf')}
            validateFormat={false}
            isDisabled={busy}
          />
          <Select
            label="Gênero"
            name="genero"
            isRequired
            placeholder="Selecione"
            value={values.genero || null}
            onChange={(key) => set('genero')((key ?? '') as Values['genero'])}
            items={GENEROS}
            isDisabled={busy}
          >
            {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
          </Select>
        </div>
        <PasswordField
          label="Senha de acesso"
          name="password"
          autoComplete="new-password"
          isRequired
          description="O vendedor entra no painel com este e-mail e senha. Pelo menos 8 caracteres, com letra minúscula, maiúscula, número e caractere especial (@$!%*?&)."
          value={values.password}
          onChange={set('password')}
          isDisabled={busy}
        />
        <div className={styles.actions}>
          <Button type="submit" isPending={busy}>
            Cadastrar vendedor
          </Button>
        </div>
      </Form>
    </div>
  );
}

import type { User } from '@certidao/api-client';
import { Button, Form, PhoneField, TextField } from '@certidao/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useUpdateMe } from '../api.ts';
import * as styles from './profile.css.ts';

type Errors = Partial<Record<'firstName' | 'lastName', string>>;

/**
 * Tab 'Perfil', 'Dados pessoais': first and last name (required, spec §5) and phone. Checked on submit (not on
 * blur, so no message moves the button away from the pointer); an error stays until its field is edited, and
 * the cursor goes to the first field in error.
 */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateMe();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const rootRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    if (!firstName.trim()) found.firstName = 'Informe o nome';
    if (!lastName.trim()) found.lastName = 'Informe o sobrenome';
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      rootRef.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    try {
      await update.trigger({
        body: { firstName: firstName.trim(), lastName: lastName.trim(), phone: phone.trim() || null },
      });
    } catch {
      // 'Erro ao atualizar dados' was shown; the fields keep what was typed.
    }
  };

  return (
    <div ref={rootRef}>
      <Form
        onSubmit={submit}
        validationBehavior="aria"
        validationErrors={errors}
        aria-label="Dados pessoais"
        className={styles.form}
      >
        <div className={styles.fieldRow}>
          <TextField
            label="Nome"
            name="firstName"
            autoComplete="given-name"
            isRequired
            maxLength={100}
            value={firstName}
            onChange={setFirstName}
            isDisabled={update.isMutating}
          />
          <TextField
            label="Sobrenome"
            name="lastName"
            autoComplete="family-name"
            isRequired
            maxLength={100}
            value={lastName}
            onChange={setLastName}
            isDisabled={update.isMutating}
          />
        </div>
        <PhoneField
          name="phone"
          value={phone}
          onChange={setPhone}
          isDisabled={update.isMutating}
          className={styles.narrowField}
        />
        <div className={styles.formActions}>
          <Button type="submit" isPending={update.isMutating}>
            Salvar alterações
          </Button>
        </div>
      </Form>
    </div>
  );
}

import type { User } from '@certidao/api-client';
import { Button, PhoneField, TextField } from '@certidao/ui';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { nameErrors, useFormState } from '../../../lib/useFormState.ts';
import { useUpdateMe } from '../api.ts';
import * as styles from './profile.css.ts';

/**
 * Tab 'Perfil', 'Dados pessoais': first and last name (required) and phone. Checked on submit (not on
 * blur, so no message moves the button away from the pointer); an error stays until its field is edited, and
 * the cursor goes to the first field in error.
 */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateMe();
  const { values, set, errors, rootRef, handleSubmit } = useFormState(
    () => ({ firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' }),
    nameErrors,
  );

  const submit = handleSubmit(async ({ firstName, lastName, phone }) => {
    try {
      await update.trigger({
        body: { firstName: firstName.trim(), lastName: lastName.trim(), phone: phone.trim() || null },
      });
    } catch {
      // 'Erro ao atualizar dados' was shown; the fields keep what was typed.
    }
  });

  return (
    <FormFrame
      label="Dados pessoais"
      className={styles.form}
      rootRef={rootRef}
      errors={errors}
      submit={submit}
    >
      <div className={styles.fieldRow}>
        <TextField
          label="Nome"
          name="firstName"
          autoComplete="given-name"
          isRequired
          maxLength={100}
          value={values.firstName}
          onChange={set('firstName')}
          isDisabled={update.isMutating}
        />
        <TextField
          label="Sobrenome"
          name="lastName"
          autoComplete="family-name"
          isRequired
          maxLength={100}
          value={values.lastName}
          onChange={set('lastName')}
          isDisabled={update.isMutating}
        />
      </div>
      <PhoneField
        name="phone"
        value={values.phone}
        onChange={set('phone')}
        isDisabled={update.isMutating}
        className={styles.narrowField}
      />
      <div className={styles.formActions}>
        <Button type="submit" isPending={update.isMutating}>
          Salvar alterações
        </Button>
      </div>
    </FormFrame>
  );
}

import { validateSimplePassword } from '@certidao/domain';
import { Button, PasswordField } from '@certidao/ui';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { NewPasswordFields } from '../../../lib/NewPasswordFields.tsx';
import { type FormErrors, useFormState } from '../../../lib/useFormState.ts';
import { useChangeMyPassword } from '../api.ts';
import * as styles from './profile.css.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };

/** Changing one's own password: at least 6 characters, and the confirmation matches. */
function check(values: typeof EMPTY): FormErrors<typeof EMPTY> {
  const errors: FormErrors<typeof EMPTY> = {};
  if (!values.currentPassword) errors.currentPassword = 'Informe a senha atual';
  const rule = validateSimplePassword(values.newPassword);
  if (rule) errors.newPassword = rule;
  else if (values.confirmation !== values.newPassword) errors.confirmation = 'As senhas não coincidem';
  return errors;
}

/**
 * Tab 'Segurança'. Checked on submit; a refused current password ('Erro ao alterar senha. Verifique a senha
 * atual.') clears that field and puts the cursor back in it, keeping the new password typed.
 */
export function PasswordForm({ email }: { email: string }) {
  const change = useChangeMyPassword();
  const { values, setValues, set, errors, formKey, rootRef, focus, handleSubmit, reset } = useFormState(
    EMPTY,
    check,
  );

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.trigger({ body: { currentPassword, newPassword } });
      reset(EMPTY);
    } catch {
      setValues((v) => ({ ...v, currentPassword: '' }));
      // The fields are enabled again on the next frame.
      focus('currentPassword', true);
    }
  });

  return (
    <FormFrame
      label="Alterar senha"
      className={styles.form}
      rootRef={rootRef}
      errors={errors}
      submit={submit}
      formKey={formKey}
    >
      {/* Tells password managers whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label="Senha atual"
        name="currentPassword"
        autoComplete="current-password"
        isRequired
        value={values.currentPassword}
        onChange={set('currentPassword')}
        isDisabled={change.isMutating}
      />
      <NewPasswordFields
        className={styles.fieldRow}
        values={values}
        set={set}
        description="Pelo menos 6 caracteres."
        isDisabled={change.isMutating}
      />
      <div className={styles.formActions}>
        <Button type="submit" isPending={change.isMutating}>
          Alterar senha
        </Button>
      </div>
    </FormFrame>
  );
}

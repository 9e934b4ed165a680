import { validateAdminSetPassword } from '@certidao/domain';
import { Button, Card, Disclosure } from '@certidao/ui';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { NewPasswordFields } from '../../../lib/NewPasswordFields.tsx';
import { type FormErrors, useFormState } from '../../../lib/useFormState.ts';
import { useSetUsuarioPassword } from '../api.ts';
import * as styles from './users.css.ts';

const EMPTY = { newPassword: '', confirmation: '' };

/** An admin setting a user's password: equal, at least 8 characters; the hint is not enforced. */
function check(v: typeof EMPTY): FormErrors<typeof EMPTY> {
  if (v.newPassword !== v.confirmation) return { confirmation: 'Nova senha e confirmação não coincidem' };
  const rule = validateAdminSetPassword(v.newPassword);
  return rule ? { newPassword: rule } : {};
}

/** 'Alterar senha', collapsible; sends only `password` (the server then ends the user's sessions). */
export function AdminPasswordForm({ userId }: { userId: string }) {
  const change = useSetUsuarioPassword();
  const { values, set, errors, formKey, rootRef, handleSubmit, reset } = useFormState(EMPTY, check);

  const submit = handleSubmit(async ({ newPassword }) => {
    try {
      await change.trigger({ path: { id: userId }, body: { password: newPassword } });
      reset(EMPTY);
    } catch {
      // 'Erro ao alterar senha' (or the server's message) was shown.
    }
  });

  return (
    <Card>
      <Disclosure title="Alterar senha" headingLevel={2}>
        <FormFrame
          label="Alterar senha"
          className={styles.form}
          rootRef={rootRef}
          errors={errors}
          submit={submit}
          formKey={formKey}
        >
          <NewPasswordFields
            className={styles.fieldRow}
            values={values}
            set={set}
            description="Pelo menos 8 caracteres; use letras maiúsculas e minúsculas, números e caracteres especiais."
            isDisabled={change.isMutating}
          />
          <div className={styles.formActions}>
            <Button type="submit" isPending={change.isMutating}>
              Alterar senha
            </Button>
          </div>
        </FormFrame>
      </Disclosure>
    </Card>
  );
}

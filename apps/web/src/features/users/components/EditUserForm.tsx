import type { Role, User, UserStatus } from '@certidao/api-client';
import { roleLabel, userStatusLabel } from '@certidao/domain';
import { Button, Card, PhoneField, TextField } from '@certidao/ui';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { NameFields } from '../../../lib/NameFields.tsx';
import { nameErrors, useFormState } from '../../../lib/useFormState.ts';
import { useUpdateUsuario } from '../api.ts';
import { RoleStatusSelects } from './UserFields.tsx';
import * as styles from './users.css.ts';

/**
 * 'Editar perfil': names (required), phone; role and status for whoever may change them (an admin), shown
 * read-only otherwise (a moderator). A refusal (e.g. the last admin) is the server's message.
 */
export function EditUserForm({ user, canEdit }: { user: User; canEdit: boolean }) {
  const update = useUpdateUsuario();
  const { values, set, errors, rootRef, handleSubmit } = useFormState(
    () => ({
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone ?? '',
      role: user.role as Role,
      status: user.status as UserStatus,
    }),
    nameErrors,
  );

  const submit = handleSubmit(async ({ firstName, lastName, phone, role, status }) => {
    try {
      await update.trigger({
        path: { id: user.id },
        body: {
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          phone: phone.trim() || null,
          role,
          status,
        },
      });
    } catch {
      // The toast said why; the fields keep what was chosen.
    }
  });

  const busy = update.isMutating;
  const readOnly = !canEdit || busy;
  return (
    <Card as="section" title="Editar perfil" titleLevel={2}>
      <FormFrame
        label="Editar perfil"
        className={styles.form}
        rootRef={rootRef}
        errors={errors}
        submit={submit}
      >
        <NameFields values={values} set={set} isDisabled={readOnly} />
        <PhoneField name="phone" value={values.phone} onChange={set('phone')} isDisabled={readOnly} />
        <div className={styles.fieldRow}>
          {canEdit ? (
            <RoleStatusSelects
              role={values.role}
              status={values.status}
              onRoleChange={set('role')}
              onStatusChange={set('status')}
              isDisabled={busy}
            />
          ) : (
            <>
              <TextField label="Perfil" value={roleLabel(user.role)} isReadOnly />
              <TextField label="Status" value={userStatusLabel(user.status)} isReadOnly />
            </>
          )}
        </div>
        {canEdit ? (
          <div className={styles.formActions}>
            <Button type="submit" isPending={busy}>
              Salvar alterações
            </Button>
          </div>
        ) : null}
      </FormFrame>
    </Card>
  );
}

import type { Role, UserStatus } from '@certidao/api-client';
import { INVALID_DOCUMENT, normalizeCpfCnpj, onlyDigits } from '@certidao/domain';
import { CpfCnpjField, PhoneField } from '@certidao/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import {
  AccountEmailField,
  accountBody,
  checkNewAccount,
  NewAccountForm,
  StrongPasswordField,
  useNewAccountForm,
} from '../../../lib/NewAccountForm.tsx';
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
function check(v: Values) {
  const found = checkNewAccount(v, REQUIRED);
  const digits = onlyDigits(v.cpfCnpj);
  if (!found.summary && v.cpfCnpj.trim() && digits.length !== 11 && digits.length !== 14) {
    found.errors.cpfCnpj = INVALID_DOCUMENT;
  }
  return found;
}

/** /admin/usuario/novo: the new-user payload with its validation and server messages. */
export function NewUserForm() {
  const create = useCreateUsuario();
  const navigate = useNavigate();
  const form = useNewAccountForm(EMPTY, check, async (v) => {
    const user = await create.trigger({
      body: {
        ...accountBody(v),
        role: v.role,
        status: v.status,
        phone: v.phone.trim() || null,
        cpfCnpj: v.cpfCnpj.trim() ? normalizeCpfCnpj(v.cpfCnpj) : null,
      },
    });
    navigate(paths.perfilUsuario.href(user.id));
  });
  const { values, set } = form;
  const busy = create.isMutating;
  return (
    <NewAccountForm {...form} label="Novo usuário" isPending={busy} submitLabel="Criar usuário">
      <div className={styles.fieldRow}>
        <AccountEmailField value={values.email} onChange={set('email')} isDisabled={busy} />
        <StrongPasswordField
          label="Senha"
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
    </NewAccountForm>
  );
}

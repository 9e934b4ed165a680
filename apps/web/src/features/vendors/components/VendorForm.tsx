import type { CreateVendedorRequest, Vendedor } from '@certidao/api-client';
import { INVALID_DOCUMENT, isValidCpf } from '@certidao/domain';
import { CpfField, ListBoxItem, PhoneField, Select } from '@certidao/ui';
import {
  AccountEmailField,
  accountBody,
  checkNewAccount,
  NewAccountForm,
  StrongPasswordField,
  useNewAccountForm,
} from '../../../lib/NewAccountForm.tsx';
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
function check(v: Values) {
  const found = checkNewAccount(v, REQUIRED, (f) =>
    f === 'genero' ? 'Selecione uma opção.' : 'Campo obrigatório',
  );
  if (!found.summary && v.cpf.trim() && !isValidCpf(v.cpf)) found.errors.cpf = INVALID_DOCUMENT;
  return found;
}

/** /admin/cadastro-vendedor's form: creates the vendor's account and hands back its referral code. */
export function VendorForm({ onCreated }: { onCreated: (vendor: Vendedor) => void }) {
  const create = useCreateVendedor();
  const form = useNewAccountForm(EMPTY, check, async (v) => {
    const vendor = await create.trigger({
      body: {
        ...accountBody(v),
        phone: v.phone.trim() || null,
        cpf: v.cpf.trim() || null,
        genero: v.genero as CreateVendedorRequest['genero'],
      },
    });
    onCreated(vendor);
  });
  const { values, set } = form;
  const busy = create.isMutating;
  return (
    <NewAccountForm {...form} label="Cadastro de vendedor" isPending={busy} submitLabel="Cadastrar vendedor">
      <div className={styles.fieldRow}>
        <AccountEmailField value={values.email} onChange={set('email')} isDisabled={busy} />
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
      <StrongPasswordField
        label="Senha de acesso"
        hint="O vendedor entra no painel com este e-mail e senha."
        value={values.password}
        onChange={set('password')}
        isDisabled={busy}
      />
    </NewAccountForm>
  );
}

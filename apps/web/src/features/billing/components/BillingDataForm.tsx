import type { DadosCobranca } from '@certidao/api-client';
import { BILLING_MESSAGES, type BillingData, validateBillingData } from '@certidao/domain';
import { CepField, CnpjField, TextField } from '@certidao/ui';
import { SavedForm, useSavedForm } from '../../../lib/SavedForm.tsx';
import { useSalvarDadosCobranca } from '../api.ts';
import * as styles from './billing.css.ts';

const FIELDS = ['razaoSocial', 'cnpj', 'endereco', 'cidade', 'cep', 'emailCobranca'] as const;

/** 'Dados de cobrança': the company's billing data, saved on the server. */
export function BillingDataForm({ data }: { data: DadosCobranca }) {
  const save = useSalvarDadosCobranca();
  const form = useSavedForm<BillingData>({
    fields: FIELDS,
    saved: data,
    validate: validateBillingData,
    save: (body) => save.trigger({ body }),
    fieldOf: (message) => FIELDS.find((f) => BILLING_MESSAGES[f] === message),
  });
  const { values, set } = form;
  const busy = save.isMutating;
  const text = (field: 'razaoSocial' | 'endereco' | 'cidade', label: string, maxLength: number) => (
    <TextField
      label={label}
      name={field}
      isRequired
      maxLength={maxLength}
      value={values[field]}
      onChange={set(field)}
      isDisabled={busy}
    />
  );
  return (
    <SavedForm
      {...form}
      label="Dados de cobrança"
      className={styles.form}
      isSaving={busy}
      submitLabel="Salvar dados"
      updatedAt={data.atualizadoEm}
    >
      {text('razaoSocial', 'Razão Social', 200)}
      <div className={styles.fieldRow}>
        <CnpjField name="cnpj" isRequired value={values.cnpj} onChange={set('cnpj')} isDisabled={busy} />
        <TextField
          label="E-mail de cobrança"
          name="emailCobranca"
          type="email"
          isRequired
          maxLength={254}
          value={values.emailCobranca}
          onChange={set('emailCobranca')}
          isDisabled={busy}
        />
      </div>
      {text('endereco', 'Endereço', 300)}
      <div className={styles.fieldRow}>
        {text('cidade', 'Cidade', 100)}
        <CepField name="cep" isRequired value={values.cep} onChange={set('cep')} isDisabled={busy} />
      </div>
    </SavedForm>
  );
}

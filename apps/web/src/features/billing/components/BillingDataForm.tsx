import type { DadosCobranca } from '@certidao/api-client';
import { BILLING_MESSAGES, type BillingData, formatDateTime, validateBillingData } from '@certidao/domain';
import { Button, CepField, CnpjField, Form, TextField } from '@certidao/ui';
import { serverMessage } from '../../../lib/swr.ts';
import { useFormState } from '../../../lib/useFormState.ts';
import { useSalvarDadosCobranca } from '../api.ts';
import * as styles from './billing.css.ts';

const FIELDS = ['razaoSocial', 'cnpj', 'endereco', 'cidade', 'cep', 'emailCobranca'] as const;

/** 'Dados de Cobrança': the company's billing data, saved on the server. */
export function BillingDataForm({ data }: { data: DadosCobranca }) {
  const save = useSalvarDadosCobranca();
  const { values, set, errors, setErrors, focus, rootRef, handleSubmit } = useFormState<BillingData>(
    () => Object.fromEntries(FIELDS.map((f) => [f, data[f]])) as unknown as BillingData,
    validateBillingData,
  );
  const submit = handleSubmit(async (v) => {
    try {
      await save.trigger({ body: v });
    } catch (error) {
      const message = serverMessage(error, '');
      const field = FIELDS.find((f) => BILLING_MESSAGES[f] === message);
      if (field) {
        setErrors({ [field]: message });
        focus(field);
      }
    }
  });
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
    <div ref={rootRef}>
      <Form
        onSubmit={submit}
        validationBehavior="aria"
        validationErrors={errors}
        aria-label="Dados de Cobrança"
        className={styles.form}
      >
        {text('razaoSocial', 'Razão Social', 200)}
        <div className={styles.fieldRow}>
          <CnpjField name="cnpj" isRequired value={values.cnpj} onChange={set('cnpj')} isDisabled={busy} />
          <TextField
            label="E-mail de Cobrança"
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
        <div className={styles.actions}>
          <Button type="submit" isPending={busy}>
            Salvar Dados
          </Button>
        </div>
        {data.atualizadoEm ? (
          <p className={styles.muted}>Última alteração: {formatDateTime(data.atualizadoEm)}</p>
        ) : null}
      </Form>
    </div>
  );
}

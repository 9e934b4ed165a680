import { CepField, CnpjField, formLayout, TextField } from '@certidao/ui';
import type { CompanyDataValues } from './companyData.ts';
import { muted } from './layout.css.ts';

type Field = keyof CompanyDataValues;

/**
 * A company's data: razão social, nome fantasia, CNPJ, and the billing address (optional as a whole). Used by
 * 'Criar empresa' and 'Empresa', whose form shows the messages on submit (`validationErrors`, by `name`), and by
 * the checkout's 'Comprar para uma empresa', which passes `errors` to show each field's message once left.
 */
export function CompanyDataFields({
  values,
  onChange,
  isDisabled,
  errors,
  onBlur,
}: {
  values: CompanyDataValues;
  onChange: (field: Field) => (value: string) => void;
  isDisabled?: boolean;
  /** Messages shown now, by field; without it the enclosing form's `validationErrors` show them. */
  errors?: Partial<Record<Field, string>>;
  onBlur?: (field: Field) => void;
}) {
  const shown = (field: Field) =>
    errors
      ? { isInvalid: Boolean(errors[field]), errorMessage: errors[field], onBlur: () => onBlur?.(field) }
      : {};
  const text = (field: 'razaoSocial' | 'nomeFantasia' | 'endereco' | 'cidade', name: string, max: number) => (
    <TextField
      label={name}
      name={field}
      isRequired={field === 'razaoSocial'}
      maxLength={max}
      value={values[field]}
      onChange={onChange(field)}
      isDisabled={isDisabled}
      {...shown(field)}
    />
  );
  return (
    <>
      <div className={formLayout.fieldRow}>
        {text('razaoSocial', 'Razão social', 200)}
        {text('nomeFantasia', 'Nome fantasia', 200)}
      </div>
      <div className={formLayout.fieldRow}>
        <CnpjField
          name="cnpj"
          isRequired
          value={values.cnpj}
          onChange={onChange('cnpj')}
          isDisabled={isDisabled}
          validateFormat={!errors}
          {...shown('cnpj')}
        />
        <TextField
          label="E-mail de cobrança"
          name="emailCobranca"
          type="email"
          maxLength={254}
          value={values.emailCobranca}
          onChange={onChange('emailCobranca')}
          isDisabled={isDisabled}
          {...shown('emailCobranca')}
        />
      </div>
      {text('endereco', 'Endereço de cobrança', 200)}
      <div className={formLayout.fieldRow}>
        {text('cidade', 'Cidade', 100)}
        <CepField
          name="cep"
          value={values.cep}
          onChange={onChange('cep')}
          isDisabled={isDisabled}
          validateFormat={!errors}
          {...shown('cep')}
        />
      </div>
      <p className={muted}>
        Os dados de cobrança são opcionais; preencha todos eles para que saiam nas faturas da empresa.
      </p>
    </>
  );
}

import { type PersonType, toSaoPauloIsoDate } from '@certidao/domain';
import { CnpjField, CpfField, DateField, Radio, RadioGroup, TextField } from '@certidao/ui';
import { fieldRow } from './layout.css.ts';

/** The fields that say who a request or a monitored party is about. */
export interface PartyValues {
  nomeCompleto: string;
  cpf: string;
  rg: string;
  dataNascimento: string;
  cnpj: string;
}

/**
 * Person or company, then its name and documents: CPF, RG and birth date for a person, CNPJ for a company. The
 * new-request form and 'Adicionar parte' ask the same things the same way.
 */
export function PartyFields({
  tipoPessoa,
  onTipoPessoa,
  values,
  set,
  isDisabled,
  requireBirthDate,
  showRg = true,
}: {
  tipoPessoa: PersonType;
  onTipoPessoa: (tipo: PersonType) => void;
  values: PartyValues;
  set: (field: keyof PartyValues) => (value: string) => void;
  isDisabled: boolean;
  /** The new-request form requires it; the portfolio leaves it to the server's settings. */
  requireBirthDate: boolean;
  /** False when no certificate asked for uses the RG (the new-request form asks only what the types need). */
  showRg?: boolean;
}) {
  const isPerson = tipoPessoa === 'fisica';
  return (
    <>
      <RadioGroup
        label="Tipo de pessoa"
        name="tipoPessoa"
        orientation="horizontal"
        value={tipoPessoa}
        onChange={(value) => onTipoPessoa(value as PersonType)}
        isDisabled={isDisabled}
      >
        <Radio value="fisica">Pessoa física</Radio>
        <Radio value="juridica">Pessoa jurídica</Radio>
      </RadioGroup>
      <TextField
        label={isPerson ? 'Nome completo' : 'Razão social'}
        name="nomeCompleto"
        autoComplete={isPerson ? 'name' : 'organization'}
        isRequired
        value={values.nomeCompleto}
        onChange={set('nomeCompleto')}
        isDisabled={isDisabled}
      />
      {isPerson ? (
        <>
          <div className={fieldRow}>
            <CpfField
              name="cpf"
              isRequired
              value={values.cpf}
              onChange={set('cpf')}
              isDisabled={isDisabled}
            />
            {showRg ? (
              <TextField
                label="RG"
                name="rg"
                value={values.rg}
                onChange={set('rg')}
                isDisabled={isDisabled}
              />
            ) : null}
          </div>
          <div className={fieldRow} data-field="dataNascimento">
            <DateField
              label="Data de nascimento"
              name="dataNascimento"
              maxValue={toSaoPauloIsoDate()}
              isRequired={requireBirthDate}
              value={values.dataNascimento || null}
              onChange={(value) => set('dataNascimento')(value ?? '')}
              isDisabled={isDisabled}
            />
          </div>
        </>
      ) : (
        <div className={fieldRow}>
          <CnpjField
            name="cnpj"
            isRequired
            value={values.cnpj}
            onChange={set('cnpj')}
            isDisabled={isDisabled}
          />
        </div>
      )}
    </>
  );
}

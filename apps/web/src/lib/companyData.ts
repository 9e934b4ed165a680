import type { Empresa } from '@certidao/api-client';
import { BILLING_MESSAGES, type BillingData, validateBillingData } from '@certidao/domain';
import type { FormErrors } from './useFormState.ts';

/** The company's data as the form holds it: razão social, nome fantasia, CNPJ and the billing address. */
export type CompanyDataValues = BillingData & { nomeFantasia: string };

export const EMPTY_COMPANY_DATA: CompanyDataValues = {
  razaoSocial: '',
  nomeFantasia: '',
  cnpj: '',
  endereco: '',
  cidade: '',
  cep: '',
  emailCobranca: '',
};

const BILLING_FIELDS = ['endereco', 'cidade', 'cep', 'emailCobranca'] as const;

/** The saved company as form values. */
export function companyDataOf(
  empresa: Pick<Empresa, 'razaoSocial' | 'nomeFantasia' | 'cnpj' | 'dadosCobranca'>,
): CompanyDataValues {
  return {
    razaoSocial: empresa.razaoSocial,
    nomeFantasia: empresa.nomeFantasia ?? '',
    cnpj: empresa.cnpj,
    endereco: empresa.dadosCobranca?.endereco ?? '',
    cidade: empresa.dadosCobranca?.cidade ?? '',
    cep: empresa.dadosCobranca?.cep ?? '',
    emailCobranca: empresa.dadosCobranca?.emailCobranca ?? '',
  };
}

const hasBilling = (v: CompanyDataValues) => BILLING_FIELDS.some((f) => v[f].trim() !== '');

/**
 * The domain's billing rules (razão social, CNPJ check digits, address, CEP, e-mail); the billing address is
 * optional as a whole, so its fields are checked only once one of them is filled.
 */
export function validateCompanyData(v: CompanyDataValues): FormErrors<CompanyDataValues> {
  const errors = validateBillingData(v);
  if (!hasBilling(v)) for (const f of BILLING_FIELDS) delete errors[f];
  return errors;
}

/** The body of `criarEmpresa` / `atualizarEmpresa` for these values. */
export function companyDataBody(v: CompanyDataValues) {
  return {
    razaoSocial: v.razaoSocial.trim(),
    nomeFantasia: v.nomeFantasia.trim() || null,
    cnpj: v.cnpj.trim(),
    dadosCobranca: hasBilling(v)
      ? {
          endereco: v.endereco.trim(),
          cidade: v.cidade.trim(),
          cep: v.cep.trim(),
          emailCobranca: v.emailCobranca.trim(),
        }
      : null,
  };
}

/** The field a server refusal is about (a CNPJ already used by another company included), if it names one. */
export function companyFieldOf(message: string): keyof CompanyDataValues | undefined {
  if (message === 'Já existe uma empresa com este CNPJ.') return 'cnpj';
  const entry = Object.entries(BILLING_MESSAGES).find(([, text]) => text === message);
  return entry?.[0] as keyof CompanyDataValues | undefined;
}

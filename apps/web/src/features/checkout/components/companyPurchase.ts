import type { CriarEmpresaRequest } from '@certidao/api-client';
import {
  type CompanyDataValues,
  companyDataBody,
  EMPTY_COMPANY_DATA,
  validateCompanyData,
} from '../../../lib/companyData.ts';

/** 'Comprar para uma empresa': whether the plan is bought for a company, and the company's data as typed. */
export interface CompanyPurchase {
  ativo: boolean;
  dados: CompanyDataValues;
}

export const NO_COMPANY_PURCHASE: CompanyPurchase = { ativo: false, dados: EMPTY_COMPANY_DATA };

export type CompanyPurchaseErrors = Partial<Record<keyof CompanyDataValues, string>>;

/** The company's field messages, by the rules of 'Criar empresa' (none when the plan is for the person). */
export function companyPurchaseErrors(c: CompanyPurchase): CompanyPurchaseErrors {
  return c.ativo ? validateCompanyData(c.dados) : {};
}

/** Why the company's data cannot be sent yet (its first field message), or null. */
export function companyPurchaseBlocker(c: CompanyPurchase): string | null {
  return Object.values(companyPurchaseErrors(c))[0] ?? null;
}

/** The `empresa` of `register` and `atribuirPlanoUsuario`, or undefined when the plan is for the person. */
export function companyPurchaseBody(c: CompanyPurchase): CriarEmpresaRequest | undefined {
  return c.ativo ? companyDataBody(c.dados) : undefined;
}

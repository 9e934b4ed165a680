import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { companyScopeOf } from '../../services/companyScope.ts';

/** The body of criarEmpresa, as the checkout sends it. */
export interface CheckoutCompany {
  razaoSocial: string;
  nomeFantasia?: string | null;
  cnpj: string;
  dadosCobranca?: { endereco: string; cidade: string; cep: string; emailCobranca: string } | null;
}

/**
 * The company chosen at checkout ('Comprar para uma empresa') and not bought yet: kept on the account from the
 * registration (or a purchase attempt) that carried it until a plan is bought, so a reload of the payment step
 * shows it again and paying creates it. An account that has joined a company since has none: its plan is that
 * company's.
 */
export async function checkoutCompanyOf(db: DbOrTx, userId: string): Promise<CheckoutCompany | null> {
  const [row] = await db.select({ choice: users.checkoutEmpresa }).from(users).where(eq(users.id, userId));
  if (!row?.choice) return null;
  return (await companyScopeOf(db, userId)) ? null : row.choice;
}

/** Keeps the checkout's choice (null: the plan is for the person, nothing kept). */
export async function rememberCheckoutCompany(db: DbOrTx, userId: string, choice: CheckoutCompany | null) {
  await db.update(users).set({ checkoutEmpresa: choice }).where(eq(users.id, userId));
}

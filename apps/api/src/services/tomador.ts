import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { type DadosCobrancaEmpresaRow, empresas, type TomadorRow, users } from '../db/schema.ts';

/**
 * Who an account's charges and invoices are in the name of. An account that holds a company pays for the company
 * (its plan, quota and payments are the company's), so the charge carries the company's razão social, CNPJ and
 * billing address, never the holder's own name or CPF. Any other account is charged in its own name.
 *
 * Call it inside the transaction that inserts the payment, so the row records the data as they were then.
 */
export async function tomadorOf(db: DbOrTx, userId: string): Promise<TomadorRow> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      cpfCnpj: users.cpfCnpj,
      empresaId: empresas.id,
      razaoSocial: empresas.razaoSocial,
      cnpj: empresas.cnpj,
      dadosCobranca: empresas.dadosCobranca,
    })
    .from(users)
    .leftJoin(empresas, eq(empresas.titularId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`tomadorOf: no user ${userId}`);
  if (row.empresaId && row.razaoSocial && row.cnpj)
    return companyTomador(
      { id: row.empresaId, razaoSocial: row.razaoSocial, cnpj: row.cnpj, dadosCobranca: row.dadosCobranca },
      row.email,
    );
  return {
    nome: `${row.firstName} ${row.lastName}`.trim(),
    cpfCnpj: row.cpfCnpj,
    email: row.email,
    endereco: null,
    cidade: null,
    uf: null,
    cep: null,
    empresaId: null,
  };
}

/**
 * A company as tomador: its razão social, CNPJ and billing address. `accountEmail` (the holder's login, where the
 * gateway's notices already go) only when the company gave no billing e-mail. `id` is null for a company created
 * with the purchase being charged.
 */
export function companyTomador(
  company: {
    id: string | null;
    razaoSocial: string;
    cnpj: string;
    dadosCobranca: DadosCobrancaEmpresaRow | null;
  },
  accountEmail: string,
): TomadorRow {
  const billing = company.dadosCobranca;
  const place = billing ? splitCityUf(billing.cidade) : { cidade: null, uf: null };
  return {
    nome: company.razaoSocial,
    cpfCnpj: company.cnpj,
    email: billing?.emailCobranca || accountEmail,
    endereco: billing?.endereco || null,
    cidade: place.cidade,
    uf: place.uf,
    cep: billing?.cep ? billing.cep.replace(/\D/g, '') : null,
    empresaId: company.id,
  };
}

/**
 * The billing form keeps the city in one field, often written "Belo Horizonte/MG" or "Belo Horizonte - MG": the
 * state is taken from such a suffix, since an invoice asks for it apart.
 */
export function splitCityUf(cidade: string): { cidade: string | null; uf: string | null } {
  const text = cidade.trim();
  const m = /^(.*?)\s*(?:\/|-|–|,)\s*([A-Za-z]{2})$/.exec(text);
  if (m?.[1]) return { cidade: m[1].trim(), uf: m[2]!.toUpperCase() };
  return { cidade: text || null, uf: null };
}

/**
 * A fingerprint of what the gateway customer is given (name, document, e-mail, address): when it differs from the
 * one stored with the customer, the customer is updated before the next charge.
 */
export function tomadorHash(t: TomadorRow): string {
  const fields = [t.nome, t.cpfCnpj, t.email, t.endereco, t.cidade, t.uf, t.cep];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 32);
}

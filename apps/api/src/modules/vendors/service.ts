import { randomInt } from 'node:crypto';
import { INVALID_DOCUMENT, isValidCpf, onlyDigits, validateStrongPassword } from '@certidao/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { payments, solicitacoes, users, vendorCustomers, vendors } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { userRef } from '../../http/serializers.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { insertUser, newUserValues } from '../users/service.ts';

export const GENEROS = ['masculino', 'feminino', 'outro', 'nao-informar'] as const;
export type Genero = (typeof GENEROS)[number];

/** Letters and digits without the look-alikes (0/O, 1/I/L), so a code read aloud or typed is not mistaken. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_PATTERN = /^[A-Z0-9]{4,32}$/;

/** A referral code: up to 6 letters of the first name and 4 random characters, e.g. `CARLOS7K2M`. */
export function referralCode(firstName: string): string {
  const prefix = firstName
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toUpperCase()
    .slice(0, 6);
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${prefix}${suffix}`;
}

export interface NewVendorInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  cpf?: string | null;
  genero: Genero;
  password: string;
}

type VendorRow = typeof vendors.$inferSelect;

export function toApiVendor(ctx: AppContext, vendor: VendorRow, user: UserRow) {
  return {
    id: vendor.id,
    usuario: userRef(user),
    codigo: vendor.codigo,
    linkIndicacao: `${ctx.config.publicUrl}/?ref=${vendor.codigo}`,
    genero: vendor.genero,
    criadoEm: vendor.createdAt.toISOString(),
  };
}

/**
 * A vendor: a confirmed moderator account (admin-create password rules) and its referral code, in one
 * transaction. A code that collides (unlikely: 31⁴ per name) is drawn again.
 */
export async function createVendor(ctx: AppContext, body: NewVendorInput, actor: { id: string; ip: string }) {
  const cpfDigits = body.cpf ? onlyDigits(body.cpf) : '';
  if (cpfDigits && !isValidCpf(cpfDigits)) throw badRequest(INVALID_DOCUMENT, 'documento_invalido');
  const values = await newUserValues(
    { ...body, cpfCnpj: cpfDigits || null, phone: body.phone ?? null },
    validateStrongPassword,
  );
  return ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      ...values,
      role: 'moderator',
      status: 'active',
      emailVerified: true,
    });
    const vendor = await insertVendor(tx, user, body.genero);
    await audit(tx, {
      action: 'vendor.created',
      actorId: actor.id,
      targetType: 'user',
      targetId: user.id,
      ip: actor.ip,
      details: { codigo: vendor.codigo, role: user.role },
    });
    return toApiVendor(ctx, vendor, user);
  });
}

async function insertVendor(tx: DbOrTx, user: UserRow, genero: Genero): Promise<VendorRow> {
  for (let attempt = 0; ; attempt++) {
    const codigo = referralCode(user.firstName);
    const [taken] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.codigo, codigo))
      .limit(1);
    if (taken && attempt < 5) continue;
    try {
      const [row] = await tx.insert(vendors).values({ userId: user.id, codigo, genero }).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    } catch (error) {
      if (isUniqueViolation(error) && attempt < 5) continue;
      throw error;
    }
  }
}

/**
 * Registration through `/?ref=CODE`: the new customer is attributed to that vendor. An unknown or malformed
 * code is ignored (a typo in a link must not stop anyone from signing up). Runs in the registration's transaction.
 */
export async function attributeCustomer(tx: DbOrTx, userId: string, ref: string | null | undefined) {
  const codigo = ref?.trim().toUpperCase();
  if (!codigo || !CODE_PATTERN.test(codigo)) return null;
  const [vendor] = await tx.select().from(vendors).where(eq(vendors.codigo, codigo)).limit(1);
  if (!vendor || vendor.userId === userId) return null;
  await tx.insert(vendorCustomers).values({ userId, vendorId: vendor.id }).onConflictDoNothing();
  return vendor;
}

/**
 * Per vendor, most revenue first: the customers it brought (all time), and their requests and confirmed revenue
 * within the dashboard's period [from, to) (requests by creation, payments by payment date).
 */
export async function vendorStats(db: Db, from: Date, to: Date) {
  const customersOf = sql`(select ${vendorCustomers.userId} from ${vendorCustomers} where ${vendorCustomers.vendorId} = ${vendors.id})`;
  const rows = await db
    .select({
      vendedorId: vendors.id,
      nome: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      codigo: vendors.codigo,
      clientes:
        sql<number>`(select count(*) from ${vendorCustomers} where ${vendorCustomers.vendorId} = ${vendors.id})`.mapWith(
          Number,
        ),
      solicitacoes:
        sql<number>`(select count(*) from ${solicitacoes} where ${solicitacoes.userId} in ${customersOf} and ${solicitacoes.criadoEm} >= ${from} and ${solicitacoes.criadoEm} < ${to})`.mapWith(
          Number,
        ),
      receitaCents:
        sql<number>`(select coalesce(sum(${payments.valorCents}), 0) from ${payments} where ${payments.status} = 'CONFIRMADO' and ${payments.userId} in ${customersOf} and ${payments.dataPagamento} >= ${from} and ${payments.dataPagamento} < ${to})`.mapWith(
          Number,
        ),
    })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .orderBy(desc(vendors.createdAt));
  return rows
    .map(({ receitaCents, ...r }) => ({ ...r, receita: receitaCents / 100 }))
    .sort((a, b) => b.receita - a.receita || b.solicitacoes - a.solicitacoes);
}

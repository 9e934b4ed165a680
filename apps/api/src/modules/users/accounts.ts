import { monthKey, startOfMonthSaoPaulo, validateStrongPassword } from '@certidao/domain';
import { and, asc, count, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { likePattern, offsetOf } from '../../db/queries.ts';
import { solicitacoes, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { countsAgainstPlan } from '../../services/ledger.ts';
import { hashPassword } from '../../services/passwords.ts';
import { currentPlanOf } from '../../services/userPlans.ts';
import {
  assertEmailFree,
  checkEmail,
  countActiveAdmins,
  insertUser,
  type NewUserInput,
  newUserValues,
  normalizeDocument,
  revokeSessions,
  USER_NOT_FOUND,
} from './service.ts';

const ADMIN_PASSWORD_TOO_SHORT = 'Nova senha deve ter pelo menos 8 caracteres';
const LAST_ADMIN = 'Não é possível remover o último administrador ativo.';

/** Who acts, for the audit log. */
export interface Actor {
  id: string;
  ip: string;
}

type UserChanges = Partial<typeof users.$inferInsert>;

export async function getUserOr404(db: DbOrTx, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

function searchCondition(search: string | undefined): SQL | undefined {
  const like = likePattern(search);
  if (!like) return undefined;
  const parts: SQL[] = [
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
    ilike(users.email, like),
  ];
  const doc = search!.trim().replace(/[^0-9a-zA-Z]/g, '');
  if (doc.length >= 3) parts.push(ilike(users.cpfCnpj, `%${doc}%`));
  return or(...parts);
}

/** An account created by an admin: strong password, confirmed at once (no confirmation e-mail). */
export async function createUser(
  db: Db,
  body: NewUserInput & { role?: UserRow['role']; status?: UserRow['status'] },
  actor: Actor,
): Promise<UserRow> {
  const values = await newUserValues(body, validateStrongPassword);
  return db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      ...values,
      role: body.role ?? 'user',
      status: body.status ?? 'active',
      emailVerified: true,
    });
    await audit(tx, {
      action: 'user.created',
      actorId: actor.id,
      targetType: 'user',
      targetId: created.id,
      ip: actor.ip,
      details: { role: created.role },
    });
    return created;
  });
}

export async function listUsers(
  db: Db,
  query: {
    page?: number;
    limit?: number;
    search?: string;
    role?: UserRow['role'];
    status?: UserRow['status'];
  },
) {
  const { page: pageNumber = 1, limit = 10, search, role, status } = query;
  const where = and(
    searchCondition(search),
    role ? eq(users.role, role) : undefined,
    status ? eq(users.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(limit)
      .offset(offsetOf(pageNumber, limit)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0, pageNumber, limit };
}

export interface UserUpdate {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  cpfCnpj?: string | null;
  email?: string;
  role?: UserRow['role'];
  status?: UserRow['status'];
  password?: string;
}

/** The profile fields any user may change on their own account (and an admin on any). */
function profileChanges(body: Omit<UserUpdate, 'email' | 'role' | 'status' | 'password'>): UserChanges {
  const changes: UserChanges = {};
  if (body.firstName !== undefined) changes.firstName = body.firstName.trim();
  if (body.lastName !== undefined) changes.lastName = body.lastName.trim();
  if (body.phone !== undefined) changes.phone = body.phone?.trim() || null;
  if (body.cpfCnpj !== undefined) changes.cpfCnpj = normalizeDocument(body.cpfCnpj);
  return changes;
}

/** Step 1 of an admin's edit: the validated column changes (password hashed, 8 characters at least). */
async function adminChanges(body: UserUpdate): Promise<UserChanges> {
  const changes = profileChanges(body);
  if (body.email !== undefined) changes.email = checkEmail(body.email);
  if (body.role !== undefined) changes.role = body.role;
  if (body.status !== undefined) changes.status = body.status;
  if (body.password !== undefined) {
    if (body.password.length < 8) throw badRequest(ADMIN_PASSWORD_TOO_SHORT);
    changes.passwordHash = await hashPassword(body.password);
  }
  return changes;
}

/** Whether the change takes away an active admin (demoted or blocked). */
function losesAdmin(target: UserRow, changes: UserChanges): boolean {
  return (
    target.role === 'admin' &&
    target.status === 'active' &&
    ((changes.role !== undefined && changes.role !== 'admin') ||
      (changes.status !== undefined && changes.status !== 'active'))
  );
}

/** Step 3: one audit entry per kind of change; a new password or a block ends the user's sessions. */
async function recordUserChanges(tx: Tx, target: UserRow, changes: UserChanges, actor: Actor) {
  const base = { actorId: actor.id, targetType: 'user', targetId: target.id, ip: actor.ip } as const;
  if (changes.role && changes.role !== target.role)
    await audit(tx, {
      ...base,
      action: 'user.role_changed',
      details: { from: target.role, to: changes.role },
    });
  if (changes.status && changes.status !== target.status)
    await audit(tx, {
      ...base,
      action: 'user.status_changed',
      details: { from: target.status, to: changes.status },
    });
  if (changes.passwordHash) {
    await audit(tx, { ...base, action: 'user.password_changed' });
    await revokeSessions(tx, target.id);
  } else if (changes.status && changes.status !== 'active') {
    await revokeSessions(tx, target.id);
  }
  const profileFields = ['firstName', 'lastName', 'phone', 'cpfCnpj', 'email'].filter((k) => k in changes);
  if (profileFields.length)
    await audit(tx, { ...base, action: 'user.updated', details: { fields: profileFields } });
}

/** PATCH /users/{id}: validate, guard the last admin and the e-mail, write, then record. */
export async function updateUser(db: Db, id: string, body: UserUpdate, actor: Actor): Promise<UserRow> {
  const target = await getUserOr404(db, id);
  const changes = await adminChanges(body);
  return db.transaction(async (tx) => {
    if (losesAdmin(target, changes) && (await countActiveAdmins(tx, target.id)) === 0)
      throw conflict(LAST_ADMIN);
    if (changes.email && changes.email !== target.email) await assertEmailFree(tx, changes.email, target.id);
    const [row] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    if (!row) throw notFound(USER_NOT_FOUND);
    await recordUserChanges(tx, target, changes, actor);
    return row;
  });
}

export async function deleteUser(db: Db, id: string, actor: Actor): Promise<void> {
  if (id === actor.id) throw conflict('Você não pode remover a sua própria conta.');
  await db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    if (!target) throw notFound(USER_NOT_FOUND);
    if (target.role === 'admin' && (await countActiveAdmins(tx, target.id)) === 0) throw conflict(LAST_ADMIN);
    await tx.delete(users).where(eq(users.id, target.id));
    await audit(tx, {
      action: 'user.deleted',
      actorId: actor.id,
      targetType: 'user',
      targetId: target.id,
      ip: actor.ip,
      details: { email: target.email, role: target.role },
    });
  });
}

/** PATCH /users/me: the caller's own profile (names, phone, CPF/CNPJ). */
export async function updateOwnProfile(db: Db, me: UserRow, body: UserUpdate, ip: string): Promise<UserRow> {
  const changes = profileChanges(body);
  if (changes.firstName === '' || changes.lastName === '')
    throw badRequest('Nome e sobrenome são obrigatórios.');
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, me.id))
    .returning();
  if (!row) throw notFound(USER_NOT_FOUND);
  await audit(db, {
    action: 'user.updated',
    actorId: me.id,
    targetType: 'user',
    targetId: me.id,
    ip,
    details: { fields: Object.keys(changes) },
  });
  return row;
}

/** Counts of users by status and role, and sign-ups of the last 30 days. */
export async function userStats(db: Db) {
  const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
  const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      total: count(),
      ativos: n(sql`${users.status} = 'active'`),
      inativos: n(sql`${users.status} = 'inactive'`),
      suspensos: n(sql`${users.status} = 'suspended'`),
      emailNaoVerificado: n(sql`not ${users.emailVerified}`),
      novosUltimos30Dias: n(sql`${users.createdAt} >= ${since}`),
      user: n(sql`${users.role} = 'user'`),
      moderator: n(sql`${users.role} = 'moderator'`),
      admin: n(sql`${users.role} = 'admin'`),
    })
    .from(users);
  const { user, moderator, admin, ...rest } = row!;
  return { ...rest, porRole: { user, moderator, admin } };
}

/**
 * Requests per month (São Paulo calendar) of the last `months` months as the plan counts them (not those whose
 * every certificate was returned), with the current plan's limit.
 */
export async function monthlyUsage(db: Db, userId: string, months: number) {
  const now = new Date();
  const keys: string[] = [];
  let cursor = startOfMonthSaoPaulo(now);
  for (let i = 0; i < months; i++) {
    keys.unshift(monthKey(cursor));
    cursor = startOfMonthSaoPaulo(new Date(cursor.getTime() - 24 * 60 * 60 * 1000));
  }
  const since = startOfMonthSaoPaulo(new Date(`${keys[0]}-15T12:00:00Z`));
  const rows = await db
    .select({
      mes: sql<string>`to_char(${solicitacoes.criadoEm} at time zone 'America/Sao_Paulo', 'YYYY-MM')`,
      n: count(),
    })
    .from(solicitacoes)
    .where(and(eq(solicitacoes.userId, userId), gte(solicitacoes.criadoEm, since), countsAgainstPlan))
    .groupBy(sql`1`);
  const byMonth = new Map(rows.map((r) => [r.mes, r.n]));
  const current = await currentPlanOf(db, userId);
  const limite = current?.plan.limite ?? null;
  return { data: keys.map((mes) => ({ mes, solicitacoes: byMonth.get(mes) ?? 0, limite })) };
}

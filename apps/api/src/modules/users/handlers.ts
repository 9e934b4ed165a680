import { monthKey, startOfMonthSaoPaulo, validateStrongPassword } from '@certidao/domain';
import { and, asc, count, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { solicitacoes, users } from '../../db/schema.ts';
import { permissionsOf } from '../../http/contract.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { currentUser, type Handlers, type UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { hashPassword } from '../../services/passwords.ts';
import { currentPlanOf } from '../plans/userPlans.ts';
import { page, toApiUser } from '../serializers.ts';
import {
  assertEmailFree,
  checkEmail,
  countActiveAdmins,
  insertUser,
  newUserValues,
  normalizeDocument,
  revokeSessions,
} from './service.ts';

export const USER_NOT_FOUND = 'Usuário não encontrado.';
const ADMIN_PASSWORD_TOO_SHORT = 'Nova senha deve ter pelo menos 8 caracteres';

async function getUserOr404(ctx: AppContext, id: string): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

function searchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const parts: SQL[] = [
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
    ilike(users.email, like),
  ];
  const doc = term.replace(/[^0-9a-zA-Z]/g, '');
  if (doc.length >= 3) parts.push(ilike(users.cpfCnpj, `%${doc}%`));
  return or(...parts);
}

export function userHandlers(ctx: AppContext): Handlers {
  return {
    createUsuario: async (req, reply) => {
      const body = req.body;
      const values = await newUserValues(body, validateStrongPassword);
      const actor = currentUser(req);
      const user = await ctx.db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          ...values,
          role: body.role ?? 'user',
          status: body.status ?? 'active',
          // Accounts created by an admin are trusted: no confirmation e-mail.
          emailVerified: true,
        });
        await audit(tx, {
          action: 'user.created',
          actorId: actor.id,
          targetType: 'user',
          targetId: created.id,
          ip: req.ip,
          details: { role: created.role },
        });
        return created;
      });
      void reply.code(201);
      return toApiUser(user);
    },

    getUsuarios: async (req) => {
      const { page: pageNumber = 1, limit = 10, search, role, status } = req.query ?? {};
      const conditions = [searchCondition(search)];
      if (role) conditions.push(eq(users.role, role));
      if (status) conditions.push(eq(users.status, status));
      const where = and(...conditions.filter(Boolean));
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), asc(users.id))
          .limit(limit)
          .offset((pageNumber - 1) * limit),
        ctx.db.select({ n: count() }).from(users).where(where),
      ]);
      return page(rows.map(toApiUser), total?.n ?? 0, pageNumber, limit);
    },

    getUsuario: async (req) => toApiUser(await getUserOr404(ctx, req.params.id)),

    updateUsuario: async (req) => {
      const actor = currentUser(req);
      const body = req.body;
      const target = await getUserOr404(ctx, req.params.id);
      const changes: Partial<typeof users.$inferInsert> = {};
      if (body.firstName !== undefined) changes.firstName = body.firstName.trim();
      if (body.lastName !== undefined) changes.lastName = body.lastName.trim();
      if (body.phone !== undefined) changes.phone = body.phone?.trim() || null;
      if (body.cpfCnpj !== undefined) changes.cpfCnpj = normalizeDocument(body.cpfCnpj);
      if (body.email !== undefined) changes.email = checkEmail(body.email);
      if (body.role !== undefined) changes.role = body.role;
      if (body.status !== undefined) changes.status = body.status;
      if (body.password !== undefined) {
        if (body.password.length < 8) throw badRequest(ADMIN_PASSWORD_TOO_SHORT);
        changes.passwordHash = await hashPassword(body.password);
      }
      const losesAdmin =
        target.role === 'admin' &&
        target.status === 'active' &&
        ((changes.role !== undefined && changes.role !== 'admin') ||
          (changes.status !== undefined && changes.status !== 'active'));

      const updated = await ctx.db.transaction(async (tx) => {
        if (losesAdmin && (await countActiveAdmins(tx, target.id)) === 0) {
          throw conflict('Não é possível remover o último administrador ativo.');
        }
        if (changes.email && changes.email !== target.email)
          await assertEmailFree(tx, changes.email, target.id);
        const [row] = await tx
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, target.id))
          .returning();
        if (!row) throw notFound(USER_NOT_FOUND);
        const base = { actorId: actor.id, targetType: 'user', targetId: target.id, ip: req.ip } as const;
        if (changes.role && changes.role !== target.role) {
          await audit(tx, {
            ...base,
            action: 'user.role_changed',
            details: { from: target.role, to: changes.role },
          });
        }
        if (changes.status && changes.status !== target.status) {
          await audit(tx, {
            ...base,
            action: 'user.status_changed',
            details: { from: target.status, to: changes.status },
          });
        }
        if (changes.passwordHash) {
          await audit(tx, { ...base, action: 'user.password_changed' });
          await revokeSessions(tx, target.id);
        } else if (changes.status && changes.status !== 'active') {
          await revokeSessions(tx, target.id);
        }
        const profileFields = ['firstName', 'lastName', 'phone', 'cpfCnpj', 'email'].filter(
          (k) => k in changes,
        );
        if (profileFields.length)
          await audit(tx, { ...base, action: 'user.updated', details: { fields: profileFields } });
        return row;
      });
      return toApiUser(updated);
    },

    deleteUsuario: async (req, reply) => {
      const actor = currentUser(req);
      if (req.params.id === actor.id) throw conflict('Você não pode remover a sua própria conta.');
      await ctx.db.transaction(async (tx) => {
        const [target] = await tx.select().from(users).where(eq(users.id, req.params.id)).limit(1);
        if (!target) throw notFound(USER_NOT_FOUND);
        if (target.role === 'admin' && (await countActiveAdmins(tx, target.id)) === 0) {
          throw conflict('Não é possível remover o último administrador ativo.');
        }
        await tx.delete(users).where(eq(users.id, target.id));
        await audit(tx, {
          action: 'user.deleted',
          actorId: actor.id,
          targetType: 'user',
          targetId: target.id,
          ip: req.ip,
          details: { email: target.email, role: target.role },
        });
      });
      return reply.code(204).send();
    },

    getMe: async (req) => toApiUser(currentUser(req)),

    updateMe: async (req) => {
      const me = currentUser(req);
      const body = req.body;
      const changes: Partial<typeof users.$inferInsert> = {};
      if (body.firstName !== undefined) changes.firstName = body.firstName.trim();
      if (body.lastName !== undefined) changes.lastName = body.lastName.trim();
      if (body.phone !== undefined) changes.phone = body.phone?.trim() || null;
      if (body.cpfCnpj !== undefined) changes.cpfCnpj = normalizeDocument(body.cpfCnpj);
      if (changes.firstName === '' || changes.lastName === '')
        throw badRequest('Nome e sobrenome são obrigatórios.');
      const [row] = await ctx.db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, me.id))
        .returning();
      if (!row) throw notFound(USER_NOT_FOUND);
      await audit(ctx.db, {
        action: 'user.updated',
        actorId: me.id,
        targetType: 'user',
        targetId: me.id,
        ip: req.ip,
        details: { fields: Object.keys(changes) },
      });
      return toApiUser(row);
    },

    getMyPermissions: async (req) => {
      const me = currentUser(req);
      return { role: me.role, permissions: permissionsOf(me.role) };
    },

    getUserPermissions: async (req) => {
      const user = await getUserOr404(ctx, req.params.id);
      return { role: user.role, permissions: permissionsOf(user.role) };
    },

    getUserStats: async () => {
      const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
      const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
      const [row] = await ctx.db
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
    },

    getUsoUsuario: async (req) => {
      const user = await getUserOr404(ctx, req.params.id);
      const months = req.query?.meses ?? 6;
      const now = new Date();
      // Month keys from oldest to newest, counted in America/Sao_Paulo.
      const keys: string[] = [];
      let cursor = startOfMonthSaoPaulo(now);
      for (let i = 0; i < months; i++) {
        keys.unshift(monthKey(cursor));
        cursor = startOfMonthSaoPaulo(new Date(cursor.getTime() - 24 * 60 * 60 * 1000));
      }
      const since = startOfMonthSaoPaulo(new Date(`${keys[0]}-15T12:00:00Z`));
      const rows = await ctx.db
        .select({
          mes: sql<string>`to_char(${solicitacoes.criadoEm} at time zone 'America/Sao_Paulo', 'YYYY-MM')`,
          n: count(),
        })
        .from(solicitacoes)
        .where(and(eq(solicitacoes.userId, user.id), gte(solicitacoes.criadoEm, since)))
        .groupBy(sql`1`);
      const byMonth = new Map(rows.map((r) => [r.mes, r.n]));
      const current = await currentPlanOf(ctx.db, user.id);
      const limite = current?.plan.limite ?? null;
      return { data: keys.map((mes) => ({ mes, solicitacoes: byMonth.get(mes) ?? 0, limite })) };
    },
  };
}

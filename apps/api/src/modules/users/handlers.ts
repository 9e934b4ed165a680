import type { AppContext } from '../../context.ts';
import { permissionsOf } from '../../http/contract.ts';
import { page, toApiUser } from '../../http/serializers.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { viewerScope } from '../../services/companyScope.ts';
import {
  createUser,
  deleteUser,
  getUserOr404,
  listUsers,
  monthlyUsage,
  updateOwnProfile,
  updateUser,
  userStats,
} from './accounts.ts';
import { changeOwnPassword } from './service.ts';

/** The Users tag's accounts: staff management of users, the caller's own profile and permissions. */
export function accountHandlers(ctx: AppContext) {
  const actor = (req: Parameters<typeof currentUser>[0]) => ({ id: currentUser(req).id, ip: req.ip });
  return {
    createUsuario: async (req, reply) => {
      const user = await createUser(ctx.db, req.body, actor(req));
      void reply.code(201);
      return toApiUser(user);
    },

    getUsuarios: async (req) => {
      const { rows, total, pageNumber, limit } = await listUsers(ctx.db, req.query ?? {});
      return page(rows.map(toApiUser), total, pageNumber, limit);
    },

    getUsuario: async (req) => toApiUser(await getUserOr404(ctx.db, req.params.id)),

    updateUsuario: async (req) => toApiUser(await updateUser(ctx.db, req.params.id, req.body, actor(req))),

    deleteUsuario: async (req, reply) => {
      await deleteUser(ctx.db, req.params.id, actor(req));
      return reply.code(204).send();
    },

    getMe: async (req) => toApiUser(currentUser(req)),

    updateMe: async (req) => toApiUser(await updateOwnProfile(ctx.db, currentUser(req), req.body, req.ip)),

    updateMyPassword: (req) =>
      changeOwnPassword(ctx, currentUser(req), req.auth?.sessionId, req.body, req.ip),

    getMyPermissions: async (req) => {
      const me = currentUser(req);
      const scope = await viewerScope(ctx.db, me);
      return { role: me.role, permissions: permissionsOf(me.role), papelEmpresa: scope?.papel ?? null };
    },

    getUserPermissions: async (req) => {
      const user = await getUserOr404(ctx.db, req.params.id);
      const scope = await viewerScope(ctx.db, user);
      return { role: user.role, permissions: permissionsOf(user.role), papelEmpresa: scope?.papel ?? null };
    },

    getUserStats: async () => userStats(ctx.db),

    getUsoUsuario: async (req) => {
      const user = await getUserOr404(ctx.db, req.params.id);
      return monthlyUsage(ctx.db, user.id, req.query?.meses ?? 6);
    },
  } satisfies HandlerPart;
}

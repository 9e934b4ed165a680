import { validateSimplePassword } from '@certidao/domain';
import type { AppContext } from '../../context.ts';
import { toApiUser } from '../../http/serializers.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { requireCompany } from '../../services/companyScope.ts';
import { startSession } from '../auth/service.ts';
import { quotaOf } from '../requests/service.ts';
import { insertUser, newUserValues } from '../users/service.ts';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from './invitations.ts';
import { changeRole, listMembers, removeMember } from './members.ts';
import { applyCompanyPatch, companyRow, createCompany, myCompany, updateCompany } from './service.ts';
import { companyDetailForStaff, listCompanies } from './staff.ts';

const actorOf = (req: Parameters<typeof currentUser>[0]) => ({ id: currentUser(req).id, ip: req.ip });

/** Company accounts: the company, its members and invitations, and the back office's view. */
export function companyCoreHandlers(ctx: AppContext) {
  const staffDetail = (id: string) => companyDetailForStaff(ctx.db, id, (holder) => quotaOf(ctx.db, holder));
  return {
    obterMinhaEmpresa: async (req) => myCompany(ctx.db, await requireCompany(ctx.db, currentUser(req))),

    criarEmpresa: async (req, reply) => {
      const company = await createCompany(ctx, currentUser(req), req.body, req.ip);
      void reply.code(201);
      return company;
    },

    atualizarEmpresa: async (req) => {
      const scope = await requireCompany(ctx.db, currentUser(req), 'gestor');
      return updateCompany(ctx, scope, req.body, actorOf(req));
    },

    listarMembrosEmpresa: async (req) => {
      const scope = await requireCompany(ctx.db, currentUser(req), 'gestor');
      return { data: await listMembers(ctx.db, scope.empresaId) };
    },

    alterarPapelMembro: async (req) => {
      const scope = await requireCompany(ctx.db, currentUser(req), 'gestor');
      return changeRole(ctx, scope, req.params.id, req.body.papel, actorOf(req));
    },

    removerMembroEmpresa: async (req) => {
      const scope = await requireCompany(ctx.db, currentUser(req), 'gestor');
      return removeMember(ctx, scope.empresaId, req.params.id, actorOf(req));
    },

    listarConvitesEmpresa: async (req) => {
      const scope = await requireCompany(ctx.db, currentUser(req), 'gestor');
      return { data: await listInvitations(ctx.db, scope.empresaId, req.query.status) };
    },

    criarConviteEmpresa: async (req, reply) => {
      const user = currentUser(req);
      const scope = await requireCompany(ctx.db, user, 'gestor');
      const invitation = await createInvitation(ctx, scope, user, req.body, req.ip);
      void reply.code(201);
      return invitation;
    },

    revogarConviteEmpresa: async (req) => {
      const scope = await requireCompany(ctx.db, currentUser(req), 'gestor');
      return revokeInvitation(ctx, scope, req.params.id, actorOf(req));
    },

    reenviarConviteEmpresa: async (req) => {
      const user = currentUser(req);
      const scope = await requireCompany(ctx.db, user, 'gestor');
      return resendInvitation(ctx, scope, user, req.params.id, req.ip);
    },

    obterConvite: async (req) => previewInvitation(ctx.db, req.params.token),

    aceitarConvite: async (req, reply) => {
      const signedIn = req.auth?.user;
      const novaConta = req.body?.novaConta;
      // The password is checked and hashed before the transaction (hashing is slow).
      const values =
        !signedIn && novaConta
          ? await newUserValues(
              { ...novaConta, email: 'convite@exemplo.com.br' },
              (pw: string) => validateSimplePassword(pw)?.replace('A nova senha', 'A senha') ?? null,
            )
          : undefined;
      const accepted = await acceptInvitation(
        ctx,
        req.params.token,
        signedIn,
        values
          ? // The link proves the address, so the new account is confirmed.
            (tx, email) =>
              insertUser(tx, { ...values, email, role: 'user', status: 'active', emailVerified: true })
          : undefined,
        req.ip,
      );
      if (signedIn) return { ...accepted, user: toApiUser(accepted.user), accessToken: null };
      const session = await startSession(ctx, req, reply, accepted.user);
      return {
        empresa: accepted.empresa,
        papel: accepted.papel,
        user: session.user,
        accessToken: session.accessToken,
      };
    },

    listarEmpresas: async (req) => {
      const pageNumber = req.query.page ?? 1;
      const limit = req.query.limit ?? 10;
      const { data, total } = await listCompanies(ctx.db, pageNumber, limit, req.query.search);
      return { data, meta: { total, page: pageNumber, limit, totalPages: Math.ceil(total / limit) } };
    },

    obterEmpresaStaff: async (req) => staffDetail(req.params.id),

    atualizarEmpresaStaff: async (req) => {
      await applyCompanyPatch(ctx, req.params.id, req.body, actorOf(req), async () => undefined);
      return staffDetail(req.params.id);
    },

    removerMembroEmpresaStaff: async (req) => {
      await companyRow(ctx.db, req.params.id);
      return removeMember(ctx, req.params.id, req.params.userId, actorOf(req));
    },
  } satisfies HandlerPart;
}

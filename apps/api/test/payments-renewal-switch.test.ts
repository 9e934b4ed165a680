/**
 * The customer's automatic-renewal switch (`PATCH /users/me/plano`, atualizarMeuPlano): it changes what the
 * renewal job does, answers like obterPlanoUsuario, is audited, and refuses plans it cannot apply to.
 */
import type { ApiClient } from '@certidao/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, userPlans } from '../src/db/schema.ts';
import { runRenewals } from '../src/modules/payments/renewal.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';
import { APPROVED, buyByPix as buyPix, DAY, HOLDER, latestPlanOf } from './paymentFixtures.ts';

let t: TestServer;
let admin: ApiClient;
let planId: string;

const db = () => t.server.ctx.db;
const currentRow = (userId: string) => latestPlanOf(t, userId);
const renewalAudits = (userId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user_plan.renewal_changed'), eq(auditLog.targetId, userId)));

const buyByPix = (renovacaoAutomatica: boolean) => buyPix(t, planId, renovacaoAutomatica);

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.admin()).api;
  planId = (await admin.createPlano({ body: { nome: 'Essencial', valor: 39.9, limite: 10 } })).id;
});
afterAll(() => t?.close());

describe('atualizarMeuPlano (automatic renewal switch)', () => {
  it('turns renewal off and on, answers like obterPlanoUsuario and audits each change once', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({
      body: {
        planoId: planId,
        renovacaoAutomatica: true,
        billingType: 'CREDIT_CARD',
        creditCard: APPROVED,
        creditCardHolderInfo: HOLDER,
      },
    });

    const off = await u.api.atualizarMeuPlano({ body: { renovacaoAutomatica: false } });
    expect(off).toMatchObject({
      plano: { id: planId, nome: 'Essencial' },
      userPlan: { status: 'ACTIVE', renovacaoAutomatica: false, billingType: 'CREDIT_CARD' },
      usage: { solicitacoesRealizadas: 0, solicitacoesLimitadas: 10 },
    });
    expect(await u.api.obterPlanoUsuario()).toEqual(off);

    // The same value again changes nothing and records nothing.
    await u.api.atualizarMeuPlano({ body: { renovacaoAutomatica: false } });
    const audits = await renewalAudits(u.userId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: u.userId,
      targetType: 'user',
      details: { renovacaoAutomatica: false, planoId: planId },
    });

    const on = await u.api.atualizarMeuPlano({ body: { renovacaoAutomatica: true } });
    expect(on.userPlan?.renovacaoAutomatica).toBe(true);
    expect(await renewalAudits(u.userId)).toHaveLength(2);
  });

  it('with renewal off the job creates no charge and the plan ends at dataFim', async () => {
    const u = await buyByPix(true);
    const up = await currentRow(u.userId);
    await db()
      .update(userPlans)
      .set({ dataFim: new Date(Date.now() + 2 * DAY) })
      .where(eq(userPlans.id, up.id));

    await u.api.atualizarMeuPlano({ body: { renovacaoAutomatica: false } });
    expect((await runRenewals(t.server.ctx, new Date())).charged).not.toContain(up.id);
    const renewalCharges = () =>
      db()
        .select()
        .from(payments)
        .where(and(eq(payments.userPlanId, up.id), eq(payments.observacoes, 'Renovação automática')));
    expect(await renewalCharges()).toHaveLength(0);

    // Past dataFim without renewal: the plan expires.
    const later = new Date(Date.now() + 3 * DAY);
    expect((await runRenewals(t.server.ctx, later)).expired).toContain(up.id);
    expect((await u.api.obterPlanoUsuario()).userPlan).toBeNull();
    expect(await fail(u.api.atualizarMeuPlano({ body: { renovacaoAutomatica: true } }))).toMatchObject({
      status: 404,
      message: 'Você não possui um plano ativo.',
    });
  });

  it('turning renewal back on makes the job create the next charge', async () => {
    const u = await buyByPix(false);
    const up = await currentRow(u.userId);
    await db()
      .update(userPlans)
      .set({ dataFim: new Date(Date.now() + 2 * DAY) })
      .where(eq(userPlans.id, up.id));
    expect((await runRenewals(t.server.ctx, new Date())).charged).not.toContain(up.id);
    await u.api.atualizarMeuPlano({ body: { renovacaoAutomatica: true } });
    expect((await runRenewals(t.server.ctx, new Date())).charged).toContain(up.id);
    const pending = await u.api.buscarPagamentosUsuario({ query: { status: 'PENDENTE' } });
    expect(pending.data).toHaveLength(1);
  });

  it('applies to a plan still waiting for its first payment', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({
      body: { planoId: planId, renovacaoAutomatica: true, billingType: 'BOLETO' },
    });
    const res = await u.api.atualizarMeuPlano({ body: { renovacaoAutomatica: false } });
    expect(res.userPlan).toMatchObject({ status: 'PENDING', renovacaoAutomatica: false, dataFim: null });
  });

  it('answers 404 without a current plan, also after cancelling', async () => {
    const u = await t.createUser('user');
    const noPlan = { status: 404, message: 'Você não possui um plano ativo.' };
    expect(await fail(u.api.atualizarMeuPlano({ body: { renovacaoAutomatica: true } }))).toMatchObject(
      noPlan,
    );
    await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'PIX' } });
    await u.api.cancelarMeuPlano();
    expect(await fail(u.api.atualizarMeuPlano({ body: { renovacaoAutomatica: true } }))).toMatchObject(
      noPlan,
    );
    expect(await renewalAudits(u.userId)).toHaveLength(0);
  });

  it('refuses a plan granted by an admin (nothing to renew) with 422 and changes nothing', async () => {
    const u = await t.createUser('user');
    await admin.concederPlanoUsuario({ path: { id: u.userId }, body: { planoId: planId } });
    expect(await fail(u.api.atualizarMeuPlano({ body: { renovacaoAutomatica: true } }))).toMatchObject({
      status: 422,
      message: 'Planos concedidos pela administração não têm renovação automática.',
    });
    expect((await u.api.obterPlanoUsuario()).userPlan).toMatchObject({
      renovacaoAutomatica: false,
      billingType: null,
    });
  });

  it('validates the body and needs a session', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'PIX' } });
    const patch = (body: string, token?: string) =>
      fetch(`${t.apiUrl}/users/me/plano`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body,
      });
    for (const body of [
      '{}',
      '{"renovacaoAutomatica":"sim"}',
      '{"renovacaoAutomatica":true,"planoId":"x"}',
      '{',
    ])
      expect((await patch(body, u.token)).status).toBe(400);
    expect((await patch('{"renovacaoAutomatica":true}')).status).toBe(401);
    for (const role of ['moderator', 'admin'] as const) {
      const staff = await t.createUser(role);
      expect((await patch('{"renovacaoAutomatica":true}', staff.token)).status).toBe(404);
    }
  });
});

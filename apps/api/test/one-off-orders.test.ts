/**
 * One-off orders: a request paid on its own (PIX, boleto or card) by a customer without a plan. Its certificates
 * are recorded with their prices and wait, without jobs, until the payment is confirmed; an unpaid order (charge
 * cancelled or expired, request cancelled) cancels them and returns their charges; a declined card leaves no
 * request. A paid order's certificates that are returned get their price back through the gateway (in part, or
 * whole). One-off orders never count against a plan, and staff cannot place them. Assisted types (trf3) wait for
 * an operator (SANDBOX_ASSISTED=manual), so a paid order can be cancelled while one is still open.
 */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema.ts';
import { runRenewals } from '../src/modules/payments/renewal.ts';
import { companyWithMembers } from './companyFixtures.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';
import { APPROVED, DAY, HOLDER } from './paymentFixtures.ts';
import { fisicaBody, userWithPlan, waitUntil } from './pipelineHelpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { SANDBOX_ASSISTED: 'manual' });
});
afterAll(async () => {
  await t?.close();
});

const TYPES = ['tjsp', 'cndt', 'trf3'];
/** tjsp 9,90 + cndt 7,90 + trf3 24,90. */
const TOTAL = 42.7;

type Api = Awaited<ReturnType<TestServer['createUser']>>['api'];

/** Waits until the automatic certificates (all but the assisted trf3) are issued; returns the request. */
const automaticDone = (api: Api, id: string) =>
  waitUntil(async () => {
    const s = await api.getSolicitacao({ path: { id } });
    return s.certidoes.filter((c) => c.tipoCertidao !== 'trf3').every((c) => c.status === 'concluido')
      ? s
      : undefined;
  });

const paymentRow = async (id: string) =>
  (await t.server.ctx.db.select().from(payments).where(eq(payments.id, id)))[0]!;

const order = (billingType: 'PIX' | 'BOLETO' | 'CREDIT_CARD', nome = 'Rita Avulsa', card = APPROVED) => ({
  ...fisicaBody(nome, undefined, TYPES),
  pagamentoAvulso:
    billingType === 'CREDIT_CARD'
      ? { billingType, creditCard: card, creditCardHolderInfo: HOLDER }
      : { billingType },
});

describe('one-off orders', () => {
  it('a customer without a plan orders by PIX: the certificates wait for the payment, then run', async () => {
    const u = await t.createUser('user');
    expect(
      await fail(u.api.createSolicitacao({ body: fisicaBody('Sem Plano', undefined, TYPES) })),
    ).toMatchObject({
      status: 422,
    });

    const created = await u.api.createSolicitacao({ body: order('PIX') });
    expect(created).toMatchObject({ avulsa: true, cobrado: TOTAL, custo: TOTAL, status: 'pendente' });
    expect(created.pagamento).toMatchObject({ status: 'PENDENTE', metodoPagamento: 'PIX', valor: TOTAL });
    expect(created.certidoes.every((c) => c.status === 'pendente' && c.jobId === null)).toBe(true);

    const pay = await u.api.getPagamento({ path: { id: created.pagamento!.id } });
    expect(pay).toMatchObject({ plano: null, solicitacaoId: created.id, valor: TOTAL, status: 'PENDENTE' });
    expect(pay.pixQrCode?.payload).toBeTruthy();
    const mine = await u.api.buscarPagamentosUsuario({});
    expect(mine.data.map((p) => p.id)).toEqual([pay.id]);

    // Not counted against any plan.
    expect((await u.api.obterPlanoUsuario()).usage.solicitacoesRealizadas).toBe(0);

    await t.anon.pagarSandbox({ path: { id: pay.id } });
    const paid = await u.api.getSolicitacao({ path: { id: created.id } });
    expect(paid.pagamento?.status).toBe('CONFIRMADO');
    expect(paid.certidoes.every((c) => c.jobId !== null)).toBe(true);
    const done = await automaticDone(u.api, created.id);
    expect(done).toMatchObject({ cobrado: TOTAL, devolvido: 0, custo: TOTAL });
  });

  it('by card: charged at once and the certificates start right away', async () => {
    const u = await t.createUser('user');
    const created = await u.api.createSolicitacao({ body: order('CREDIT_CARD', 'Caio Cartão') });
    expect(created.pagamento).toMatchObject({ status: 'CONFIRMADO', metodoPagamento: 'CARTAO_CREDITO' });
    expect(created.certidoes.every((c) => c.jobId !== null)).toBe(true);
    await automaticDone(u.api, created.id);
  });

  it('a paid order’s certificate never issued is refunded: its price, through the gateway, once', async () => {
    const u = await t.createUser('user');
    const created = await u.api.createSolicitacao({ body: order('CREDIT_CARD', 'Lia Estorno') });
    await automaticDone(u.api, created.id);
    const cancelled = await u.api.cancelarSolicitacao({ path: { id: created.id } });
    expect(cancelled.certidoes.find((c) => c.tipoCertidao === 'trf3')).toMatchObject({
      status: 'cancelado',
      devolvido: true,
    });
    expect(cancelled).toMatchObject({ devolvido: 24.9, custo: 17.8 });
    const paid = await paymentRow(created.pagamento!.id);
    expect(paid).toMatchObject({ status: 'CONFIRMADO', refundedCents: 2490 });
    // A later pass finds nothing more to give back.
    await runRenewals(t.server.ctx, new Date());
    expect((await paymentRow(created.pagamento!.id)).refundedCents).toBe(2490);
  });

  it('a paid order whose every certificate is returned is refunded whole', async () => {
    const u = await t.createUser('user');
    const body = {
      ...order('CREDIT_CARD', 'Mel Tudo Volta'),
      ...{ certidoes: fisicaBody('Mel Tudo Volta', undefined, ['trf3']).certidoes },
    };
    const created = await u.api.createSolicitacao({ body });
    await u.api.cancelarSolicitacao({ path: { id: created.id } });
    const refunded = await waitUntil(async () => {
      const p = await u.api.getPagamento({ path: { id: created.pagamento!.id } });
      return p.status === 'REEMBOLSADO' ? p : undefined;
    });
    expect(refunded.valor).toBe(24.9);
    expect((await paymentRow(created.pagamento!.id)).refundedCents).toBe(2490);
  });

  it('a declined card leaves no request, only the declined payment in the history', async () => {
    const u = await t.createUser('user');
    const declined = { ...APPROVED, number: '5184019740373151' };
    const err = await fail(u.api.createSolicitacao({ body: order('CREDIT_CARD', 'Dora Recusa', declined) }));
    expect(err.status).toBe(422);
    expect((await u.api.getSolicitacoes({})).meta.total).toBe(0);
    const history = await u.api.buscarPagamentosUsuario({});
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({ status: 'RECUSADO', plano: null, solicitacaoId: null });
  });

  it('a card with a field missing is refused before anything is recorded', async () => {
    const u = await t.createUser('user');
    const body = {
      ...fisicaBody('Ena Incompleta', undefined, TYPES),
      pagamentoAvulso: { billingType: 'CREDIT_CARD' as const },
    };
    expect(await fail(u.api.createSolicitacao({ body }))).toMatchObject({ status: 400 });
    expect((await u.api.getSolicitacoes({})).meta.total).toBe(0);
    expect((await u.api.buscarPagamentosUsuario({})).data).toHaveLength(0);
  });

  it('a cancelled charge cancels the waiting certificates and returns what they cost', async () => {
    const u = await t.createUser('user');
    const created = await u.api.createSolicitacao({ body: order('BOLETO', 'Edu Boleto') });
    await u.api.cancelarPagamento({ path: { id: created.pagamento!.id } });
    const after = await u.api.getSolicitacao({ path: { id: created.id } });
    expect(after.pagamento?.status).toBe('CANCELADO');
    expect(after.certidoes.every((c) => c.status === 'cancelado' && c.devolvido)).toBe(true);
    expect(after).toMatchObject({ cobrado: TOTAL, devolvido: TOTAL, custo: 0, status: 'cancelado' });
  });

  it('cancelling the request before paying removes its charge', async () => {
    const u = await t.createUser('user');
    const created = await u.api.createSolicitacao({ body: order('PIX', 'Fabi Desiste') });
    const cancelled = await u.api.cancelarSolicitacao({ path: { id: created.id } });
    expect(cancelled.pagamento?.status).toBe('CANCELADO');
    expect(cancelled).toMatchObject({ devolvido: TOTAL, custo: 0 });
    expect((await u.api.getPagamento({ path: { id: created.pagamento!.id } })).status).toBe('CANCELADO');
  });

  it('an order left unpaid past its due date and the grace days is cancelled', async () => {
    const u = await t.createUser('user');
    const created = await u.api.createSolicitacao({ body: order('PIX', 'Gil Esquece') });
    await runRenewals(t.server.ctx, new Date(Date.now() + 3 * DAY));
    expect((await u.api.getSolicitacao({ path: { id: created.id } })).pagamento?.status).toBe('PENDENTE');
    await runRenewals(t.server.ctx, new Date(Date.now() + 10 * DAY));
    const after = await u.api.getSolicitacao({ path: { id: created.id } });
    expect(after.pagamento?.status).toBe('CANCELADO');
    expect(after.certidoes.every((c) => c.status === 'cancelado')).toBe(true);
  });

  it('a customer whose plan is used up can still order one-off, and it does not count', async () => {
    const u = await userWithPlan(t, 1);
    await u.api.createSolicitacao({ body: fisicaBody('Hugo Plano', undefined, ['tjsp']) });
    expect(
      await fail(u.api.createSolicitacao({ body: fisicaBody('Hugo Dois', undefined, ['tjsp']) })),
    ).toMatchObject({
      status: 422,
    });
    const created = await u.api.createSolicitacao({ body: order('PIX', 'Hugo Avulso') });
    expect(created.avulsa).toBe(true);
    expect((await u.api.obterPlanoUsuario()).usage.solicitacoesRealizadas).toBe(1);
  });

  it('in a company, a gestor orders one-off (the company pays it) and a member is told "sem permissão"', async () => {
    const { gestor, membro, empresaId } = await companyWithMembers(t, 1);
    const err = await fail(membro.api.createSolicitacao({ body: order('PIX', 'Nina Membro') }));
    expect(err.status).toBe(403);
    expect(err.message).toMatch(/^Sem permissão/);
    const created = await gestor.api.createSolicitacao({ body: order('PIX', 'Otto Gestor') });
    expect(created).toMatchObject({ avulsa: true, empresaId });
    expect((await paymentRow(created.pagamento!.id)).userId).toBe(gestor.userId);
    expect((await gestor.api.getPagamento({ path: { id: created.pagamento!.id } })).solicitacaoId).toBe(
      created.id,
    );
  });

  it('staff cannot place one-off orders; another customer cannot see one', async () => {
    const { api: admin } = await t.admin();
    const err = await fail(admin.createSolicitacao({ body: order('PIX', 'Ivo Equipe') }));
    expect(err).toMatchObject({ status: 422 });
    expect(err.message).toContain('Pedidos avulsos são para clientes');

    const owner = await t.createUser('user');
    const other = await t.createUser('user');
    const created = await owner.api.createSolicitacao({ body: order('PIX', 'Juca Privado') });
    expect(await fail(other.api.getSolicitacao({ path: { id: created.id } }))).toMatchObject({ status: 404 });
    expect(await fail(other.api.getPagamento({ path: { id: created.pagamento!.id } }))).toMatchObject({
      status: 404,
    });
  });
});

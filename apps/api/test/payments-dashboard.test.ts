import type { ApiClient } from '@certidao/api-client';
import { startOfMonthSaoPaulo, toSaoPauloIsoDate } from '@certidao/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/queries.ts';
import { certidoes, payments, solicitacoes, userPlans, users } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { APPROVED, DAY, HOLDER } from './paymentFixtures.ts';

let t: TestServer;
let admin: ApiClient;
const MIN = 60_000;
const card = (number: string) => ({ ...APPROVED, number });

type User = Awaited<ReturnType<TestServer['createUser']>>;
let basico: string;
let pro: string;
let byCard: User;
let byPix: User;
let pending: User;
let declined: User;
let lastMonth: User;
let suspended: User;
let requestIds: string[] = [];

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.admin()).api;
  basico = (await admin.createPlano({ body: { nome: 'Básico', valor: 29.9, limite: 5 } })).id;
  pro = (await admin.createPlano({ body: { nome: 'Ilimitado', valor: 49.9, limite: 0 } })).id;

  byCard = await t.createUser('user');
  await byCard.api.atribuirPlanoUsuario({
    body: {
      planoId: basico,
      billingType: 'CREDIT_CARD',
      creditCard: card('4444444444444444'),
      creditCardHolderInfo: HOLDER,
    },
  });

  byPix = await t.createUser('user');
  await byPix.api.atribuirPlanoUsuario({
    body: { planoId: pro, billingType: 'PIX', renovacaoAutomatica: true },
  });
  const pix = await byPix.api.criarPagamento({ body: { planoId: pro, metodoPagamento: 'PIX' } });
  await t.anon.pagarSandbox({ path: { id: pix.id } });

  pending = await t.createUser('user');
  await pending.api.atribuirPlanoUsuario({ body: { planoId: basico, billingType: 'PIX' } });
  await pending.api.criarPagamento({ body: { planoId: basico, metodoPagamento: 'PIX' } });

  declined = await t.createUser('user');
  await declined.api
    .atribuirPlanoUsuario({
      body: {
        planoId: basico,
        billingType: 'CREDIT_CARD',
        creditCard: card('5184019740373151'),
        creditCardHolderInfo: HOLDER,
      },
    })
    .catch(() => undefined);

  // Paid last month: an active plan, but its money is not this month's revenue.
  lastMonth = await t.createUser('user');
  await lastMonth.api.atribuirPlanoUsuario({
    body: {
      planoId: basico,
      billingType: 'CREDIT_CARD',
      creditCard: card('4444444444444444'),
      creditCardHolderInfo: HOLDER,
    },
  });
  await t.server.ctx.db
    .update(payments)
    .set({ dataPagamento: new Date(startOfMonthSaoPaulo().getTime() - DAY) })
    .where(eq(payments.userId, lastMonth.userId));

  suspended = await t.createUser('user');
  await admin.updateUsuario({ path: { id: suspended.userId }, body: { status: 'suspended' } });

  // Requests of byCard: a 10-certificate bundle and a single certificate, inserted directly.
  const db = t.server.ctx.db;
  const now = Date.now();
  const [bundle] = await db
    .insert(solicitacoes)
    .values({
      userId: byCard.userId,
      tipoPessoa: 'fisica',
      nomeCompleto: 'Carlos Souza',
      documento: '52998224725',
      criadoEm: new Date(now - 2 * MIN),
    })
    .returning();
  const statuses = [
    'concluido',
    'concluido',
    'concluido',
    'concluido',
    'concluido',
    'concluido',
    'falhou',
    'falhou',
    'processando',
    'pendente',
  ] as const;
  const types = [
    'tjsp',
    'tjsp-falencia',
    'tjsp-inventario',
    'trt2',
    'cndt',
    'iptu-santos',
    'pje-trt2',
    'trf3',
    'trf3-regional',
    'receita-federal',
  ];
  await db.insert(certidoes).values(
    statuses.map((status, i) => ({
      solicitacaoId: bundle!.id,
      tipoCertidao: types[i]!,
      status,
      dadosCertidao: {},
      createdAt: new Date(now - 60 * MIN),
      updatedAt: new Date(now - 60 * MIN + (status === 'concluido' ? 4 * MIN : 0)),
    })),
  );
  const [single] = await db
    .insert(solicitacoes)
    .values({
      userId: byCard.userId,
      tipoPessoa: 'fisica',
      nomeCompleto: 'Beatriz Lima',
      documento: '52998224725',
      criadoEm: new Date(now - MIN),
    })
    .returning();
  await db.insert(certidoes).values({
    solicitacaoId: single!.id,
    tipoCertidao: 'cndt',
    status: 'concluido',
    dadosCertidao: {},
    createdAt: new Date(now - 30 * MIN),
    updatedAt: new Date(now - 20 * MIN),
  });
  requestIds = [single!.id, bundle!.id];
});
afterAll(() => t?.close());

describe('dashboard', () => {
  it('computes the four cards from the data', async () => {
    const stats = await admin.getDashboardStats();
    expect(stats.solicitacoes).toEqual({ sucesso: 7, falhas: 2, total: 11, tempoMedio: 4.9 });
    // admin + 6 users, one suspended.
    expect(stats.usuarios).toEqual({ ativos: 6, total: 7 });
    // Revenue this month: card 29,90 + PIX 49,90 (not the pending, declined or last month's payment).
    expect(stats.assinaturas).toEqual({ receitaMensal: 79.8, ativas: 3, total: 4 });
  });

  it('lists the recent requests newest first', async () => {
    const recent = await admin.getRecentRequests({ query: { limit: 5 } });
    expect(recent.meta).toEqual({ total: 2, page: 1, limit: 5, totalPages: 1 });
    expect(recent.data.map((r) => r.id)).toEqual(requestIds);
    expect(recent.data[0]).toMatchObject({
      cliente: 'Beatriz Lima',
      email: byCard.email,
      status: 'concluido',
    });
    expect(recent.data[1]).toMatchObject({
      cliente: 'Carlos Souza',
      tipo: 'Pacote completo (10 certidões)',
      status: 'processando',
    });
  });

  it('is for staff only', async () => {
    await expect(byCard.api.getDashboardStats()).rejects.toMatchObject({ status: 403 });
    const mod = await t.createUser('moderator');
    expect((await mod.api.getDashboardStats()).usuarios.total).toBe(8);
  });

  it('charts the last 30 days and compares them with the 30 days before', async () => {
    const first = await admin.getDashboardStats();
    expect(first.porDia).toHaveLength(30);
    expect(first.porDia.at(-1)?.data).toBe(toSaoPauloIsoDate());
    const sum = (key: 'concluidas' | 'falhas', list = first.porDia) =>
      list.reduce((acc, d) => acc + d[key], 0);
    expect([sum('concluidas'), sum('falhas')]).toEqual([7, 2]);
    // Everything happened in this period: nothing to compare with.
    expect(first.variacoes).toMatchObject({ periodoDias: 30, sucesso: null, falhas: null, total: null });

    // The period before: 5 concluded and 4 failed 40 days ago, 29,90 paid 45 days ago, the admin created then.
    const db = t.server.ctx.db;
    const now = Date.now();
    const [old] = await db
      .insert(solicitacoes)
      .values({
        userId: byCard.userId,
        tipoPessoa: 'fisica',
        nomeCompleto: 'Antigo',
        documento: '52998224725',
        criadoEm: new Date(now - 40 * DAY),
      })
      .returning();
    const at = (days: number) => new Date(now - days * DAY);
    const cert = (status: 'concluido' | 'falhou', days: number) => ({
      solicitacaoId: old!.id,
      tipoCertidao: 'cndt',
      status,
      dadosCertidao: {},
      createdAt: at(days),
      updatedAt: at(days),
    });
    await db
      .insert(certidoes)
      .values([
        ...Array.from({ length: 5 }, () => cert('concluido', 40)),
        ...Array.from({ length: 4 }, () => cert('falhou', 40)),
        cert('falhou', 3),
      ]);
    await db
      .update(payments)
      .set({ dataPagamento: at(45) })
      .where(eq(payments.userId, lastMonth.userId));
    const adminUser = await t.admin();
    await db
      .update(users)
      .set({ createdAt: at(40) })
      .where(eq(users.id, adminUser.userId));

    const stats = await admin.getDashboardStats();
    // Concluded 7 vs 5; failed 3 vs 4; requested 12 vs 9; users 7 vs 1; revenue 79,80 vs 29,90.
    expect(stats.variacoes).toEqual({
      periodoDias: 30,
      sucesso: 40,
      falhas: -25,
      total: 33,
      usuarios: 600,
      receita: 167,
    });
    const threeDaysAgo = stats.porDia.find((d) => d.data === toSaoPauloIsoDate(at(3)));
    expect(threeDaysAgo?.falhas).toBe(1);
    expect([sum('concluidas', stats.porDia), sum('falhas', stats.porDia)]).toEqual([7, 3]);
  });
});

describe('active subscriptions', () => {
  it('lists current plans (active and pending) with the user and plan', async () => {
    const list = await admin.listarAssinaturasAtivas({ query: { limit: 100 } });
    expect(list.meta.total).toBe(4);
    const byUser = new Map(list.data.map((s) => [s.user.id, s]));
    expect(byUser.get(byCard.userId)?.userPlan.status).toBe('ACTIVE');
    expect(byUser.get(pending.userId)?.userPlan.status).toBe('PENDING');
    expect(byUser.has(declined.userId)).toBe(false);
    const search = await admin.listarAssinaturasAtivas({ query: { search: 'ilimitado' } });
    expect(search.data.map((s) => s.user.id)).toEqual([byPix.userId]);
    await expect(byCard.api.listarAssinaturasAtivas()).rejects.toMatchObject({ status: 403 });
  });

  it('adds usage and due-date statistics', async () => {
    const db = t.server.ctx.db;
    await db
      .update(userPlans)
      .set({ dataFim: new Date(Date.now() + 3 * DAY + MIN) })
      .where(eq(userPlans.userId, byPix.userId));
    await db
      .update(userPlans)
      .set({ dataFim: new Date(Date.now() - 2 * DAY) })
      .where(eq(userPlans.userId, lastMonth.userId));
    const list = await admin.listarAssinaturasAtivasDetalhadas({ query: { limit: 100 } });
    const byUser = new Map(list.data.map((s) => [s.user.id, s]));

    const card = byUser.get(byCard.userId)!;
    expect(card.subscription).toEqual({ status: 'ACTIVE', billingType: 'CREDIT_CARD' });
    expect(card.estatisticas).toMatchObject({
      solicitacoesRealizadas: 2,
      solicitacoesDisponiveis: 3,
      percentualUso: 40,
      statusVencimento: 'em_dia',
    });
    expect(card.estatisticas.diasParaVencimento).toBeGreaterThanOrEqual(27);
    expect(card.estatisticas.proximaRenovacao).toBe(card.userPlan.dataFim);

    const unlimited = byUser.get(byPix.userId)!;
    expect(unlimited.estatisticas).toMatchObject({
      solicitacoesRealizadas: 0,
      solicitacoesDisponiveis: null,
      percentualUso: null,
      statusVencimento: 'atencao',
    });
    expect([3, 4]).toContain(unlimited.estatisticas.diasParaVencimento);

    expect(byUser.get(lastMonth.userId)!.estatisticas).toMatchObject({
      diasParaVencimento: -2,
      statusVencimento: 'atraso',
    });
    expect(byUser.get(pending.userId)!.estatisticas).toMatchObject({
      proximaRenovacao: null,
      diasParaVencimento: null,
      statusVencimento: 'em_dia',
    });
    expect(byUser.get(pending.userId)!.subscription).toEqual({ status: 'PENDING', billingType: 'PIX' });

    // The summary covers every current subscription, whatever the filters.
    expect(list.resumo).toEqual({
      total: 4,
      ativas: 3,
      pendentes: 1,
      // Básico by card, Ilimitado by PIX, Básico paid last month (still active); not the pending one.
      receitaMensal: expect.closeTo(29.9 + 49.9 + 29.9, 2),
      emAtraso: 1,
    });
  });

  // Uses the due dates the test above set.
  it('filters by state, billing type and due status on the server, page by page', async () => {
    const ids = async (
      query: NonNullable<Parameters<ApiClient['listarAssinaturasAtivasDetalhadas']>[0]>['query'],
    ) => {
      const list = await admin.listarAssinaturasAtivasDetalhadas({ query });
      expect(list.resumo.total).toBe(4);
      return list.data.map((s) => s.user.id).sort();
    };
    expect(await ids({ status: 'PENDING' })).toEqual([pending.userId]);
    expect((await ids({ status: 'ACTIVE' })).length).toBe(3);
    expect(await ids({ billingType: 'CREDIT_CARD' })).toEqual([byCard.userId, lastMonth.userId].sort());
    expect(await ids({ billingType: 'CORTESIA' })).toEqual([]);
    expect(await ids({ vencimento: 'atraso' })).toEqual([lastMonth.userId]);
    expect(await ids({ vencimento: 'atencao' })).toEqual([byPix.userId]);
    expect(await ids({ vencimento: 'em_dia' })).toEqual([byCard.userId, pending.userId].sort());
    expect(await ids({ status: 'ACTIVE', vencimento: 'em_dia' })).toEqual([byCard.userId]);
    // Filters apply before paging: one per page, every page complete.
    const first = await admin.listarAssinaturasAtivasDetalhadas({
      query: { status: 'ACTIVE', limit: 1, page: 2 },
    });
    expect(first.meta).toMatchObject({ total: 3, totalPages: 3, page: 2 });
    expect(first.data).toHaveLength(1);
    await expect(
      admin.listarAssinaturasAtivasDetalhadas({ query: { vencimento: 'ontem' as 'atraso' } }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('the hourly counters behind the dashboard', () => {
  it('give the figures a direct count gives, through created, finished, failed and retried certificates over two days', async () => {
    const db = t.server.ctx.db;
    const now = Date.now();
    const at = (ms: number) => new Date(now - ms);
    const [req] = await db
      .insert(solicitacoes)
      .values({
        userId: byCard.userId,
        tipoPessoa: 'fisica',
        nomeCompleto: 'Contagem',
        documento: '52998224725',
      })
      .returning();
    // Created yesterday and today, some in the hour now running (counted from the rows, not the counters).
    const created = [DAY + 5 * MIN, DAY + 90 * MIN, 3 * 60 * MIN, 2 * MIN, 31 * DAY - 30 * MIN];
    const rows = await db
      .insert(certidoes)
      .values(
        created.map((ms) => ({
          solicitacaoId: req!.id,
          tipoCertidao: 'cndt',
          status: 'pendente' as const,
          dadosCertidao: {},
          createdAt: at(ms),
          updatedAt: at(ms),
        })),
      )
      .returning({ id: certidoes.id });
    const ids = rows.map((r) => r.id);
    const set = (id: string, status: 'processando' | 'concluido' | 'falhou', ms: number) =>
      db
        .update(certidoes)
        .set({ status, updatedAt: at(ms) })
        .where(eq(certidoes.id, id));
    await set(ids[0]!, 'concluido', DAY);
    await set(ids[1]!, 'falhou', DAY + 60 * MIN);
    await set(ids[2]!, 'falhou', 2 * 60 * MIN);
    await set(ids[4]!, 'concluido', 30 * DAY + 10 * MIN);
    // Retried: the failure of yesterday becomes a success today, and another attempt recorded changes nothing counted.
    await set(ids[1]!, 'processando', 60 * MIN);
    await db.update(certidoes).set({ tentativas: 2 }).where(eq(certidoes.id, ids[1]!));
    await set(ids[1]!, 'concluido', MIN);
    await set(ids[3]!, 'falhou', 0);
    await db.execute(sql`select certidao_totais_juntar()`);

    const direct = async (from: Date, to: Date) => {
      const all = await db.select().from(certidoes);
      const within = (d: Date) => d >= from && d < to;
      return {
        sucesso: all.filter((c) => c.status === 'concluido' && within(c.updatedAt)).length,
        falhas: all.filter((c) => c.status === 'falhou' && within(c.updatedAt)).length,
        total: all.filter((c) => within(c.createdAt)).length,
        rows: all,
      };
    };
    const stats = await admin.getDashboardStats();
    const end = new Date();
    const start = new Date(end.getTime() - 30 * DAY);
    const current = await direct(start, end);
    const previous = await direct(new Date(start.getTime() - 30 * DAY), start);
    const change = (a: number, b: number) =>
      b === 0 ? (a === 0 ? 0 : null) : Math.round(((a - b) / b) * 100);
    expect(stats.variacoes).toMatchObject({
      sucesso: change(current.sucesso, previous.sucesso),
      falhas: change(current.falhas, previous.falhas),
      total: change(current.total, previous.total),
    });
    // The all-time totals, from the service-wide counters.
    expect(stats.solicitacoes).toMatchObject({
      total: current.rows.length,
      sucesso: current.rows.filter((c) => c.status === 'concluido').length,
      falhas: current.rows.filter((c) => c.status === 'falhou').length,
    });
    // The chart: per São Paulo day, dated by the last update.
    for (const day of stats.porDia) {
      const of = (status: string) =>
        current.rows.filter((c) => c.status === status && toSaoPauloIsoDate(c.updatedAt) === day.data).length;
      expect([day.data, day.concluidas, day.falhas]).toEqual([day.data, of('concluido'), of('falhou')]);
    }
    // And the counters themselves, hour by hour, against the rows (after a fold and before the next one).
    await set(ids[2]!, 'processando', 0);
    const counted = await db.execute(sql`
      select (select coalesce(sum(criadas), 0)::int from certidao_horas) as criadas,
             (select coalesce(sum(concluidas), 0)::int from certidao_horas) as concluidas,
             (select coalesce(sum(falhas), 0)::int from certidao_horas) as falhas,
             (select count(*)::int from certidoes) as n,
             (select count(*)::int from certidoes where status = 'concluido') as c,
             (select count(*)::int from certidoes where status = 'falhou') as f,
             (select count(*)::int from (
                select certidao_hora(updated_at) h, sum(case when status = 'concluido' then 1 else 0 end) c,
                       sum(case when status = 'falhou' then 1 else 0 end) f
                  from certidoes where status in ('concluido', 'falhou') group by 1) r
                full join (select hora h, sum(concluidas) c, sum(falhas) f from certidao_horas group by 1
                           having sum(concluidas) <> 0 or sum(falhas) <> 0) k using (h)
               where r.c is distinct from k.c or r.f is distinct from k.f) as diferentes`);
    const [row] = rowsOf<Record<string, number>>(counted);
    expect(row).toMatchObject({ criadas: row!.n, concluidas: row!.c, falhas: row!.f, diferentes: 0 });
  });
});

import type { ApiClient } from '@certidao/api-client';
import { addOneMonth } from '@certidao/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentInput } from '../src/adapters/payments/types.ts';
import { auditLog, payments, sandboxCreditCards, savedCards, userPlans } from '../src/db/schema.ts';
import { runRenewals } from '../src/modules/payments/renewal.ts';
import { capturedLogger, fail, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let admin: ApiClient;
let planId: string;
const lines: string[] = [];
const DAY = 86_400_000;

const HOLDER = {
  name: 'Maria Aparecida da Silva',
  email: 'maria.silva@example.com',
  cpfCnpj: '529.982.247-25',
  postalCode: '01310-100',
  addressNumber: '1000',
  addressComplement: 'Apto 12',
  phone: '(11) 3333-4444',
  mobilePhone: '(11) 98765-4321',
};
/** A CVC that cannot be confused with anything else in a row or a log line. */
const CVC = '7391';
const VISA = '4111 1111 1111 1111';
const MASTER = '5555 5555 5555 4444';
const card = (number: string, expiryMonth = '05', expiryYear = '30') => ({
  holderName: 'MARIA A SILVA',
  number,
  expiryMonth,
  expiryYear,
  ccv: CVC,
});
const body = (number: string, expiryMonth?: string, expiryYear?: string) => ({
  creditCard: card(number, expiryMonth, expiryYear),
  creditCardHolderInfo: HOLDER,
});

const db = () => t.server.ctx.db;
const savedRow = async (userId: string) =>
  (await db().select().from(savedCards).where(eq(savedCards.userId, userId)))[0];

/** How many rows of every table in the database contain `needle` anywhere in their text form. */
async function rowsContaining(needle: string): Promise<string[]> {
  const tables = await db().execute(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const found: string[] = [];
  for (const { table_schema, table_name } of tables.rows as { table_schema: string; table_name: string }[]) {
    const res = await db().execute(
      sql.raw(
        `select count(*)::int as n from "${table_schema}"."${table_name}" t where t::text like '%${needle}%'`,
      ),
    );
    if ((res.rows[0] as { n: number }).n > 0) found.push(`${table_schema}.${table_name}`);
  }
  return found;
}

beforeAll(async () => {
  t = await startTestServer({}, {}, { logger: capturedLogger(lines) });
  admin = (await t.admin()).api;
  planId = (await admin.createPlano({ body: { nome: 'Profissional', valor: 49.9, limite: 50 } })).id;
});
afterAll(() => t?.close());

describe('saved card (sandbox gateway)', () => {
  it('saves, reads, replaces and removes the card, with an audit trail', async () => {
    const u = await t.createUser('user');
    expect(await u.api.obterCartao()).toEqual({ cartao: null });

    const saved = await u.api.salvarCartao({ body: body(VISA) });
    expect(saved).toMatchObject({
      bandeira: 'VISA',
      ultimosDigitos: '1111',
      titular: 'MARIA A SILVA',
      validade: '05/30',
    });
    expect(Date.now() - Date.parse(saved.criadoEm)).toBeLessThan(60_000);
    expect((await u.api.obterCartao()).cartao).toEqual(saved);
    const first = (await savedRow(u.userId))!;
    expect(first).toMatchObject({ gateway: 'sandbox', brand: 'VISA', last4: '1111', expiryYear: '2030' });
    // The token is the sandbox's own, kept for this customer with the card's brand and expiry.
    const [remote] = await db()
      .select()
      .from(sandboxCreditCards)
      .where(eq(sandboxCreditCards.token, first.creditCardToken));
    expect(remote).toMatchObject({ brand: 'VISA', last4: '1111', expiryMonth: '05', expiryYear: '2030' });

    // Saving again replaces the card (one per user).
    const replaced = await u.api.salvarCartao({ body: body(MASTER, '12', '2031') });
    expect(replaced).toMatchObject({ bandeira: 'MASTERCARD', ultimosDigitos: '4444', validade: '12/31' });
    expect(await db().select().from(savedCards).where(eq(savedCards.userId, u.userId))).toHaveLength(1);
    expect((await savedRow(u.userId))!.creditCardToken).not.toBe(first.creditCardToken);
    expect((await u.api.obterCartao()).cartao).toEqual(replaced);

    await u.api.removerCartao();
    expect(await u.api.obterCartao()).toEqual({ cartao: null });
    expect(await savedRow(u.userId)).toBeUndefined();
    // Idempotent.
    await u.api.removerCartao();

    const trail = await db()
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, u.userId)));
    expect(trail.filter((a) => a.action.startsWith('card.'))).toEqual([
      { action: 'card.saved', details: { bandeira: 'VISA', ultimosDigitos: '1111', gateway: 'sandbox' } },
      {
        action: 'card.saved',
        details: { bandeira: 'MASTERCARD', ultimosDigitos: '4444', gateway: 'sandbox' },
      },
      {
        action: 'card.removed',
        details: { bandeira: 'MASTERCARD', ultimosDigitos: '4444', gateway: 'sandbox' },
      },
    ]);
  });

  it('never stores or logs the card number or the CVC', async () => {
    const u = await t.createUser('user');
    const number = '4012 8888 8888 1881';
    await u.api.salvarCartao({ body: body(number) });
    // A refused card and a rule failure go through the logs too.
    await fail(u.api.salvarCartao({ body: body('4916561358240741') }));
    await fail(
      u.api.salvarCartao({ body: { ...body(number), creditCardHolderInfo: { ...HOLDER, cpfCnpj: '1' } } }),
    );
    const row = (await savedRow(u.userId))!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'userId',
        'gateway',
        'creditCardToken',
        'brand',
        'last4',
        'holderName',
        'expiryMonth',
        'expiryYear',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(Object.values(row).map(String)).not.toContain(CVC);
    for (const needle of ['4012888888881881', '4012 8888 8888 1881', '4916561358240741'])
      expect(await rowsContaining(needle), needle).toEqual([]);
    const text = lines.join('');
    expect(text).toContain('/users/me/cartao');
    for (const secret of ['4012888888881881', '4012 8888 8888 1881', '4916561358240741', row.creditCardToken])
      expect(text).not.toContain(secret);
    // Four digits also occur inside ids and timings ("responseTime":50.7391…): the CVC as a value of its own.
    expect(text).not.toMatch(new RegExp(`(?<![0-9A-Za-z.-])${CVC}(?![0-9A-Za-z.-])`));
  });

  it('answers the pt-BR messages for bad card and holder data, and keeps nothing', async () => {
    const u = await t.createUser('user');
    const cases: [unknown, string][] = [
      [body('4111 1111 111'), 'Número do cartão inválido'],
      [body(''), 'Número do cartão inválido'],
      [body('4111 1111 1111 111x'), 'Número do cartão inválido'],
      [body(VISA, '13'), 'Data de validade inválida'],
      [body(VISA, '05', '203'), 'Data de validade inválida'],
      [{ ...body(VISA), creditCard: { ...card(VISA), ccv: '12' } }, 'CVC inválido'],
      [{ ...body(VISA), creditCard: { ...card(VISA), holderName: ' M ' } }, 'Nome no cartão inválido'],
      [
        { ...body(VISA), creditCardHolderInfo: { ...HOLDER, name: '' } },
        'Por favor, preencha todos os dados do portador do cartão',
      ],
      [
        { ...body(VISA), creditCardHolderInfo: { ...HOLDER, phone: ' ' } },
        'Por favor, preencha todos os dados do portador do cartão',
      ],
      [{ ...body(VISA), creditCardHolderInfo: { ...HOLDER, email: 'maria@' } }, 'Digite um email válido'],
      [
        { ...body(VISA), creditCardHolderInfo: { ...HOLDER, cpfCnpj: '529.982.247-24' } },
        'Digite um CPF ou CNPJ válido',
      ],
      [{ ...body(VISA), creditCardHolderInfo: { ...HOLDER, postalCode: '0131-100' } }, 'CEP inválido'],
    ];
    for (const [b, message] of cases)
      expect(await fail(u.api.salvarCartao({ body: b as never })), message).toMatchObject({
        status: 400,
        message,
      });
    // Structure is the schema's: a missing object or an unknown property is a 400 naming the field.
    expect(await fail(u.api.salvarCartao({ body: { creditCard: card(VISA) } as never }))).toMatchObject({
      status: 400,
      message: "O campo 'creditCardHolderInfo' é obrigatório.",
    });
    expect(await savedRow(u.userId)).toBeUndefined();
  });

  it('refuses what the gateway refuses (422 with its message) and keeps the previous card', async () => {
    const u = await t.createUser('user');
    const kept = await u.api.salvarCartao({ body: body(VISA) });
    const declined = 'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.';
    for (const [b, message] of [
      [body('5184019740373151'), declined],
      [body('4916561358240741'), declined],
      [body(MASTER, '01', '2020'), 'A data de validade do cartão de crédito expirou.'],
      [body('4111 1111 1111 1112'), 'O número do cartão de crédito é inválido.'],
    ] as const)
      expect(await fail(u.api.salvarCartao({ body: b })), b.creditCard.number).toMatchObject({
        status: 422,
        message,
      });
    expect((await u.api.obterCartao()).cartao).toEqual(kept);
    // Asaas's documented sandbox test card is taken although it fails the Luhn check.
    expect(await u.api.salvarCartao({ body: body('4444 4444 4444 4444') })).toMatchObject({
      bandeira: 'VISA',
      ultimosDigitos: '4444',
    });
  });

  it('is each user’s own: another user neither sees nor removes it; anonymous callers get 401', async () => {
    const a = await t.createUser('user');
    const b = await t.createUser('user');
    const saved = await a.api.salvarCartao({ body: body(VISA) });
    expect(await b.api.obterCartao()).toEqual({ cartao: null });
    await b.api.removerCartao();
    expect((await a.api.obterCartao()).cartao).toEqual(saved);
    const anonymous = await Promise.all([
      fail(t.anon.obterCartao()),
      fail(t.anon.salvarCartao({ body: body(VISA) })),
      fail(t.anon.removerCartao()),
    ]);
    expect(anonymous.map((e) => e.status)).toEqual([401, 401, 401]);
    // Staff save their own card like anyone.
    const mod = await t.createUser('moderator');
    expect(await mod.api.salvarCartao({ body: body(MASTER) })).toMatchObject({ bandeira: 'MASTERCARD' });
    expect((await admin.obterCartao()).cartao).toBeNull();
  });

  it('purchases keep the card checkout messages and now apply the same card rules', async () => {
    const u = await t.createUser('user');
    const buy = (b: Record<string, unknown>) =>
      fail(
        u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'CREDIT_CARD', ...b } as never }),
      );
    expect(await buy({ creditCard: { ...card(''), ccv: '' }, creditCardHolderInfo: HOLDER })).toMatchObject({
      status: 400,
      message: 'Por favor, preencha todos os dados do cartão de crédito',
    });
    expect(await buy({ creditCard: card('4111 1111'), creditCardHolderInfo: HOLDER })).toMatchObject({
      status: 400,
      message: 'Número do cartão inválido',
    });
    expect(
      await buy({ creditCard: { ...card(VISA), ccv: '1' }, creditCardHolderInfo: HOLDER }),
    ).toMatchObject({ status: 400, message: 'CVC inválido' });
  });
});

describe('automatic renewal with a saved card (sandbox)', () => {
  const planRow = async (userId: string) =>
    (await db().select().from(userPlans).where(eq(userPlans.userId, userId)))[0]!;
  const renewalsOf = (userPlanId: string) =>
    db()
      .select()
      .from(payments)
      .where(and(eq(payments.userPlanId, userPlanId), isNotNull(payments.renewsFrom)));

  /** Records the card tokens the renewal sends to the gateway. */
  async function withTokenSpy<T>(
    work: () => Promise<T>,
  ): Promise<{ result: T; tokens: (string | undefined)[] }> {
    const gateway = t.server.ctx.payments.gateway;
    const original = gateway.createPayment.bind(gateway);
    const tokens: (string | undefined)[] = [];
    gateway.createPayment = (input: CreatePaymentInput) => {
      tokens.push(input.creditCardToken);
      return original(input);
    };
    try {
      return { result: await work(), tokens };
    } finally {
      gateway.createPayment = original;
    }
  }

  it('charges the saved card instead of the card of the purchase, and extends the plan', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({
      body: {
        planoId: planId,
        renovacaoAutomatica: true,
        billingType: 'CREDIT_CARD',
        creditCard: card('4444 4444 4444 4444'),
        creditCardHolderInfo: HOLDER,
      },
    });
    await u.api.salvarCartao({ body: body(MASTER, '12', '2031') });
    const token = (await savedRow(u.userId))!.creditCardToken;
    const up = await planRow(u.userId);
    const dataFim = new Date(Date.now() + DAY);
    await db().update(userPlans).set({ dataFim }).where(eq(userPlans.id, up.id));

    const { result, tokens } = await withTokenSpy(() => runRenewals(t.server.ctx, new Date()));
    expect(result.charged).toContain(up.id);
    expect(tokens).toEqual([token]);
    const [renewal] = await renewalsOf(up.id);
    expect(renewal).toMatchObject({
      status: 'CONFIRMADO',
      metodoPagamento: 'CARTAO_CREDITO',
      observacoes: 'Renovação automática (cartão MASTERCARD final 4444)',
    });
    expect((await planRow(u.userId)).dataFim.getTime()).toBe(addOneMonth(dataFim).getTime());
    expect((await u.api.buscarPagamentosUsuario()).data.map((p) => p.status)).toEqual([
      'CONFIRMADO',
      'CONFIRMADO',
    ]);
  });

  it('falls back to the card of the purchase once the saved card is removed', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({
      body: {
        planoId: planId,
        renovacaoAutomatica: true,
        billingType: 'CREDIT_CARD',
        creditCard: card(VISA),
        creditCardHolderInfo: HOLDER,
      },
    });
    await u.api.salvarCartao({ body: body(MASTER) });
    const savedToken = (await savedRow(u.userId))!.creditCardToken;
    await u.api.removerCartao();
    const up = await planRow(u.userId);
    await db()
      .update(userPlans)
      .set({ dataFim: new Date(Date.now() + DAY) })
      .where(eq(userPlans.id, up.id));
    const { tokens } = await withTokenSpy(() => runRenewals(t.server.ctx, new Date()));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatch(/^sbx_tok_/);
    expect(tokens[0]).not.toBe(savedToken);
    expect((await renewalsOf(up.id))[0]).toMatchObject({
      status: 'CONFIRMADO',
      observacoes: 'Renovação automática',
    });
  });

  it('keeps renewing a PIX plan by PIX even when a card is saved', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({
      body: { planoId: planId, renovacaoAutomatica: true, billingType: 'PIX' },
    });
    const pay = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'PIX' } });
    await t.anon.pagarSandbox({ path: { id: pay.id } });
    await u.api.salvarCartao({ body: body(VISA) });
    const up = await planRow(u.userId);
    expect(up).toMatchObject({ status: 'active', billingType: 'PIX' });
    await db()
      .update(userPlans)
      .set({ dataFim: new Date(Date.now() + 2 * DAY) })
      .where(eq(userPlans.id, up.id));
    const { tokens } = await withTokenSpy(() => runRenewals(t.server.ctx, new Date()));
    expect(tokens).toEqual([undefined]);
    expect((await renewalsOf(up.id))[0]).toMatchObject({ status: 'PENDENTE', metodoPagamento: 'PIX' });
    expect((await planRow(u.userId)).billingType).toBe('PIX');
  });

  it('a saved card that expired is declined at renewal (RECUSADO), tried once per period', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({
      body: {
        planoId: planId,
        renovacaoAutomatica: true,
        billingType: 'CREDIT_CARD',
        creditCard: card(VISA),
        creditCardHolderInfo: HOLDER,
      },
    });
    await u.api.salvarCartao({ body: body(MASTER) });
    // The card expires before the renewal (as the sandbox gateway sees it).
    const token = (await savedRow(u.userId))!.creditCardToken;
    await db()
      .update(sandboxCreditCards)
      .set({ expiryMonth: '01', expiryYear: '2021' })
      .where(eq(sandboxCreditCards.token, token));
    const up = await planRow(u.userId);
    await db()
      .update(userPlans)
      .set({ dataFim: new Date(Date.now() + DAY) })
      .where(eq(userPlans.id, up.id));
    await runRenewals(t.server.ctx, new Date());
    expect((await renewalsOf(up.id))[0]).toMatchObject({
      status: 'RECUSADO',
      failureReason: 'A data de validade do cartão de crédito expirou.',
    });
    expect((await runRenewals(t.server.ctx, new Date())).charged).not.toContain(up.id);
  });
});

describe('log redaction', () => {
  it('masks card objects, numbers and security codes at any depth a body is logged', () => {
    const out: string[] = [];
    const log = capturedLogger(out);
    const creditCard = {
      holderName: 'MARIA',
      number: '4012888888881881',
      expiryMonth: '05',
      expiryYear: '2030',
      ccv: CVC,
    };
    log.info({ creditCard, creditCardHolderInfo: HOLDER }, 'top level');
    log.info({ body: { creditCard, creditCardHolderInfo: HOLDER, creditCardToken: 'tok_segredo' } }, 'body');
    log.info({ request: { body: { creditCard } } }, 'nested');
    log.info({ input: { number: '4012888888881881', ccv: CVC } }, 'loose fields');
    // The logger's own fields left out: a timestamp's digits may hold the security code's by chance.
    const text = out
      .map((line) => {
        const { time: _time, pid: _pid, hostname: _hostname, ...logged } = JSON.parse(line);
        return JSON.stringify(logged);
      })
      .join('\n');
    expect(out).toHaveLength(4);
    for (const secret of ['4012888888881881', CVC, 'tok_segredo', '52998224725', '529.982.247-25'])
      expect(text).not.toContain(secret);
    expect(text).toContain('"creditCard":"***"');
  });
});

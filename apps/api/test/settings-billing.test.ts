import type { ApiClient } from '@certidao/api-client';
import { toSaoPauloIsoDate } from '@certidao/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, payments } from '../src/db/schema.ts';
import { notifyLateCertificates } from '../src/jobs/notify.ts';
import { attemptRefund } from '../src/jobs/refunds.ts';
import { capturedLogger, fail, startTestServer, type TestServer } from './harness.ts';
import { buyByCard, buyByPix, DAY } from './paymentFixtures.ts';
import { fisicaBody } from './pipelineHelpers.ts';

// The system settings (persisted, validated, audited and applied) and the billing screen's
// operations (totals, the payments list with its period, the CSV export, the company's billing data).
// Workers are off so that certificates stay waiting: the Atrasada threshold is then a matter of time alone.

let t: TestServer;
let admin: ApiClient;
let adminId: string;
const logLines: string[] = [];

const DEFAULTS = {
  tempoMaximoResposta: 72,
  avisoAutomatico: 48,
  emailNotificacoes: '',
  emailAdmin: '',
  emailSuporte: '',
  logDetalhado: true,
};

beforeAll(async () => {
  t = await startTestServer({ runWorkers: false }, {}, { logger: capturedLogger(logLines) });
  const session = await t.admin();
  admin = session.api;
  adminId = session.userId;
});

afterAll(async () => {
  await t?.close();
});

async function lastAudit(action: string) {
  const [row] = await t.server.ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('system settings', () => {
  it('are admin only', async () => {
    const moderator = await t.createUser('moderator');
    const user = await t.createUser('user');
    for (const api of [moderator.api, user.api]) {
      expect((await fail(api.obterConfiguracoesSistema())).status).toBe(403);
      expect((await fail(api.salvarConfiguracoesSistema({ body: DEFAULTS }))).status).toBe(403);
    }
    expect((await fail(t.anon.obterConfiguracoesSistema())).status).toBe(401);
  });

  it('start with the defaults (72 h, reminder after 48 h)', async () => {
    const s = await admin.obterConfiguracoesSistema();
    expect(s).toMatchObject({ ...DEFAULTS, atualizadoEm: null });
    expect(s.padroes.emailSuporte).toBe(t.config.adminEmail);
  });

  it('refuse each bad value with its own message and change nothing', async () => {
    const cases: [Partial<typeof DEFAULTS>, string][] = [
      [{ avisoAutomatico: 72 }, 'O aviso automático deve ser menor que o tempo máximo de resposta.'],
      [
        { tempoMaximoResposta: 0 },
        'O tempo máximo de resposta deve ser um número inteiro de horas entre 1 e 720.',
      ],
      [{ avisoAutomatico: 0 }, 'O aviso automático deve ser um número inteiro de horas entre 1 e 720.'],
      [{ emailAdmin: 'admin@' }, 'Digite um email válido para o administrador.'],
      [{ emailSuporte: 'suporte' }, 'Digite um email válido para o suporte.'],
      [{ emailNotificacoes: 'a b@c.com' }, 'Digite um email válido para as notificações.'],
    ];
    for (const [change, message] of cases) {
      const error = await fail(admin.salvarConfiguracoesSistema({ body: { ...DEFAULTS, ...change } }));
      expect(error.status).toBe(400);
      expect(error.message).toBe(message);
    }
    const error = await fail(
      admin.salvarConfiguracoesSistema({ body: { ...DEFAULTS, tempoMaximoResposta: 'x' } as never }),
    );
    expect(error.status).toBe(400);
    expect((await admin.obterConfiguracoesSistema()).atualizadoEm).toBeNull();
  });

  it('are persisted and audited with who changed what', async () => {
    const saved = await admin.salvarConfiguracoesSistema({
      body: { ...DEFAULTS, tempoMaximoResposta: 60, emailSuporte: ' Suporte@Empresa.com.br ' },
    });
    expect(saved).toMatchObject({ tempoMaximoResposta: 60, emailSuporte: 'suporte@empresa.com.br' });
    expect(saved.atualizadoEm).not.toBeNull();
    expect(await admin.obterConfiguracoesSistema()).toMatchObject({
      tempoMaximoResposta: 60,
      emailSuporte: 'suporte@empresa.com.br',
    });
    const entry = await lastAudit('settings.updated');
    expect(entry).toMatchObject({ actorId: adminId, targetType: 'settings', targetId: 'sistema' });
    expect(entry?.details).toEqual({
      campos: ['tempoMaximoResposta', 'emailSuporte'],
      antes: { tempoMaximoResposta: 72, emailSuporte: '' },
      depois: { tempoMaximoResposta: 60, emailSuporte: 'suporte@empresa.com.br' },
    });
  });

  it('avisoAutomatico decides when a waiting certificate shows Atrasada', async () => {
    const created = await admin.createSolicitacao({ body: fisicaBody() });
    const jobId = created.certidoes[0]?.jobId as string;
    // Queued 30 hours ago and still waiting (no workers in this server).
    await t.server.ctx.db
      .update(jobs)
      .set({ createdAt: new Date(Date.now() - 30 * 3_600_000) })
      .where(eq(jobs.id, jobId));
    expect((await admin.consultarStatusJob({ path: { id: jobId } })).state).toBe('waiting');

    await admin.salvarConfiguracoesSistema({ body: { ...DEFAULTS, avisoAutomatico: 24 } });
    expect((await admin.consultarStatusJob({ path: { id: jobId } })).state).toBe('delayed');
    // A certificate queued just now is not late.
    const fresh = created.certidoes[1]?.jobId as string;
    expect((await admin.consultarStatusJob({ path: { id: fresh } })).state).toBe('waiting');

    await admin.salvarConfiguracoesSistema({ body: DEFAULTS });
    expect((await admin.consultarStatusJob({ path: { id: jobId } })).state).toBe('waiting');
  });

  it('the response times decide when the staff are notified of a late certificate, once each', async () => {
    const created = await admin.createSolicitacao({ body: fisicaBody() });
    const [reminded, overdue, fresh] = created.certidoes.map((c) => c.jobId as string);
    const queuedHoursAgo = (jobId: string | undefined, hours: number) =>
      t.server.ctx.db
        .update(jobs)
        .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
        .where(eq(jobs.id, jobId as string));
    await queuedHoursAgo(reminded, 50);
    await queuedHoursAgo(overdue, 80);
    const late = async () => {
      const { data } = await admin.listarNotificacoes({ query: { limit: 100 } });
      return data
        .filter((n) => n.evento === 'certidao.atrasada' || n.evento === 'certidao.prazo')
        .map((n) => [n.evento, n.tipo, n.mensagem])
        .sort();
    };

    // Defaults: reminder after 48 h, maximum 72 h.
    expect(await notifyLateCertificates(t.server.ctx.db)).toBe(2);
    expect(await late()).toEqual([
      ['certidao.atrasada', 'pendencia', expect.stringContaining('aguarda há mais de 48 horas')],
      ['certidao.prazo', 'erro', expect.stringContaining('passou do tempo máximo de resposta (72 horas)')],
    ]);
    // Each once: a second pass sends nothing.
    expect(await notifyLateCertificates(t.server.ctx.db)).toBe(0);

    // A shorter maximum makes the reminded one overdue too; the fresh one is never late.
    await admin.salvarConfiguracoesSistema({
      body: { ...DEFAULTS, tempoMaximoResposta: 40, avisoAutomatico: 20 },
    });
    // (Certificates of the other tests of this file, waiting since then, may now get their reminder too.)
    await notifyLateCertificates(t.server.ctx.db);
    expect((await late()).filter(([evento]) => evento === 'certidao.prazo')).toEqual([
      ['certidao.prazo', 'erro', expect.stringContaining('(40 horas)')],
      ['certidao.prazo', 'erro', expect.stringContaining('(72 horas)')],
    ]);
    expect(fresh).toBeTruthy();
    await admin.salvarConfiguracoesSistema({ body: DEFAULTS });
  });

  it('emailAdmin receives the e-mails meant for the administrators', async () => {
    const refund = (paymentId: string) =>
      attemptRefund(
        {
          db: t.server.ctx.db,
          queue: t.server.ctx.pipeline.queue,
          gateway: {
            refundPayment: async () => {
              throw new Error('gateway down');
            },
          } as never,
          mailer: t.server.ctx.mailer,
          log: t.server.ctx.log,
        },
        {
          data: { gatewayPaymentId: 'pay_1', paymentId, userId: adminId, valorCents: 4990, reason: 'teste' },
          retryCount: 0,
          retryLimit: 0,
        } as never,
      );
    const before = t.outbox().length;
    await refund('00000000-0000-4000-8000-000000000001');
    const toAdmins = t.outbox().slice(before);
    expect(toAdmins.some((m) => m.includes(`To: ${t.config.adminEmail}`))).toBe(true);

    await admin.salvarConfiguracoesSistema({
      body: { ...DEFAULTS, emailAdmin: 'financeiro@empresa.com.br' },
    });
    const after = t.outbox().length;
    await refund('00000000-0000-4000-8000-000000000002');
    const sent = t.outbox().slice(after);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('To: financeiro@empresa.com.br');
    expect(sent[0]).toContain('Pagamento: 00000000-0000-4000-8000-000000000002');
  });

  it('emailNotificacoes is the sender of the system e-mails', async () => {
    await admin.salvarConfiguracoesSistema({
      body: { ...DEFAULTS, emailNotificacoes: 'avisos@empresa.com.br' },
    });
    const before = t.outbox().length;
    await t.anon.register({
      body: {
        firstName: 'Ana',
        lastName: 'Souza',
        email: 'ana.souza@teste.com.br',
        phone: '11999998888',
        cpfCnpj: '52998224725',
        password: 'senha123',
      },
    });
    const [mail] = t.outbox().slice(before);
    expect(mail).toMatch(/From: .*<avisos@empresa\.com\.br>/);
    await admin.salvarConfiguracoesSistema({ body: DEFAULTS });
    expect(t.server.ctx.mailer.sender()).toBe(t.config.mailFrom);
  });

  it('logDetalhado: false lowers the log level to warnings, true brings it back', async () => {
    await admin.salvarConfiguracoesSistema({ body: { ...DEFAULTS, logDetalhado: false } });
    expect(t.server.ctx.log.level).toBe('warn');
    logLines.length = 0;
    await admin.obterConfiguracoesSistema();
    expect(logLines.filter((l) => l.includes('"level":30'))).toEqual([]);
    await admin.salvarConfiguracoesSistema({ body: DEFAULTS });
    expect(t.server.ctx.log.level).toBe('info');
    await admin.obterConfiguracoesSistema();
    expect(logLines.some((l) => l.includes('"level":30'))).toBe(true);
  });
});

describe('billing', () => {
  let planId: string;
  let cardPaymentId: string;
  let pendingCustomer: string;

  beforeAll(async () => {
    planId = (await admin.createPlano({ body: { nome: 'Faturamento', valor: 49.9, limite: 5 } })).id;
    const card = await buyByCard(t, planId);
    cardPaymentId = (await card.api.buscarPagamentosUsuario()).data[0]?.id as string;
    await buyByPix(t, planId);
    const pending = await t.createUser('user', { firstName: 'Zélia', lastName: 'Pendente; "Ltda"' });
    await pending.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'BOLETO' } });
    await pending.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'BOLETO' } });
    pendingCustomer = pending.email;
    // One payment of last year: outside a period of this month.
    await t.server.ctx.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 400 * DAY) })
      .where(eq(payments.id, cardPaymentId));
  });

  it('is admin only', async () => {
    const moderator = await t.createUser('moderator');
    expect((await fail(moderator.api.getResumoFaturamento())).status).toBe(403);
    expect((await fail(moderator.api.obterDadosCobranca())).status).toBe(403);
    expect((await fail(moderator.api.listarPagamentos())).status).toBe(403);
    const res = await fetch(`${t.apiUrl}/faturamento/pagamentos.csv`, {
      headers: { authorization: `Bearer ${moderator.token}` },
    });
    expect(res.status).toBe(403);
  });

  it('totals equal the payments, with the period filter', async () => {
    expect(await admin.getResumoFaturamento()).toEqual({ receitaTotal: 99.8, pendente: 49.9, transacoes: 3 });
    const today = toSaoPauloIsoDate();
    expect(await admin.getResumoFaturamento({ query: { dataInicial: today, dataFinal: today } })).toEqual({
      receitaTotal: 49.9,
      pendente: 49.9,
      transacoes: 2,
    });
    const error = await fail(
      admin.getResumoFaturamento({ query: { dataInicial: '2026-02-01', dataFinal: '2026-01-01' } }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('A data inicial deve ser anterior ou igual à data final.');
    expect((await fail(admin.getResumoFaturamento({ query: { dataInicial: '2026-02-30' } }))).status).toBe(
      400,
    );
  });

  it('lists every customer payment filtered by period, status, method and customer', async () => {
    const today = toSaoPauloIsoDate();
    const period = await admin.listarPagamentos({ query: { dataInicial: today } });
    expect(period.meta.total).toBe(2);
    expect(period.data.map((p) => p.id)).not.toContain(cardPaymentId);
    const pending = await admin.listarPagamentos({
      query: { status: 'PENDENTE', metodoPagamento: 'BOLETO' },
    });
    expect(pending.data.map((p) => p.usuario.email)).toEqual([pendingCustomer]);
    expect((await admin.listarPagamentos({ query: { search: 'zélia' } })).meta.total).toBe(1);
  });

  it('exports the filtered payments as a pt-BR CSV with a BOM', async () => {
    const res = await fetch(`${t.apiUrl}/faturamento/pagamentos.csv?status=PENDENTE`, {
      headers: { authorization: `Bearer ${(await t.admin()).token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pagamentos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Data;Cliente;E-mail;Plano;Método;Status;Valor;Pago em;Vencimento');
    expect(lines).toHaveLength(3); // header, one payment, the final line break
    const row = lines[1] as string;
    expect(row).toContain(';"Zélia Pendente; ""Ltda""";');
    expect(row).toContain(`;${pendingCustomer};Faturamento;Boleto;Pendente;49,90;;`);
    expect(row).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/);

    const all = await fetch(`${t.apiUrl}/faturamento/pagamentos.csv`, {
      headers: { authorization: `Bearer ${(await t.admin()).token}` },
    });
    const text = await all.text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(4);
    expect(text).toContain(';Pago;49,90;');
    const bad = await fetch(`${t.apiUrl}/faturamento/pagamentos.csv?dataInicial=ontem`, {
      headers: { authorization: `Bearer ${(await t.admin()).token}` },
    });
    expect(bad.status).toBe(400);
  });

  it('keeps the company billing data, validated and audited', async () => {
    expect(await admin.obterDadosCobranca()).toMatchObject({ razaoSocial: '', cnpj: '', atualizadoEm: null });
    const body = {
      razaoSocial: 'Certidão Ágil Serviços Digitais Ltda.',
      cnpj: '11.222.333/0001-81',
      endereco: 'Av. Paulista, 1000',
      cidade: 'São Paulo',
      cep: '01310-100',
      emailCobranca: 'Financeiro@Empresa.com.br',
    };
    const bad: [Partial<typeof body>, string][] = [
      [{ cnpj: '11.222.333/0001-82' }, 'Digite um CNPJ válido'],
      [{ razaoSocial: '  ' }, 'Informe a razão social.'],
      [{ cep: '0131' }, 'CEP inválido'],
      [{ emailCobranca: 'financeiro' }, 'Digite um email válido'],
      [{ cidade: '' }, 'Informe a cidade.'],
      [{ endereco: '' }, 'Informe o endereço.'],
    ];
    for (const [change, message] of bad) {
      const error = await fail(admin.salvarDadosCobranca({ body: { ...body, ...change } }));
      expect([error.status, error.message]).toEqual([400, message]);
    }
    const saved = await admin.salvarDadosCobranca({ body });
    expect(saved).toMatchObject({
      cnpj: '11222333000181',
      cep: '01310100',
      emailCobranca: 'financeiro@empresa.com.br',
    });
    expect(await admin.obterDadosCobranca()).toEqual(saved);
    const entry = await lastAudit('billing.updated');
    expect(entry?.actorId).toBe(adminId);
    expect(entry?.details).toMatchObject({ campos: expect.arrayContaining(['cnpj']) });
    const moderator = await t.createUser('moderator');
    expect((await fail(moderator.api.salvarDadosCobranca({ body }))).status).toBe(403);
    const rows = await t.server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'billing.updated')));
    expect(rows).toHaveLength(1);
  });
});

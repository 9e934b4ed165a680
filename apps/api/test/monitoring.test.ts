/**
 * Monitoring: a customer's portfolio of parties kept renewed before their certificates expire. The server's
 * clock is moved forward (SANDBOX_CLOCK) to watch renewals, result changes, expiries and a lapsed quota, with
 * the alerts each one sends (timeline, notification, e-mail, webhook event); bad input is refused whole.
 */
import { createServer, type Server } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificacoes, solicitacoes, webhookEventos } from '../src/db/schema.ts';
import { runMonitoringPass } from '../src/modules/monitoring/scheduler.ts';
import { companyWithMembers } from './companyFixtures.ts';
import { emlText, fail, startTestServer, type TestServer } from './harness.ts';
import { advanceClock, settledParty } from './monitoringHelpers.ts';
import { CPF, fisicaBody, settled, userWithPlan, waitUntil } from './pipelineHelpers.ts';

const DAY = 86_400;
const CPF_2 = '111.444.777-35';
const CPF_3 = '935.411.347-80';
const CNPJ = '11.222.333/0001-81';
/** The product kit 'Análise de locatário' (fixed id). */
const LOCATARIO = '6b1f0000-0000-4000-8000-000000000003';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

type Api = Awaited<ReturnType<typeof userWithPlan>>['api'];

const party = (nomeCompleto: string, documento: string, extra: Record<string, unknown> = {}) => ({
  tipoPessoa: 'fisica' as const,
  nomeCompleto,
  documento,
  dataNascimento: '15/03/1985',
  tiposCertidao: ['cndt' as const, 'trf3' as const],
  ...extra,
});

const advance = (seconds: number) => advanceClock(t, seconds);
const idle = (api: Api, id: string) => settledParty(t, api, id);

const renewalsOf = async (id: string) =>
  t.server.ctx.db.select().from(solicitacoes).where(eq(solicitacoes.monitoramentoId, id));

describe('monitoring', () => {
  it('issues at once, then renews before expiry exactly once per due date', async () => {
    const owner = await userWithPlan(t, 0);
    const created = await owner.api.criarMonitoramento({ body: party('Maria Monitorada', CPF) });
    expect(created).toMatchObject({ status: 'ativo', politica: 'vencimento', diasAntecedencia: 5 });
    const first = await idle(owner.api, created.id);
    const byType = Object.fromEntries(first.certidoes.map((c) => [c.tipoCertidao, c]));
    expect(byType.cndt?.resultado).toBeTruthy();
    // TRF3 is valid for 30 days: renewed 5 days before, 25 days after issue (CNDT's 180 days come later).
    const trf3 = byType.trf3 as NonNullable<typeof byType.trf3>;
    const expected = new Date(trf3.validoAte as string).getTime() - 5 * DAY * 1000;
    expect(new Date(first.proximaRenovacaoEm as string).getTime()).toBe(expected);
    expect(await renewalsOf(created.id)).toHaveLength(1);

    await advance(26 * DAY);
    // Several passes at once (as several workers would run them): one renewal.
    await Promise.all([1, 2, 3, 4].map(() => runMonitoringPass(t.server.ctx)));
    const renewed = await idle(owner.api, created.id);
    const renewals = await renewalsOf(created.id);
    expect(renewals).toHaveLength(2);
    const second = await settled(
      owner.api,
      renewals.find((r) => r.id !== first.certidoes[0]?.solicitacaoId)?.id as string,
    );
    expect(second.certidoes.map((c) => c.tipoCertidao)).toEqual(['trf3']);
    expect(renewed.certidoes.find((c) => c.tipoCertidao === 'trf3')?.solicitacaoId).toBe(second.id);

    const detail = await owner.api.obterMonitoramento({ path: { id: created.id } });
    const kinds = detail.eventos.map((e) => e.tipo);
    expect(kinds.filter((k) => k === 'renovacao_criada')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'certidao_emitida')).toHaveLength(3);
    expect(kinds.at(-1)).toBe('inclusao');
    await advance(1);
    await runMonitoringPass(t.server.ctx);
    expect(await renewalsOf(created.id)).toHaveLength(2);
  });

  it('alerts when a result changes: timeline, notification, e-mail and webhook event', async () => {
    const owner = await userWithPlan(t, 0);
    const received: string[] = [];
    const receiver: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => {
        body += d;
      });
      req.on('end', () => {
        received.push(body);
        res.end('ok');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const port = (receiver.address() as { port: number }).port;
    try {
      await owner.api.criarWebhook({
        body: { url: `http://127.0.0.1:${port}/hook`, eventos: ['certidao.resultado_alterado'] },
      });
      // 'ALTERNA': the sandbox says 'nada consta' and 'consta' in turns, a week each.
      const created = await owner.api.criarMonitoramento({
        body: party('Joana ALTERNA Souza', CPF_2, { tiposCertidao: ['cndt'], politica: 'semanal' }),
      });
      const first = await idle(owner.api, created.id);
      const before = first.certidoes[0]?.resultado;
      await advance(7 * DAY);
      const after = await waitUntil(async () => {
        const p = await idle(owner.api, created.id);
        return p.certidoes[0]?.resultado !== before ? p : undefined;
      });
      expect(after.ultimaAlteracaoEm).toBeTruthy();
      const detail = await owner.api.obterMonitoramento({ path: { id: created.id } });
      const change = detail.eventos.find((e) => e.tipo === 'resultado_alterado');
      expect(change).toMatchObject({
        tipoCertidao: 'cndt',
        resultadoAnterior: before,
        resultado: after.certidoes[0]?.resultado,
      });
      const notes = await t.server.ctx.db
        .select()
        .from(notificacoes)
        .where(
          and(
            eq(notificacoes.userId, owner.userId),
            eq(notificacoes.evento, 'monitoramento.resultado_alterado'),
          ),
        );
      expect(notes).toHaveLength(1);
      expect(notes[0]?.link).toBe(`/monitoramento/${created.id}`);
      // E-mails go after the pass's transactions commit; the change may have been recorded by a background pass.
      await waitUntil(
        async () =>
          t
            .outbox()
            .map(emlText)
            .some((m) => m.includes('Joana ALTERNA Souza') && m.includes('O resultado mudou')),
        20_000,
        'the alert e-mail',
      );
      const events = await t.server.ctx.db
        .select()
        .from(webhookEventos)
        .where(
          and(
            eq(webhookEventos.userId, owner.userId),
            eq(webhookEventos.tipo, 'certidao.resultado_alterado'),
          ),
        );
      expect(events).toHaveLength(1);
      const payload = JSON.parse(events[0]?.payload as string);
      expect(payload.dados).toMatchObject({
        monitoramentoId: created.id,
        tipoCertidao: 'cndt',
        resultadoAnterior: before,
      });
      await waitUntil(
        async () => received.some((b) => b.includes('certidao.resultado_alterado')),
        20_000,
        'webhook',
      );
      const changed = await owner.api.listarMonitoramentos({ query: { alterados: true } });
      expect(changed.data.map((p) => p.id)).toEqual([created.id]);
      const resumo = await owner.api.resumoMonitoramento();
      expect(resumo).toMatchObject({ partes: 1, ativas: 1, resultadosAlterados: 1 });
    } finally {
      receiver.close();
    }
  });

  it('without quota the renewal is not created and the owner is told; paused parties wait; expiries alert once', async () => {
    const owner = await userWithPlan(t, 1);
    const a = await owner.api.criarMonitoramento({
      body: party('Primeira Parte', CPF, { tiposCertidao: ['trf3'] }),
    });
    await idle(owner.api, a.id);
    // The month's only request went to the first issuance: the second party's is refused.
    const b = await owner.api.criarMonitoramento({
      body: party('Segunda Parte', CPF_2, { tiposCertidao: ['trf3'] }),
    });
    await waitUntil(async () => {
      await runMonitoringPass(t.server.ctx);
      const d = await owner.api.obterMonitoramento({ path: { id: b.id } });
      return d.eventos.some((e) => e.tipo === 'sem_cota') ? d : undefined;
    });
    expect(await renewalsOf(b.id)).toHaveLength(0);
    // Blocked, and still due: every pass (and whatever brings quota) tries it again.
    const pending = await owner.api.obterMonitoramento({ path: { id: b.id } });
    expect(pending.bloqueio?.motivo).toContain('limite');
    expect(pending.proximaRenovacaoEm).not.toBeNull();
    const note = await t.server.ctx.db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.userId, owner.userId), eq(notificacoes.evento, 'monitoramento.sem_cota')));
    expect(note[0]?.mensagem).toContain('limite');

    // Paused: no renewal, even long past the due date, and no expiry alert.
    const paused = await owner.api.atualizarMonitoramento({
      path: { id: a.id },
      body: { status: 'pausado' },
    });
    expect(paused.proximaRenovacaoEm).toBeNull();
    await advance(31 * DAY);
    await runMonitoringPass(t.server.ctx);
    await runMonitoringPass(t.server.ctx);
    expect(await renewalsOf(a.id)).toHaveLength(1);
    const expired = await owner.api.obterMonitoramento({ path: { id: a.id } });
    expect(expired.eventos.filter((e) => e.tipo === 'certidao_vencida')).toHaveLength(0);
    expect(expired.eventos.some((e) => e.tipo === 'pausado')).toBe(true);
    expect((await owner.api.resumoMonitoramento()).vencidas).toBeGreaterThanOrEqual(1);

    // Resumed, it is due at once (its certificate expired); the month's only request is spent (quota counts
    // real months), so the renewal is refused and the owner told, as for the second party.
    await owner.api.atualizarMonitoramento({ path: { id: a.id }, body: { status: 'ativo' } });
    const resumed = await waitUntil(async () => {
      await runMonitoringPass(t.server.ctx);
      const d = await owner.api.obterMonitoramento({ path: { id: a.id } });
      return d.eventos.some((e) => e.tipo === 'sem_cota') ? d : undefined;
    });
    expect(resumed.eventos.some((e) => e.tipo === 'retomado')).toBe(true);
    // Active again, its lapsed certificate is alerted, once.
    expect(resumed.eventos.filter((e) => e.tipo === 'certidao_vencida')).toHaveLength(1);
    expect(await renewalsOf(a.id)).toHaveLength(1);
  });

  it('monitors the party of an existing request, its certificates counting as the latest', async () => {
    const owner = await userWithPlan(t, 0);
    const req = await owner.api.createSolicitacao({
      body: fisicaBody('Carlos Da Solicitação', CPF_3, ['cndt', 'trf3']),
    });
    const done = await settled(owner.api, req.id);
    const p = await owner.api.monitorarSolicitacao({ path: { id: req.id }, body: { diasAntecedencia: 10 } });
    expect(p.tiposCertidao).toEqual(['cndt', 'trf3']);
    expect(p.certidoes.map((c) => c.certidaoId).sort()).toEqual(done.certidoes.map((c) => c.id).sort());
    expect(p.renovacaoSolicitacaoId).toBeNull();
    expect(new Date(p.proximaRenovacaoEm as string).getTime()).toBeGreaterThan(Date.now());
    await runMonitoringPass(t.server.ctx);
    expect(await renewalsOf(p.id)).toHaveLength(1); // the request it came from, no new one
    const again = await fail(owner.api.monitorarSolicitacao({ path: { id: req.id } }));
    expect(again.status).toBe(409);
    // Keeping fewer types drops the others' results and expiries from the portfolio.
    const fewer = await owner.api.atualizarMonitoramento({
      path: { id: p.id },
      body: { tiposCertidao: ['cndt'], politica: 'mensal' },
    });
    expect(fewer.tiposCertidao).toEqual(['cndt']);
    expect(fewer.certidoes.map((c) => c.tipoCertidao)).toEqual(['cndt']);
    expect(fewer.politica).toBe('mensal');
    const repeated = await fail(
      owner.api.atualizarMonitoramento({ path: { id: p.id }, body: { tiposCertidao: ['cndt', 'cndt'] } }),
    );
    expect(repeated.status).toBe(400);
  });

  it("a company's renewal keeps the kit and cost centre of the request it renews, dropping them once unusable", async () => {
    const company = await companyWithMembers(t, 0);
    const { gestor, membro } = company;
    const centro = await gestor.api.criarCentroCusto({ body: { codigo: 'MON', nome: 'Monitorados' } });
    const req = await membro.api.createSolicitacao({
      body: {
        ...fisicaBody('Lia Renovada', CPF_3, ['cndt', 'trf3']),
        kitId: LOCATARIO,
        centroCustoId: centro.id,
      },
    });
    await settled(membro.api, req.id);
    const p = await membro.api.monitorarSolicitacao({ path: { id: req.id }, body: { politica: 'semanal' } });
    /** The party's newest request once it has `n` (the one it came from counts). */
    const nth = async (n: number) => {
      const rows = await waitUntil(async () => {
        await runMonitoringPass(t.server.ctx);
        const found = await renewalsOf(p.id);
        return found.length >= n ? found : undefined;
      });
      const newest = rows.sort((a, b) => +b.criadoEm - +a.criadoEm)[0];
      return membro.api.getSolicitacao({ path: { id: newest?.id as string } });
    };

    await advance(7 * DAY);
    const first = await nth(2);
    expect(first.id).not.toBe(req.id);
    expect(first).toMatchObject({
      empresaId: company.empresaId,
      kit: { id: LOCATARIO, nome: 'Análise de locatário' },
      centroCusto: { id: centro.id, codigo: 'MON', nome: 'Monitorados' },
    });
    // The company's report counts it under the same cost centre.
    const report = await gestor.api.obterRelatorioUsoEmpresa({ query: {} });
    expect(report.porCentroCusto.find((r) => r.centroCusto?.id === centro.id)?.solicitacoes).toBe(2);

    // Deactivated, and the company now requiring a cost centre: the next renewal goes without one, never refused.
    await idle(membro.api, p.id);
    await gestor.api.atualizarCentroCusto({ path: { id: centro.id }, body: { ativo: false } });
    await company.settings({ centroCustoObrigatorio: true });
    try {
      await advance(7 * DAY);
      const second = await nth(3);
      expect(second).toMatchObject({
        kit: { id: LOCATARIO },
        centroCusto: null,
        empresaId: company.empresaId,
      });
      expect(second.certidoes.length).toBeGreaterThan(0);
    } finally {
      await company.settings({ centroCustoObrigatorio: false });
    }
  });

  it('refuses bad input whole, with pt-BR messages and the right statuses', async () => {
    const owner = await userWithPlan(t, 0);
    const other = await userWithPlan(t, 0);
    const badCpf = await fail(owner.api.criarMonitoramento({ body: party('Nome', '123.456.789-00') }));
    expect(badCpf.status).toBe(400);
    expect(badCpf.message).toMatch(/CPF|documento/i);
    const badLead = await fail(
      owner.api.criarMonitoramento({ body: party('Nome', CPF, { diasAntecedencia: 0 }) }),
    );
    expect(badLead.status).toBe(400);
    const pj = await fail(
      owner.api.criarMonitoramento({
        body: {
          tipoPessoa: 'juridica',
          nomeCompleto: 'Empresa',
          documento: CNPJ,
          tiposCertidao: ['tjsp-inventario'],
        },
      }),
    );
    expect(pj.status).toBe(400);
    expect(pj.message).toContain('não se aplica a pessoa jurídica');

    const first = await owner.api.criarMonitoramento({ body: party('Duplicada', CPF) });
    const dup = await fail(owner.api.criarMonitoramento({ body: party('Duplicada de novo', CPF) }));
    expect(dup.status).toBe(409);

    const refused = await fail(
      owner.api.importarMonitoramentos({
        body: {
          partes: [
            party('Boa', CPF_2),
            party('CPF ruim', '000.000.000-00'),
            party('Já monitorada', CPF),
            party('Data impossível', CPF_3, { dataNascimento: '31/02/1990' }),
            party('Repetida', CPF_2),
          ],
        },
      }),
    );
    expect(refused.status).toBe(422);
    const body = refused.body as { erros: Array<{ indice: number; mensagem: string }> };
    expect(body.erros.map((e) => e.indice)).toEqual([1, 2, 3, 4]);
    expect(body.erros[2]?.mensagem).toContain('nascimento');
    // Nothing was created.
    expect((await owner.api.listarMonitoramentos({})).meta.total).toBe(1);
    const ok = await owner.api.importarMonitoramentos({
      body: { partes: [party('Boa', CPF_2), party('Outra', CPF_3, { politica: 'mensal' })] },
    });
    expect(ok.criados).toBe(2);
    const list = await owner.api.listarMonitoramentos({ query: { busca: '111.444' } });
    expect(list.data.map((p) => p.nomeCompleto)).toEqual(['Boa']);

    // Another customer sees none of it; staff see every portfolio.
    expect((await other.api.listarMonitoramentos({})).meta.total).toBe(0);
    const hidden = await fail(other.api.obterMonitoramento({ path: { id: first.id } }));
    expect(hidden.status).toBe(404);
    const denied = await fail(other.api.removerMonitoramento({ path: { id: first.id } }));
    expect(denied.status).toBe(404);
    const { api: admin } = await t.admin();
    const all = await admin.listarMonitoramentos({ query: { limite: 100 } });
    expect(all.data.some((p) => p.id === first.id && p.cliente.id === owner.userId)).toBe(true);
    const removed = await owner.api.removerMonitoramento({ path: { id: first.id } });
    expect(removed.message).toContain('removida');
    expect((await fail(owner.api.obterMonitoramento({ path: { id: first.id } }))).status).toBe(404);
  });

  it('moves the clock only for admins', async () => {
    const owner = await userWithPlan(t, 0);
    const denied = await fail(owner.api.avancarRelogioSandbox({ body: { avancarSegundos: 60 } }));
    expect(denied.status).toBe(403);
    const { api } = await t.admin();
    const both = await fail(api.avancarRelogioSandbox({ body: {} }));
    expect(both.status).toBe(400);
    const now = await api.obterRelogioSandbox();
    expect(now.deslocamentoSegundos).toBeGreaterThan(0);
    const reset = await api.avancarRelogioSandbox({ body: { redefinir: true } });
    expect(reset.deslocamentoSegundos).toBe(0);
    expect(Math.abs(new Date(reset.agora).getTime() - Date.now())).toBeLessThan(60_000);
  });
});

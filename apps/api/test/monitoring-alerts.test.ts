/**
 * Monitoring a portfolio over months with the sandbox clock moved: every policy renews before expiry; the quota is
 * told before adding, blocked parties are shown, counted and renewed as soon as quota arrives; alerts are one per
 * party and event, a quota refusal is said once, and each user chooses per kind: at once, daily digest or off.
 * The scheduled pass is slowed to an hour here, so what happens without the test running a pass was woken.
 */
import { startOfDaySaoPaulo } from '@certidao/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificacoes, solicitacoes } from '../src/db/schema.ts';
import { runMonitoringPass } from '../src/modules/monitoring/scheduler.ts';
import { emlText, fail, startTestServer, type TestServer } from './harness.ts';
import { advanceClock, settledParty } from './monitoringHelpers.ts';
import { userWithPlan, waitUntil } from './pipelineHelpers.ts';

const DAY = 86_400;
const CPFS = ['529.982.247-25', '111.444.777-35', '935.411.347-80', '123.456.789-09', '987.654.321-00'];

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { MONITORING_INTERVAL_SECONDS: '3600' });
});
afterAll(() => t?.close());

type Api = Awaited<ReturnType<typeof userWithPlan>>['api'];

const party = (nomeCompleto: string, documento: string, extra: Record<string, unknown> = {}) => ({
  tipoPessoa: 'fisica' as const,
  nomeCompleto,
  documento,
  dataNascimento: '15/03/1985',
  tiposCertidao: ['trf3' as const],
  ...extra,
});

const advance = (seconds: number) => advanceClock(t, seconds);
const idle = (api: Api, id: string) => settledParty(t, api, id, { nothingDue: true });

/** The e-mails sent to one address (decoded). */
const mailsTo = (email: string) =>
  t
    .outbox()
    .map(emlText)
    .filter((m) => m.includes(email));

describe('monitoring over months', () => {
  it('a monthly policy renews a 30-day certificate before it lapses, November to April in 11 steps', async () => {
    const owner = await userWithPlan(t, 0);
    const created = await owner.api.criarMonitoramento({
      body: party('Tereza Mensal', CPFS[0] as string, { politica: 'mensal' }),
    });
    let p = await idle(owner.api, created.id);
    for (let step = 0; step < 11; step++) {
      await advance(14 * DAY);
      p = await idle(owner.api, created.id);
      const now = t.server.ctx.clock.now().getTime();
      // The latest certificate is always still valid, and the next renewal comes before it expires.
      const trf3 = p.certidoes[0] as NonNullable<(typeof p.certidoes)[0]>;
      expect(new Date(trf3.validoAte as string).getTime()).toBeGreaterThan(now);
      expect(new Date(p.proximaRenovacaoEm as string).getTime()).toBeLessThan(
        new Date(trf3.validoAte as string).getTime(),
      );
    }
    const detail = await owner.api.obterMonitoramento({ path: { id: created.id } });
    expect(detail.eventos.filter((e) => e.tipo === 'certidao_vencida')).toHaveLength(0);
    const renewals = await t.server.ctx.db
      .select()
      .from(solicitacoes)
      .where(eq(solicitacoes.monitoramentoId, created.id));
    // Due 25 days after each issue (30 days of validity, 5 of notice; a calendar month would be too late), found
    // by the step that reaches it: issued on days 0, 28, 56, 84, 112 and 140.
    expect(renewals).toHaveLength(6);
    expect(detail.eventos.filter((e) => e.tipo === 'renovacao_criada')).toHaveLength(6);
    expect(mailsTo(owner.email).filter((m) => m.includes('vencida'))).toHaveLength(0);
  });

  it('tells the quota before adding, shows and counts blocked parties, says it once and renews them when quota arrives', async () => {
    const owner = await userWithPlan(t, 3);
    const coverage = await owner.api.coberturaCotaMonitoramento({ query: { novas: 5 } });
    expect(coverage).toMatchObject({ novas: 5, cobertas: 3, semCota: 2, disponiveis: 3, bloqueadas: 0 });
    expect(coverage.mensagem).toContain('Sua cota cobre 3 de 5 partes: 2 ficarão bloqueadas');
    expect(await owner.api.coberturaCotaMonitoramento({ query: { novas: 2 } })).toMatchObject({
      cobertas: 2,
      semCota: 0,
      mensagem: null,
    });
    const err = await fail(owner.api.coberturaCotaMonitoramento({ query: { novas: 0 } }));
    expect(err.status).toBe(400);

    await owner.api.importarMonitoramentos({
      body: { partes: CPFS.map((cpf, i) => party(`Parte Cota ${i + 1}`, cpf)) },
    });
    const blocked = await waitUntil(async () => {
      await runMonitoringPass(t.server.ctx);
      const list = await owner.api.listarMonitoramentos({ query: { bloqueadas: true } });
      return list.meta.total === 2 ? list : undefined;
    });
    for (const b of blocked.data) {
      expect(b.bloqueio?.motivo).toContain('limite de 3 solicitações');
      expect(b.proximaRenovacaoEm).not.toBeNull();
    }
    const summary = await owner.api.resumoMonitoramento();
    expect(summary).toMatchObject({ partes: 5, ativas: 5, bloqueadas: 2 });
    expect(await owner.api.coberturaCotaMonitoramento({ query: { novas: 1 } })).toMatchObject({
      cobertas: 0,
      semCota: 1,
      bloqueadas: 2,
    });

    // Said once: more passes (a day later too) do not repeat the alert.
    await runMonitoringPass(t.server.ctx);
    await advance(DAY);
    await runMonitoringPass(t.server.ctx);
    await runMonitoringPass(t.server.ctx);
    const quotaMails = () => mailsTo(owner.email).filter((m) => m.includes('assim que houver cota'));
    await waitUntil(async () => quotaMails().length > 0, 10_000, 'the quota e-mail');
    expect(quotaMails()).toHaveLength(1);
    expect(quotaMails()[0]).toContain('2 renovações não foram criadas');
    const notes = await t.server.ctx.db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.userId, owner.userId), eq(notificacoes.evento, 'monitoramento.sem_cota')));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.link).toBe('/monitoramento?bloqueadas=true');

    // 'Renovar agora' counts against the quota: refused clearly while there is none.
    const first = blocked.data[0] as NonNullable<(typeof blocked.data)[0]>;
    const refused = await fail(owner.api.renovarMonitoramento({ path: { id: first.id } }));
    expect(refused.status).toBe(422);
    expect(refused.message).toContain('limite de 3 solicitações');

    // A bigger plan: the blocked parties are renewed at once, without waiting for the (hourly) pass.
    const { api: admin } = await t.admin();
    const plano = await admin.createPlano({ body: { nome: 'Plano ilimitado cota', valor: 99.9, limite: 0 } });
    await admin.concederPlanoUsuario({ path: { id: owner.userId }, body: { planoId: plano.id } });
    await waitUntil(
      async () => {
        const list = await owner.api.listarMonitoramentos({ query: { limite: 10 } });
        return list.data.every((p) => p.bloqueio === null && p.certidoes.every((c) => c.emitidoEm));
      },
      30_000,
      'blocked parties renewed after the plan changed',
    );
    expect((await owner.api.resumoMonitoramento()).bloqueadas).toBe(0);

    // 'Renovar agora' with quota: a renewal now; a second one while it runs is refused.
    const now = await owner.api.renovarMonitoramento({ path: { id: first.id } });
    expect(now.renovacaoSolicitacaoId).not.toBeNull();
    const twice = await fail(owner.api.renovarMonitoramento({ path: { id: first.id } }));
    expect(twice.status).toBe(409);
    await idle(owner.api, first.id);
    const detail = await owner.api.obterMonitoramento({ path: { id: first.id } });
    expect(detail.eventos.filter((e) => e.tipo === 'renovacao_criada')).toHaveLength(2);
    const paused = await owner.api.atualizarMonitoramento({
      path: { id: first.id },
      body: { status: 'pausado' },
    });
    expect(paused.bloqueio).toBeNull();
    expect((await fail(owner.api.renovarMonitoramento({ path: { id: first.id } }))).status).toBe(409);
    const other = await userWithPlan(t, 0);
    expect((await fail(other.api.renovarMonitoramento({ path: { id: first.id } }))).status).toBe(404);
  });

  it('a confirmed payment renews what waited for it at once, without waiting for the scheduled pass', async () => {
    const { api: admin } = await t.admin();
    const plano = await admin.createPlano({ body: { nome: 'Plano PIX cota', valor: 49.9, limite: 0 } });
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({
      body: { planoId: plano.id, renovacaoAutomatica: false, billingType: 'PIX' },
    });
    const created = await u.api.criarMonitoramento({ body: party('Pedro Pix', CPFS[2] as string) });
    const blocked = await waitUntil(async () => {
      await runMonitoringPass(t.server.ctx);
      const p = await u.api.obterMonitoramento({ path: { id: created.id } });
      return p.bloqueio ? p : undefined;
    });
    expect(blocked.bloqueio?.motivo).toContain('aguardando a confirmação do pagamento');
    expect(blocked.certidoes[0]?.emitidoEm).toBeNull();
    const pay = await u.api.criarPagamento({ body: { planoId: plano.id, metodoPagamento: 'PIX' } });
    await t.anon.pagarSandbox({ path: { id: pay.id } });
    // No pass run here: the payment's commit woke one.
    const renewed = await waitUntil(
      async () => {
        const p = await u.api.obterMonitoramento({ path: { id: created.id } });
        return !p.bloqueio && p.certidoes.every((c) => c.emitidoEm) ? p : undefined;
      },
      30_000,
      'the party renewed after the payment',
    );
    expect(renewed.eventos.filter((e) => e.tipo === 'renovacao_criada')).toHaveLength(1);
  });

  it('one alert per party and change with its types grouped; digest once a day by choice; off is off', async () => {
    const owner = await userWithPlan(t, 0);
    expect(await owner.api.obterPreferenciasAlertas()).toEqual({
      vencimento: 'imediato',
      resultado: 'imediato',
      falha: 'imediato',
      cota: 'imediato',
    });
    // 'ALTERNA': the sandbox says 'nada consta' and 'consta' in turns, a week each, for every type.
    const created = await owner.api.criarMonitoramento({
      body: party('Paulo ALTERNA Lima', CPFS[1] as string, {
        tiposCertidao: ['cndt', 'trf3'],
        politica: 'semanal',
      }),
    });
    const first = await idle(owner.api, created.id);
    const changes = () =>
      mailsTo(owner.email).filter(
        (m) => m.includes('O resultado mudou') && !m.includes('desde o último resumo'),
      );
    const changed = async (before: string | null | undefined) =>
      waitUntil(async () => {
        const p = await idle(owner.api, created.id);
        return p.certidoes[0]?.resultado !== before ? p : undefined;
      });
    await advance(7 * DAY);
    const after = await changed(first.certidoes[0]?.resultado);
    // What changed and when: both types, old → new, at the server's clock.
    expect(after.ultimaAlteracao?.em).toBe(after.ultimaAlteracaoEm);
    expect(after.ultimaAlteracao?.mudancas.map((m) => m.tipoCertidao)).toEqual(after.tiposCertidao);
    expect(after.ultimaAlteracao?.mudancas[0]).toMatchObject({
      resultadoAnterior: first.certidoes[0]?.resultado,
      resultado: after.certidoes[0]?.resultado,
    });
    await waitUntil(async () => changes().length > 0, 10_000, 'the change e-mail');
    expect(changes()).toHaveLength(1);
    expect(changes()[0]).toContain('2 certidões');
    const notes = async () =>
      t.server.ctx.db
        .select()
        .from(notificacoes)
        .where(
          and(
            eq(notificacoes.userId, owner.userId),
            eq(notificacoes.evento, 'monitoramento.resultado_alterado'),
          ),
        );
    expect(await notes()).toHaveLength(1);
    // Dated by the server's (moved) clock, as the timeline is.
    expect((await notes())[0]?.createdAt.toISOString()).toBe(after.ultimaAlteracaoEm);

    // Daily digest for changes: the notification at once, the e-mail the next day from 08:00, once.
    const bad = await fail(
      owner.api.atualizarPreferenciasAlertas({ body: { resultado: 'semanal' as never } }),
    );
    expect(bad.status).toBe(400);
    expect(
      await owner.api.atualizarPreferenciasAlertas({
        body: { resultado: 'resumo_diario', cota: 'desligado' },
      }),
    ).toMatchObject({ resultado: 'resumo_diario', cota: 'desligado', vencimento: 'imediato' });
    await advance(7 * DAY);
    await changed(after.certidoes[0]?.resultado);
    expect(await notes()).toHaveLength(2);
    await runMonitoringPass(t.server.ctx);
    expect(changes()).toHaveLength(1);
    const digests = () => mailsTo(owner.email).filter((m) => m.includes('desde o último resumo'));
    expect(digests()).toHaveLength(0);
    const clock = t.server.ctx.clock.now();
    const nextMorning = startOfDaySaoPaulo(clock).getTime() + DAY * 1000 + 9 * 3_600_000;
    await advance(Math.ceil((nextMorning - clock.getTime()) / 1000));
    await Promise.all([1, 2, 3].map(() => runMonitoringPass(t.server.ctx)));
    await runMonitoringPass(t.server.ctx);
    expect(digests()).toHaveLength(1);
    expect(digests()[0]).toContain('Paulo ALTERNA Lima');
    expect(changes()).toHaveLength(1);

    // Off: the timeline only.
    await owner.api.atualizarPreferenciasAlertas({ body: { resultado: 'desligado' } });
    const third = await owner.api.obterMonitoramento({ path: { id: created.id } });
    await advance(7 * DAY);
    await changed(third.certidoes[0]?.resultado);
    expect(await notes()).toHaveLength(2);
    const detail = await owner.api.obterMonitoramento({ path: { id: created.id } });
    expect(detail.eventos.filter((e) => e.tipo === 'resultado_alterado').length).toBeGreaterThanOrEqual(6);
  });

  it('every summary card counts parties, exactly those its filtered list shows; a paused party is not alerted', async () => {
    const owner = await userWithPlan(t, 0);
    const x = await owner.api.criarMonitoramento({
      body: party('Xavier Dois Tipos', CPFS[2] as string, { tiposCertidao: ['tjsp', 'trf3'] }),
    });
    const y = await owner.api.criarMonitoramento({ body: party('Yara Um Tipo', CPFS[3] as string) });
    const z = await owner.api.criarMonitoramento({ body: party('Zeca Pausado', CPFS[4] as string) });
    for (const p of [x, y, z]) await idle(owner.api, p.id);
    await owner.api.atualizarMonitoramento({ path: { id: z.id }, body: { status: 'pausado' } });
    const cardsMatchLists = async () => {
      const resumo = await owner.api.resumoMonitoramento();
      const total = async (query: Record<string, unknown>) =>
        (await owner.api.listarMonitoramentos({ query: { limite: 100, ...query } })).meta.total;
      expect({
        partes: resumo.partes,
        ativas: resumo.ativas,
        pausadas: resumo.pausadas,
        vencendoEm7Dias: resumo.vencendoEm7Dias,
        vencidas: resumo.vencidas,
        resultadosAlterados: resumo.resultadosAlterados,
        comPositivas: resumo.comPositivas,
        bloqueadas: resumo.bloqueadas,
      }).toEqual({
        partes: await total({}),
        ativas: await total({ status: 'ativo' }),
        pausadas: await total({ status: 'pausado' }),
        vencendoEm7Dias: await total({ vencendoEmDias: 7 }),
        vencidas: await total({ vencidas: true }),
        resultadosAlterados: await total({ alterados: true }),
        comPositivas: await total({ comPositivas: true }),
        bloqueadas: await total({ bloqueadas: true }),
      });
      return resumo;
    };
    // 24 days on: four 30-day certificates of three parties expire within 7 days; the card says 3 (parties).
    await advance(24 * DAY);
    await runMonitoringPass(t.server.ctx);
    expect(await cardsMatchLists()).toMatchObject({ partes: 3, ativas: 2, pausadas: 1, vencendoEm7Dias: 3 });
    // The active parties are renewed when due (5 days before); 6 days later the paused one's certificate has
    // lapsed, without an alert.
    await advance(2 * DAY);
    for (const p of [x, y]) await idle(owner.api, p.id);
    await advance(6 * DAY);
    await runMonitoringPass(t.server.ctx);
    expect(await cardsMatchLists()).toMatchObject({ vencendoEm7Dias: 0, vencidas: 1 });
    const paused = await owner.api.obterMonitoramento({ path: { id: z.id } });
    expect(paused.eventos.filter((e) => e.tipo === 'certidao_vencida')).toHaveLength(0);
    const expired = await owner.api.listarMonitoramentos({ query: { vencidas: true } });
    expect(expired.data.map((p) => p.id)).toEqual([z.id]);
    expect(mailsTo(owner.email).filter((m) => m.includes('venceu'))).toHaveLength(0);
  });
});

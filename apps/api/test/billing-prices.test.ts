/**
 * Billing by certificate: the catalogue's prices, each certificate's price recorded when it is ordered with one
 * charge in the ledger (`lancamentos`), a return when it is cancelled or fails without being issued (once, also
 * across retries), the quota given back when every certificate of a request was returned, nothing for staff, and
 * the companies' report summing the ledger. Assisted types wait for an operator (SANDBOX_ASSISTED=manual), so a
 * request can be cancelled while they are still open; automatic ones are issued at once.
 */

import { CERTIFICATE_TYPES, getCertificateType } from '@certidao/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/queries.ts';
import { companyWithMembers } from './companyFixtures.ts';
import { follow } from './eventStream.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';
import { fisicaBody, settled, userWithPlan, waitUntil } from './pipelineHelpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { SANDBOX_ASSISTED: 'manual' });
});
afterAll(async () => {
  await t?.close();
});

interface LedgerRow {
  conta_id: string;
  empresa_id: string | null;
  certidao_id: string | null;
  tipo: 'cobranca' | 'devolucao';
  valor_centavos: number;
  descricao: string;
}

/** The ledger rows of a request, charges first. */
async function ledgerOf(solicitacaoId: string): Promise<LedgerRow[]> {
  const result = await t.server.ctx.db.execute(sql`
    select conta_id, empresa_id, certidao_id, tipo, valor_centavos, descricao from lancamentos
     where solicitacao_id = ${solicitacaoId} order by tipo, certidao_id`);
  return rowsOf<LedgerRow>(result).map((r) => ({ ...r, valor_centavos: Number(r.valor_centavos) }));
}

const sumOf = (rows: LedgerRow[]) => rows.reduce((n, r) => n + r.valor_centavos, 0);

type Api = Awaited<ReturnType<typeof userWithPlan>>['api'];

/** Waits until the request's certificate of this type has this status; returns the request. */
function certReaches(api: Api, id: string, tipo: string, status: string) {
  return waitUntil(async () => {
    const s = await api.getSolicitacao({ path: { id } });
    return s.certidoes.find((c) => c.tipoCertidao === tipo)?.status === status ? s : undefined;
  });
}

describe('prices', () => {
  it('the catalogue exposes each type’s price, the domain’s', async () => {
    const list = await t.anon.listarCatalogo({});
    expect(list.data).toHaveLength(CERTIFICATE_TYPES.length);
    for (const tipo of list.data) {
      expect(tipo.precoCentavos).toBe(getCertificateType(tipo.codigo)?.precoCentavos);
      expect(tipo.precoCentavos).toBeGreaterThan(0);
    }
    expect((await t.anon.obterTipoCertidao({ path: { codigo: 'tjsp' } })).precoCentavos).toBe(990);
    expect((await t.anon.obterTipoCertidao({ path: { codigo: 'trf3' } })).precoCentavos).toBe(2490);
    expect((await t.anon.obterTipoCertidao({ path: { codigo: 'matricula' } })).precoCentavos).toBe(3990);
  });

  it('a new request records each certificate’s price and charges each one in the ledger', async () => {
    const user = await userWithPlan(t, 5);
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Carla Preço', undefined, ['tjsp', 'cndt', 'trf3']),
    });
    expect(Object.fromEntries(created.certidoes.map((c) => [c.tipoCertidao, c.precoCentavos]))).toEqual({
      tjsp: 990,
      cndt: 790,
      trf3: 2490,
    });
    expect(created.certidoes.every((c) => c.devolvido === false)).toBe(true);
    expect(created).toMatchObject({ cobrado: 42.7, devolvido: 0, custo: 42.7 });

    const rows = await ledgerOf(created.id);
    expect(rows).toHaveLength(3);
    for (const c of created.certidoes)
      expect(rows.find((r) => r.certidao_id === c.id)).toMatchObject({
        conta_id: user.userId,
        empresa_id: null,
        tipo: 'cobranca',
        valor_centavos: c.precoCentavos,
        descricao: getCertificateType(c.tipoCertidao)?.label,
      });
    // The list and the detail read the same figures.
    const listed = (await user.api.getSolicitacoes({})).data.find((s) => s.id === created.id);
    expect(listed).toMatchObject({ cobrado: 42.7, devolvido: 0, custo: 42.7 });
    // The ledger is append-only.
    await expect(
      t.server.ctx.db.execute(
        sql`update lancamentos set valor_centavos = 1 where solicitacao_id = ${created.id}`,
      ),
    ).rejects.toThrow();
  });

  it('staff requests cost nothing and leave nothing in the ledger, cancelled or not', async () => {
    const mod = await t.createUser('moderator');
    const created = await mod.api.createSolicitacao({
      body: fisicaBody('Equipe', undefined, ['cndt', 'trf3']),
    });
    expect(created.certidoes.map((c) => c.precoCentavos)).toEqual([0, 0]);
    expect(created).toMatchObject({ cobrado: 0, devolvido: 0, custo: 0 });
    await certReaches(mod.api, created.id, 'cndt', 'concluido');
    const cancelled = await mod.api.cancelarSolicitacao({ path: { id: created.id } });
    expect(cancelled).toMatchObject({ cobrado: 0, devolvido: 0, custo: 0 });
    expect(cancelled.certidoes.every((c) => !c.devolvido)).toBe(true);
    expect(await ledgerOf(created.id)).toEqual([]);
  });
});

describe('returns', () => {
  it('cancelling returns the cancelled certificates; the quota comes back once every one was returned', async () => {
    const user = await userWithPlan(t, 2);
    // CNDT is issued at once; the two TRF-3 types wait for an operator.
    const mixed = await user.api.createSolicitacao({
      body: fisicaBody('Rita Cancela', undefined, ['cndt', 'trf3', 'trf3-regional']),
    });
    const onlyAssisted = await user.api.createSolicitacao({
      body: fisicaBody('Rita Cancela', undefined, ['trf3']),
    });
    expect((await user.api.getPlanoSolicitacoes()).utilizadas).toBe(2);
    expect(
      (await fail(user.api.createSolicitacao({ body: fisicaBody('Rita', undefined, ['cndt']) }))).status,
    ).toBe(422);
    const before = await certReaches(user.api, mixed.id, 'cndt', 'concluido');
    expect(before).toMatchObject({ cobrado: 57.7, devolvido: 0, custo: 57.7 });

    const stream = follow(t, user.token, { solicitacaoId: mixed.id });
    await stream.ready();
    const cancelled = await user.api.cancelarSolicitacao({ path: { id: mixed.id } });
    // Charged as before; the two cancelled certificates returned; the issued one still charged.
    expect(cancelled).toMatchObject({ cobrado: 57.7, devolvido: 49.8, custo: 7.9 });
    expect(
      Object.fromEntries(cancelled.certidoes.map((c) => [c.tipoCertidao, [c.status, c.devolvido]])),
    ).toEqual({
      cndt: ['concluido', false],
      trf3: ['cancelado', true],
      'trf3-regional': ['cancelado', true],
    });
    // The cached detail changed with the return.
    expect(await user.api.getSolicitacao({ path: { id: mixed.id } })).toMatchObject({
      devolvido: 49.8,
      custo: 7.9,
    });
    const returns = (await ledgerOf(mixed.id)).filter((r) => r.tipo === 'devolucao');
    expect(returns.map((r) => [r.valor_centavos, r.conta_id])).toEqual([
      [-2490, user.userId],
      [-2490, user.userId],
    ]);
    expect(returns[0]?.descricao).toMatch(/^Devolução: Certidão .+ \(cancelada\)$/);
    // Live events say so, and so does a replay.
    await waitUntil(
      async () => stream.latest().get(cancelled.certidoes[1]?.id as string)?.certidao.devolvido,
    );
    await stream.close();
    const replay = follow(t, user.token, { solicitacaoId: mixed.id, lastEventId: '0' });
    await waitUntil(
      async () => replay.latest().get(cancelled.certidoes[2]?.id as string)?.certidao.devolvido,
    );
    expect(replay.latest().get(cancelled.certidoes[0]?.id as string)?.certidao.devolvido).toBe(false);
    await replay.close();
    // A certificate was issued: the request still counts.
    expect((await user.api.getPlanoSolicitacoes()).utilizadas).toBe(2);

    // Every certificate returned: the request no longer counts, and the month has room again.
    const none = await user.api.cancelarSolicitacao({ path: { id: onlyAssisted.id } });
    expect(none).toMatchObject({ cobrado: 24.9, devolvido: 24.9, custo: 0 });
    expect(await user.api.getPlanoSolicitacoes()).toMatchObject({
      utilizadas: 1,
      disponiveis: 1,
      podeCriar: true,
    });
    expect((await user.api.obterPlanoUsuario()).usage.solicitacoesRealizadas).toBe(1);
    const { api: admin } = await t.admin();
    expect((await admin.getUsoUsuario({ path: { id: user.userId } })).data.at(-1)?.solicitacoes).toBe(1);
    await user.api.createSolicitacao({ body: fisicaBody('Rita', undefined, ['cndt']) });
    expect((await user.api.getPlanoSolicitacoes()).podeCriar).toBe(false);
  }, 60_000);

  it('a certificate that fails for good is returned once; a retry that issues it is not charged again', async () => {
    const user = await userWithPlan(t, 5);
    // FALHA: every certificate's first job fails (a manual retry is offered).
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Teste FALHA Lima', undefined, ['cndt', 'receita-federal']),
    });
    const failed = await settled(user.api, created.id);
    expect(failed.certidoes.map((c) => [c.status, c.devolvido])).toEqual([
      ['falhou', true],
      ['falhou', true],
    ]);
    expect(failed).toMatchObject({ cobrado: 15.8, devolvido: 15.8, custo: 0 });
    const returns = (await ledgerOf(created.id)).filter((r) => r.tipo === 'devolucao');
    expect(returns.map((r) => r.valor_centavos)).toEqual([-790, -790]);
    expect(returns[0]?.descricao).toMatch(/\(não emitida\)$/);
    expect((await user.api.getPlanoSolicitacoes()).utilizadas).toBe(0);

    // A manual retry issues it: still returned, nothing charged again; the request counts again (delivered).
    const cert = failed.certidoes[0];
    await user.api.tentarNovamenteCertidao({ path: { id: created.id, certId: cert?.id as string } });
    const issued = await certReaches(user.api, created.id, cert?.tipoCertidao as string, 'concluido');
    expect(issued).toMatchObject({ cobrado: 15.8, devolvido: 15.8, custo: 0 });
    expect(issued.certidoes.find((c) => c.id === cert?.id)?.devolvido).toBe(true);
    const rows = await ledgerOf(created.id);
    expect(rows.map((r) => r.tipo)).toEqual(['cobranca', 'cobranca', 'devolucao', 'devolucao']);
    expect((await user.api.getPlanoSolicitacoes()).utilizadas).toBe(1);
  }, 60_000);

  it('an assisted certificate the operator fails is returned once, also when its retry fails again', async () => {
    const user = await userWithPlan(t, 5);
    const mod = await t.createUser('moderator');
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Júlio Portal', undefined, ['trf3']),
    });
    const failOnce = async (jobId: string) => {
      await mod.api.assumirEmissaoAssistida({ path: { id: jobId } });
      await mod.api.falharEmissaoAssistida({
        path: { id: jobId },
        body: { motivo: 'O portal do TRF-3 está fora do ar.' },
      });
      return settled(user.api, created.id);
    };
    const first = await failOnce(created.certidoes[0]?.jobId as string);
    expect(first).toMatchObject({ cobrado: 24.9, devolvido: 24.9, custo: 0 });
    expect(first.certidoes[0]).toMatchObject({
      status: 'falhou',
      devolvido: true,
      podeTentarNovamente: true,
    });
    const retried = await user.api.tentarNovamenteCertidao({
      path: { id: created.id, certId: first.certidoes[0]?.id as string },
    });
    expect(retried).toMatchObject({ status: 'pendente', precoCentavos: 2490, devolvido: true });
    const second = await failOnce(retried.jobId as string);
    expect(second).toMatchObject({ cobrado: 24.9, devolvido: 24.9, custo: 0 });
    expect((await ledgerOf(created.id)).map((r) => [r.tipo, r.valor_centavos])).toEqual([
      ['cobranca', 2490],
      ['devolucao', -2490],
    ]);
  }, 60_000);
});

describe('companies', () => {
  it('charges the holder’s account; the report’s spend is the ledger’s sums, per member and in the CSV', async () => {
    const c = await companyWithMembers(t, 10);
    const byGestor = await c.gestor.api.createSolicitacao({
      body: fisicaBody('Empresa Um', undefined, ['tjsp', 'cndt']),
    });
    const byMembro = await c.membro.api.createSolicitacao({
      body: fisicaBody('Empresa Dois', undefined, ['receita-federal', 'trf3']),
    });
    await certReaches(c.membro.api, byMembro.id, 'receita-federal', 'concluido');
    const partly = await c.membro.api.cancelarSolicitacao({ path: { id: byMembro.id } });
    expect(partly).toMatchObject({ cobrado: 32.8, devolvido: 24.9, custo: 7.9 });
    const membroRows = await ledgerOf(byMembro.id);
    expect(new Set(membroRows.map((r) => [r.conta_id, r.empresa_id].join()))).toEqual(
      new Set([[c.gestor.userId, c.empresaId].join()]),
    );

    const company = rowsOf<{ total: number }>(
      await t.server.ctx.db.execute(
        sql`select coalesce(sum(valor_centavos), 0) as total from lancamentos where empresa_id = ${c.empresaId}`,
      ),
    );
    const ledgerTotal = Number(company[0]?.total);
    expect(ledgerTotal).toBe(sumOf(await ledgerOf(byGestor.id)) + sumOf(membroRows));
    expect(ledgerTotal).toBe(1780 + 790);

    const report = await c.gestor.api.obterRelatorioUsoEmpresa();
    expect(report.totais).toEqual({ solicitacoes: 2, certidoes: 4, gasto: ledgerTotal / 100 });
    const member = (id: string) => report.porMembro.find((m) => m.usuario.id === id);
    expect(member(c.gestor.userId)?.gasto).toBe(17.8);
    expect(member(c.membro.userId)?.gasto).toBe(7.9);
    const csv = await fetch(`${t.apiUrl}/empresa/relatorios/uso.csv?agrupamento=solicitacao`, {
      headers: { authorization: `Bearer ${c.gestor.token}` },
    }).then((r) => r.text());
    // The request has no reference: its column, the last, is empty.
    expect(csv.split('\r\n').find((l) => l.includes(byMembro.id))).toMatch(/;2;7,90;$/);
  }, 60_000);
});

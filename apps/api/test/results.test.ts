/**
 * What each certificate found, everywhere it appears: the result and validity of every certificate and PDF in
 * the request's answers, the request's summary, the list filtered by result and by expiry, the ZIP's
 * `resumo.csv`, and the `certidao.concluida` event.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certidoes, pdfs } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { fisicaBody, readZip, settled, userWithPlan } from './pipelineHelpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe('results and validity', () => {
  it('carries each certificate’s result and validity, and sums the request up', async () => {
    const owner = await userWithPlan(t, 0);
    const clean = await owner.api.createSolicitacao({ body: fisicaBody('Maria Sem Pendências') });
    const positive = await owner.api.createSolicitacao({ body: fisicaBody('Pessoa POSITIVA Teste') });
    const done = await settled(owner.api, positive.id);
    await settled(owner.api, clean.id);

    expect(done.certidoes.every((c) => c.resultado === 'positiva')).toBe(true);
    expect(done.resumo).toMatchObject({ total: 10, positivas: 10, negativas: 0, naoEmitidas: 0 });
    for (const c of done.certidoes) {
      const [pdf] = c.pdfs;
      expect(pdf?.resultado).toBe('positiva');
      expect(pdf?.codigoControle).toBeTruthy();
      expect(c.validoAte).toBe(pdf?.validoAte);
    }
    const firstExpiry = done.certidoes
      .map((c) => c.validoAte)
      .filter((v): v is string => !!v)
      .sort()[0];
    expect(done.resumo.primeiroVencimento).toBe(firstExpiry ?? null);

    const consta = await owner.api.getSolicitacoes({ query: { resultado: 'positiva', limite: 100 } });
    expect(consta.data.map((s) => s.id)).toEqual([positive.id]);
    const nadaConsta = await owner.api.getSolicitacoes({ query: { resultado: 'negativa', limite: 100 } });
    expect(nadaConsta.data.map((s) => s.id)).not.toContain(positive.id);
  });

  it('filters by what expires within N days, and says when a certificate failed for good', async () => {
    const owner = await userWithPlan(t, 0);
    const created = await owner.api.createSolicitacao({
      body: fisicaBody('Validade Curta', undefined, ['cndt', 'trf3']),
    });
    const done = await settled(owner.api, created.id);
    const [cndt, trf3] = done.certidoes;
    // CNDT expires in 3 days; TRF3 in 90.
    await t.server.ctx.db
      .update(pdfs)
      .set({ validoAte: new Date(Date.now() + 3 * 86_400_000) })
      .where(eq(pdfs.certidaoId, cndt?.id as string));
    await t.server.ctx.db
      .update(pdfs)
      .set({ validoAte: new Date(Date.now() + 90 * 86_400_000) })
      .where(eq(pdfs.certidaoId, trf3?.id as string));
    const soon = await owner.api.getSolicitacoes({ query: { vencendoEmDias: 7, limite: 100 } });
    expect(soon.data.map((s) => s.id)).toEqual([created.id]);
    await t.server.ctx.db
      .update(pdfs)
      .set({ validoAte: new Date(Date.now() - 86_400_000) })
      .where(eq(pdfs.certidaoId, cndt?.id as string));
    // Past validity is vencida, not "expiring": only TRF3 (90 days) is left, outside 7 days.
    expect((await owner.api.getSolicitacoes({ query: { vencendoEmDias: 7 } })).data).toEqual([]);
    expect((await owner.api.getSolicitacoes({ query: { vencendoEmDias: 120 } })).data).toHaveLength(1);

    // A certificate the source refused (failed, no retry can fix it) is 'nao_emitida'.
    const refused = await owner.api.createSolicitacao({ body: fisicaBody('Recusada', undefined, ['cndt']) });
    const refusedDone = await settled(owner.api, refused.id);
    await t.server.ctx.db.delete(pdfs).where(
      inArray(
        pdfs.certidaoId,
        refusedDone.certidoes.map((c) => c.id),
      ),
    );
    await t.server.ctx.db
      .update(certidoes)
      .set({ status: 'falhou', podeTentarNovamente: false, erro: 'A fonte recusou a emissão.' })
      .where(eq(certidoes.solicitacaoId, refused.id));
    const after = await owner.api.getSolicitacao({ path: { id: refused.id } });
    expect(after.certidoes[0]).toMatchObject({ resultado: 'nao_emitida', validoAte: null });
    expect(after.resumo).toMatchObject({ total: 1, naoEmitidas: 1 });
    const naoEmitidas = await owner.api.getSolicitacoes({ query: { resultado: 'nao_emitida' } });
    expect(naoEmitidas.data.map((s) => s.id)).toEqual([refused.id]);
  });

  it('puts resumo.csv first in the ZIP, one line per PDF', async () => {
    const owner = await userWithPlan(t, 0);
    const created = await owner.api.createSolicitacao({
      body: fisicaBody('Pessoa POSITIVA Zip', undefined, ['cndt', 'tjsp']),
    });
    const done = await settled(owner.api, created.id);
    const res = await fetch(`${t.apiUrl}/solicitacoes/${created.id}/pdfs.zip`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.status).toBe(200);
    const files = new Map(readZip(Buffer.from(await res.arrayBuffer())).map((e) => [e.name, e.bytes]));
    expect([...files.keys()][0]).toBe('resumo.csv');
    const csv = files.get('resumo.csv')?.toString('utf8') ?? '';
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nome / Razão social;CPF/CNPJ;Certidão;Órgão emissor;Resultado;Emitida em;Válida até;Código de verificação;Código de controle;Arquivo',
    );
    expect(lines).toHaveLength(3);
    for (const c of done.certidoes) {
      const pdf = c.pdfs[0];
      const line = lines.find((l) => l.includes(pdf?.codigoVerificacao ?? '?'));
      expect(line, c.tipoCertidao).toContain(';Consta;');
      expect(line).toContain(`${c.tipoCertidao}-${pdf?.nomeArquivo}`);
      expect(files.has(`${c.tipoCertidao}-${pdf?.nomeArquivo}`)).toBe(true);
    }
  });
});

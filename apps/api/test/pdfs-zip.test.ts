import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { fetchZip, fisicaBody, readZip, settled, sha256, userWithPlan } from './pipelineHelpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const expectStatus = async (p: Promise<unknown>, status: number, message?: string) => {
  const error = (await p.then(
    () => undefined,
    (e) => e,
  )) as { status?: number; message?: string } | undefined;
  expect(error, 'expected the call to fail').toBeDefined();
  expect(error?.status).toBe(status);
  if (message) expect(error?.message).toBe(message);
};

const NO_PDF_YET = 'Nenhuma certidão foi gerada ainda.';

describe('GET /solicitacoes/{id}/pdfs.zip (Baixar todos)', () => {
  it('streams one ZIP whose entries are resumo.csv and the request’s PDFs, byte for byte', async () => {
    const user = await userWithPlan(t, 0);
    const [nome, cpf] = ['Maria Zip', '529.982.247-25'];
    const created = await user.api.createSolicitacao({
      body: fisicaBody(nome, cpf, ['trt2', 'cndt', 'receita-federal', 'tjsp']),
    });
    const done = await settled(user.api, created.id);
    expect(done.status).toBe('concluido');
    const pdfs = done.certidoes.flatMap((c) => c.pdfs.map((p) => ({ ...p, tipo: c.tipoCertidao })));
    expect(pdfs).toHaveLength(4);

    const { res, bytes } = await fetchZip(t, user.token, created.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="certidoes-${created.id.slice(0, 8)}.zip"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    const [summary, ...entries] = readZip(bytes);
    expect(summary?.name).toBe('resumo.csv');
    // Every line names the party and its CPF, so the summary read alone says whose certificates these are.
    const lines = summary!.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]?.split(';').slice(0, 3)).toEqual(['Nome / Razão social', 'CPF/CNPJ', 'Certidão']);
    expect(lines).toHaveLength(pdfs.length + 1);
    for (const line of lines.slice(1)) expect(line.startsWith(`${nome};${cpf};`), line).toBe(true);
    // In the catalogue's order, as the detail screen lists them.
    expect(entries.map((e) => e.name)).toEqual(pdfs.map((p) => `${p.tipo}-${p.nomeArquivo}`));
    for (const [i, entry] of entries.entries()) {
      expect(entry.bytes.length).toBe(pdfs[i]?.tamanho);
      expect(sha256(entry.bytes)).toBe(pdfs[i]?.sha256);
    }

    // The generated client reads it as a Blob; staff may download any request.
    const blob = await user.api.baixarPdfsSolicitacao({ path: { id: created.id } });
    expect(Buffer.from(await blob.arrayBuffer()).equals(bytes)).toBe(true);
    const admin = await t.admin();
    expect((await fetchZip(t, admin.token, created.id)).res.status).toBe(200);
  }, 60_000);

  it('resumo=false: only the PDFs, each entry as long as its listed tamanho; resumo=true is the default', async () => {
    const user = await userWithPlan(t, 0);
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Maria Sem Resumo', '529.982.247-25', ['trt2', 'cndt', 'tjsp']),
    });
    const done = await settled(user.api, created.id);
    const pdfs = done.certidoes.flatMap((c) => c.pdfs.map((p) => ({ ...p, tipo: c.tipoCertidao })));
    expect(pdfs).toHaveLength(3);

    const { res, bytes } = await fetchZip(t, user.token, created.id, '?resumo=false');
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    const entries = readZip(bytes);
    expect(entries.map((e) => e.name)).toEqual(pdfs.map((p) => `${p.tipo}-${p.nomeArquivo}`));
    for (const [i, entry] of entries.entries()) {
      expect(entry.bytes.length).toBe(pdfs[i]?.tamanho);
      expect(sha256(entry.bytes)).toBe(pdfs[i]?.sha256);
    }
    const withSummary = await fetchZip(t, user.token, created.id, '?resumo=true');
    expect(readZip(withSummary.bytes)[0]?.name).toBe('resumo.csv');
    expect(withSummary.bytes.equals((await fetchZip(t, user.token, created.id)).bytes)).toBe(true);
    // Typed in the generated client.
    const blob = await user.api.baixarPdfsSolicitacao({ path: { id: created.id }, query: { resumo: false } });
    expect(Buffer.from(await blob.arrayBuffer()).equals(bytes)).toBe(true);

    expect((await fetchZip(t, user.token, created.id, '?resumo=talvez')).res.status).toBe(400);
  }, 60_000);

  it('answers 404 for another user’s request and 401 without a session', async () => {
    const owner = await userWithPlan(t, 0);
    const other = await userWithPlan(t, 0);
    const created = await owner.api.createSolicitacao({ body: fisicaBody('Dono Zip', undefined, ['trt2']) });
    await settled(owner.api, created.id);

    await expectStatus(
      other.api.baixarPdfsSolicitacao({ path: { id: created.id } }),
      404,
      'Solicitação não encontrada.',
    );
    expect((await fetch(`${t.apiUrl}/solicitacoes/${created.id}/pdfs.zip`)).status).toBe(401);
  }, 60_000);

  it('says no certificate was generated yet when the request has no PDF', async () => {
    const user = await userWithPlan(t, 0);
    // FALHA: every certificate's first attempt fails, so the request settles without any PDF.
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Teste FALHA Zip', undefined, ['trt2']),
    });
    const done = await settled(user.api, created.id);
    expect(done.certidoes.every((c) => c.status === 'falhou' && c.pdfs.length === 0)).toBe(true);

    await expectStatus(user.api.baixarPdfsSolicitacao({ path: { id: created.id } }), 409, NO_PDF_YET);
    const { res } = await fetchZip(t, user.token, created.id);
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  }, 60_000);

  it('refuses before the first byte when a PDF is missing from storage', async () => {
    const user = await userWithPlan(t, 0);
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Maria Sumida', undefined, ['trt2', 'cndt']),
    });
    const done = await settled(user.api, created.id);
    const pdf = done.certidoes[1]?.pdfs[0];
    if (!pdf) throw new Error('no pdf');
    const row = await t.server.ctx.db.query.pdfs.findFirst({ where: (p, { eq }) => eq(p.id, pdf.id) });
    await t.server.ctx.pipeline.storage.delete(row?.storageKey as string);

    const { res, bytes } = await fetchZip(t, user.token, created.id);
    expect(res.status).toBe(404);
    expect(JSON.parse(bytes.toString()).message).toBe(
      'O arquivo de um PDF desta solicitação não está disponível no armazenamento.',
    );
  }, 60_000);
});

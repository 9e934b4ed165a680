/**
 * Assisted issuance: a certificate without an automatic source waits for a person (SANDBOX_ASSISTED=manual,
 * or the OPERADOR test input in auto mode), shows in the operators' queue with its deadline, is taken, released
 * and fulfilled with the PDF obtained at the portal (delivered like an automatic answer: signed, the official
 * pages after ours, result and validity, ZIP) or failed with the operator's reason; an overdue
 * job alerts the staff once. In auto mode the sandbox fulfils assisted types by itself.
 */

import { eq, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/queries.ts';
import { certidoes } from '../src/db/schema.ts';
import { notifyAssistedOverdue } from '../src/jobs/notify.ts';
import { toListItem } from '../src/modules/requests/serialize.ts';
import { callApi, fail, startTestServer, type TestServer } from './harness.ts';
import {
  fetchPdf,
  fetchZip,
  fisicaBody,
  inspectPdf,
  readZip,
  settled,
  userWithPlan,
  waitUntil,
} from './pipelineHelpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { SANDBOX_ASSISTED: 'manual' });
});
afterAll(async () => {
  await t?.close();
});

async function officialPdf(): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of ['DOCUMENTO OFICIAL TRF3 PAGINA UM', 'DOCUMENTO OFICIAL TRF3 PAGINA DOIS']) {
    doc.addPage([595, 842]).drawText(line, { x: 50, y: 700, size: 14, font });
  }
  return Buffer.from(await doc.save()).toString('base64');
}

async function assistedRequest(nome = 'Maria Assistida') {
  const user = await userWithPlan(t, 0);
  const created = await user.api.createSolicitacao({ body: fisicaBody(nome, undefined, ['trf3', 'cndt']) });
  return { user, created };
}

describe('assisted issuance (manual)', () => {
  it('waits in the queue, is taken, released and fulfilled like an automatic answer', async () => {
    const { user, created } = await assistedRequest();
    const { api: admin } = await t.admin();
    const mod1 = await t.createUser('moderator');
    const mod2 = await t.createUser('moderator');
    const trf3 = created.certidoes.find((c) => c.tipoCertidao === 'trf3');
    const jobId = trf3?.jobId as string;
    // The automatic one is issued; the assisted one waits for a person.
    await waitUntil(async () => {
      const s = await user.api.getSolicitacao({ path: { id: created.id } });
      return s.certidoes.find((c) => c.tipoCertidao === 'cndt')?.status === 'concluido';
    });
    const job = await user.api.consultarStatusJob({ path: { id: jobId } });
    expect(job).toMatchObject({ state: 'waiting', step: 'Aguardando um operador (emissão assistida)' });

    const queue = await mod1.api.listarEmissoesAssistidas({});
    const item = queue.data.find((e) => e.id === jobId);
    expect(item).toMatchObject({
      situacao: 'aguardando',
      tipoCertidao: 'trf3',
      prazoHoras: 24,
      operador: null,
    });
    expect(
      new Date(item?.prazoEm as string).getTime() - new Date(item?.criadoEm as string).getTime(),
    ).toBeCloseTo(24 * 3_600_000, -4);
    expect(queue.resumo.aguardando).toBeGreaterThanOrEqual(1);
    expect(queue.meta).toMatchObject({ page: 1, limit: 10 });

    // Only staff; fulfilling before taking is refused.
    expect((await fail(user.api.listarEmissoesAssistidas({}))).status).toBe(403);
    const early = await fail(
      mod1.api.concluirEmissaoAssistida({
        path: { id: jobId },
        body: { pdfBase64: await officialPdf(), resultado: 'negativa', codigoControle: 'X' },
      }),
    );
    expect(early).toMatchObject({ status: 409, message: 'Assuma a emissão antes de concluí-la.' });

    const taken = await mod1.api.assumirEmissaoAssistida({ path: { id: jobId } });
    expect(taken).toMatchObject({ situacao: 'em_atendimento', operador: { id: mod1.userId } });
    expect(
      (await user.api.getSolicitacao({ path: { id: created.id } })).certidoes.find((c) => c.id === trf3?.id),
    ).toMatchObject({ status: 'processando' });
    expect((await mod1.api.assumirEmissaoAssistida({ path: { id: jobId } })).situacao).toBe('em_atendimento');
    const other = await fail(mod2.api.assumirEmissaoAssistida({ path: { id: jobId } }));
    expect(other.status).toBe(409);
    expect(other.message).toMatch(/^Esta emissão já está com .+\.$/);
    const notHolder = await fail(mod2.api.liberarEmissaoAssistida({ path: { id: jobId } }));
    expect(notHolder).toMatchObject({
      status: 403,
      message: 'Só quem assumiu a emissão (ou um administrador) pode liberá-la.',
    });
    expect(
      (await fail(mod2.api.falharEmissaoAssistida({ path: { id: jobId }, body: { motivo: 'x' } }))).status,
    ).toBe(409);
    const mine = await mod1.api.listarEmissoesAssistidas({ query: { situacao: 'minhas' } });
    expect(mine.data.map((e) => e.id)).toEqual([jobId]);

    // An admin may release someone else's; releasing a waiting one is a conflict.
    expect((await admin.liberarEmissaoAssistida({ path: { id: jobId } })).situacao).toBe('aguardando');
    expect(
      (await user.api.getSolicitacao({ path: { id: created.id } })).certidoes.find((c) => c.id === trf3?.id),
    ).toMatchObject({ status: 'pendente' });
    const notTaken = await fail(mod1.api.liberarEmissaoAssistida({ path: { id: jobId } }));
    expect(notTaken.message).toBe('Esta emissão não está em atendimento.');
    await mod2.api.assumirEmissaoAssistida({ path: { id: jobId } });

    // Bad uploads: not a PDF (422), validity before the issue (400), over the route's body limit (413).
    const notPdf = await fail(
      mod2.api.concluirEmissaoAssistida({
        path: { id: jobId },
        body: {
          pdfBase64: Buffer.from('olá, não sou um PDF').toString('base64'),
          resultado: 'negativa',
          codigoControle: 'A',
        },
      }),
    );
    expect(notPdf).toMatchObject({ status: 422, message: 'O arquivo enviado não é um PDF.' });
    const before = await fail(
      mod2.api.concluirEmissaoAssistida({
        path: { id: jobId },
        body: {
          pdfBase64: await officialPdf(),
          resultado: 'negativa',
          codigoControle: 'A',
          emitidoEm: '2026-11-20T12:00:00Z',
          validoAte: '2026-11-19',
        },
      }),
    );
    expect(before.status).toBe(400);
    const huge = await callApi(t.apiUrl, `/assistidas/${jobId}/concluir`, {
      method: 'POST',
      token: mod2.token,
      body: { pdfBase64: 'A'.repeat(15_100_000), resultado: 'negativa', codigoControle: 'A' },
    });
    expect(huge.status).toBe(413);

    const emitidoEm = new Date(Date.now() - 3_600_000).toISOString();
    const done = await mod2.api.concluirEmissaoAssistida({
      path: { id: jobId },
      body: {
        pdfBase64: await officialPdf(),
        resultado: 'positiva',
        emitidoEm,
        validoAte: '2099-12-31',
        codigoControle: 'TRF3-CTRL-42',
      },
    });
    expect(done.situacao).toBe('concluida');
    const sol = await settled(user.api, created.id);
    const cert = sol.certidoes.find((c) => c.id === trf3?.id);
    expect(cert?.status).toBe('concluido');
    const pdf = cert?.pdfs[0];
    const verified = await t.anon.verificarCertidao({ path: { codigo: pdf?.codigoVerificacao as string } });
    expect(verified).toMatchObject({ resultado: 'positiva', sandbox: false });
    const { bytes } = await fetchPdf(t, user.token, pdf?.nomeArquivo as string);
    const info = inspectPdf(bytes);
    expect(info.pdfsig).toContain('Signature Validation: Signature is Valid.');
    expect(info.pdfsig).not.toContain('not signed');
    expect(info.text).toContain('TRF3-CTRL-42');
    expect(info.text).toContain('31/12/2099');
    expect(info.text).toContain('DOCUMENTO OFICIAL TRF3 PAGINA UM');
    expect(info.text).toContain('DOCUMENTO OFICIAL TRF3 PAGINA DOIS');
    expect(info.qr).toContain(pdf?.codigoVerificacao as string);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);

    const zip = readZip((await fetchZip(t, user.token, created.id)).bytes);
    expect(zip.some((e) => e.bytes.equals(bytes))).toBe(true);

    const audited = rowsOf<{ action: string }>(
      await t.server.ctx.db.execute(
        sql`select action from audit_log where target_id = ${jobId} order by created_at`,
      ),
    );
    expect(audited.map((a) => a.action)).toEqual([
      'assistida.assumida',
      'assistida.liberada',
      'assistida.assumida',
      'assistida.concluida',
    ]);
    const closed = await fail(mod2.api.assumirEmissaoAssistida({ path: { id: jobId } }));
    expect(closed).toMatchObject({ status: 409, message: 'Esta emissão já foi encerrada.' });
    expect((await fail(mod1.api.obterEmissaoAssistida({ path: { id: crypto.randomUUID() } }))).status).toBe(
      404,
    );
  }, 60_000);

  it('fails with the reason and offers a retry, which waits for a person again; cancellation stops it', async () => {
    const { user, created } = await assistedRequest('João Sem Portal');
    const mod = await t.createUser('moderator');
    const cert = created.certidoes.find((c) => c.tipoCertidao === 'trf3');
    await mod.api.assumirEmissaoAssistida({ path: { id: cert?.jobId as string } });
    const failed = await mod.api.falharEmissaoAssistida({
      path: { id: cert?.jobId as string },
      body: { motivo: 'O portal do TRF-3 exige comparecimento presencial.' },
    });
    expect(failed.situacao).toBe('falhou');
    const sol = await settled(user.api, created.id);
    expect(sol.certidoes.find((c) => c.id === cert?.id)).toMatchObject({
      status: 'falhou',
      podeTentarNovamente: true,
      erro: 'O portal do TRF-3 exige comparecimento presencial.',
    });
    const retried = await user.api.tentarNovamenteCertidao({
      path: { id: created.id, certId: cert?.id as string },
    });
    const again = (await user.api.getSolicitacao({ path: { id: created.id } })).certidoes.find(
      (c) => c.id === cert?.id,
    );
    expect(again?.status).toBe('pendente');
    expect(again?.jobId).not.toBe(cert?.jobId);
    const job = await user.api.consultarStatusJob({ path: { id: again?.jobId as string } });
    expect(job.state).toBe('waiting');
    void retried;
    await mod.api.assumirEmissaoAssistida({ path: { id: again?.jobId as string } });
    await user.api.cancelarSolicitacao({ path: { id: created.id } });
    const cancelled = await mod.api.obterEmissaoAssistida({ path: { id: again?.jobId as string } });
    expect(cancelled.situacao).toBe('cancelada');
  }, 60_000);

  it("shows each request as its detail does, shortened: the newest PDF, a failure, a return, an operator's job", async () => {
    const owner = await userWithPlan(t, 0);
    const mod = await t.createUser('moderator');
    const { db } = t.server.ctx;
    const done = await owner.api.createSolicitacao({
      body: fisicaBody('Lista Emitida', undefined, ['cndt', 'trf3']),
    });
    const waiting = await owner.api.createSolicitacao({
      body: fisicaBody('Lista Aguardando', undefined, ['trf3']),
    });
    const failed = await owner.api.createSolicitacao({
      body: fisicaBody('Lista Falha', undefined, ['trf3']),
    });
    const returned = await owner.api.createSolicitacao({
      body: fisicaBody('Lista Devolvida', undefined, ['trf3']),
    });
    const jobOf = (s: typeof done, tipo = 'trf3') =>
      s.certidoes.find((c) => c.tipoCertidao === tipo)?.jobId as string;
    // The operators' queue holds a job once its worker has handed it to them.
    await waitUntil(() =>
      mod.api.obterEmissaoAssistida({ path: { id: jobOf(failed) } }).catch(() => undefined),
    );
    await mod.api.assumirEmissaoAssistida({ path: { id: jobOf(failed) } });
    await mod.api.falharEmissaoAssistida({
      path: { id: jobOf(failed) },
      body: { motivo: 'Portal fora do ar.' },
    });
    await owner.api.cancelarSolicitacao({ path: { id: returned.id } });
    await waitUntil(async () => {
      const s = await owner.api.getSolicitacao({ path: { id: done.id } });
      return s.certidoes.find((c) => c.tipoCertidao === 'cndt')?.status === 'concluido';
    });
    // A later PDF of the issued certificate (as a retry or a renewal records one, with its certificate's update):
    // the list shows its result and validity, not the first one's.
    const cndt = done.certidoes.find((c) => c.tipoCertidao === 'cndt')?.id as string;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into pdfs (id, certidao_id, job_id, tipo_certidao, nome_arquivo, storage_key,
          tamanho, sha256, codigo_verificacao, documento, nome, resultado, protocolo, emitido_em, valido_ate, sandbox,
          criado_em)
        select gen_random_uuid(), certidao_id, job_id, tipo_certidao, 'nova-' || nome_arquivo, 'nova-' || storage_key, tamanho,
          sha256, upper(substr(md5(random()::text), 1, 16)), documento, nome, 'positiva', protocolo,
          emitido_em + interval '1 day', now() + interval '45 days', sandbox, criado_em + interval '1 day'
        from pdfs where certidao_id = ${cndt}`);
      await tx.update(certidoes).set({ updatedAt: new Date() }).where(eq(certidoes.id, cndt));
    });
    const page = await owner.api.getSolicitacoes({ query: { pagina: 1, limite: 20 } });
    expect(page.data.map((s) => s.id).sort()).toEqual([done.id, waiting.id, failed.id, returned.id].sort());
    for (const item of page.data) {
      const detail = await owner.api.getSolicitacao({ path: { id: item.id } });
      expect(item).toEqual(JSON.parse(JSON.stringify(toListItem(detail))));
    }
    const byId = new Map(page.data.map((s) => [s.id, s]));
    expect(byId.get(done.id)?.certidoes.find((c) => c.id === cndt)).toMatchObject({ resultado: 'positiva' });
    expect(byId.get(waiting.id)?.certidoes[0]).toMatchObject({ emissao: 'assistida', status: 'pendente' });
    expect(byId.get(failed.id)?.certidoes[0]).toMatchObject({
      erro: 'Portal fora do ar.',
      podeTentarNovamente: true,
    });
    expect(byId.get(returned.id)).toMatchObject({ status: 'cancelado' });
    expect(byId.get(returned.id)?.devolvido).toBeGreaterThan(0);
  }, 60_000);

  it('alerts the staff once when an open job passes its deadline', async () => {
    const { created } = await assistedRequest('Ana Atrasada');
    const jobId = created.certidoes.find((c) => c.tipoCertidao === 'trf3')?.jobId as string;
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(await notifyAssistedOverdue(t.server.ctx.db, later)).toBeGreaterThanOrEqual(1);
    expect(await notifyAssistedOverdue(t.server.ctx.db, later)).toBe(0);
    const { api: admin } = await t.admin();
    const notes = await admin.listarNotificacoes({ query: { limit: 100 } });
    expect(
      notes.data.filter((n) => n.titulo.includes('Emissão assistida atrasada')).length,
    ).toBeGreaterThanOrEqual(1);
    const row = rowsOf<{ atraso_avisado_em: string | null }>(
      await t.server.ctx.db.execute(sql`select atraso_avisado_em from jobs where id = ${jobId}`),
    );
    expect(row[0]?.atraso_avisado_em).not.toBeNull();
  }, 30_000);
});

describe('assisted issuance (auto)', () => {
  it('the sandbox fulfils assisted types by itself, except for the OPERADOR test input', async () => {
    const auto = await startTestServer();
    try {
      const user = await userWithPlan(auto, 0);
      const created = await user.api.createSolicitacao({
        body: fisicaBody('Carla Auto', undefined, ['trf3', 'trf3-regional']),
      });
      const done = await settled(user.api, created.id);
      expect(done.certidoes.map((c) => c.status)).toEqual(['concluido', 'concluido']);
      const waiting = await user.api.createSolicitacao({
        body: fisicaBody('Teste OPERADOR', undefined, ['trf3', 'cndt']),
      });
      await waitUntil(async () => {
        const s = await user.api.getSolicitacao({ path: { id: waiting.id } });
        return s.certidoes.find((c) => c.tipoCertidao === 'cndt')?.status === 'concluido';
      });
      const trf3 = (await user.api.getSolicitacao({ path: { id: waiting.id } })).certidoes.find(
        (c) => c.tipoCertidao === 'trf3',
      );
      expect(trf3?.status).toBe('pendente');
      const mod = await auto.createUser('moderator');
      expect((await mod.api.obterEmissaoAssistida({ path: { id: trf3?.jobId as string } })).situacao).toBe(
        'aguardando',
      );
    } finally {
      await auto.close();
    }
  }, 60_000);
});

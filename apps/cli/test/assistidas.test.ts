import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '@certidao/api/testing';
import type { CatalogoList, EmissaoAssistida, EmissaoAssistidaList } from '@certidao/api-client';
import { toSaoPauloIsoDate } from '@certidao/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliFor, lines, signedIn, tempDir, userWithPlan } from './helpers.ts';

/**
 * `certidao catalogo` (the public catalogue, as a table or JSON) and `certidao assistidas` (the staff's assisted
 * queue: list, take, free, fulfil with the PDF, fail), against a real server. The party's name holds OPERADOR,
 * so its assisted certificates wait for a person even in the instant sandbox.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

async function pdfFile(dir: string): Promise<string> {
  const doc = await PDFDocument.create();
  doc
    .addPage([595, 842])
    .drawText('Certidão de teste emitida no portal oficial', { x: 50, y: 780, size: 12 });
  const file = join(dir, 'tjmg.pdf');
  writeFileSync(file, await doc.save());
  return file;
}

/** A customer's request for a Belo Horizonte party named OPERADOR with the TJMG certificate (assisted). */
async function assistedRequest(nomeCompleto: string) {
  const user = await userWithPlan(t, 0);
  const { api } = await t.loginAs(user.email, user.password);
  const created = await api.createSolicitacao({
    body: {
      dadosGerais: { tipoPessoa: 'fisica', nomeCompleto, uf: 'MG', cidade: 'Belo Horizonte' },
      certidoes: [
        {
          tipoCertidao: 'tjmg',
          dadosCertidao: { nome: nomeCompleto, cpf: '529.982.247-25', dataNascimento: '15/03/1985' },
        },
      ],
    },
  });
  return { user, api, solicitacaoId: created.id };
}

async function staffCli() {
  return (await signedIn(t, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).cli;
}

async function jobOf(cli: Awaited<ReturnType<typeof staffCli>>, nome: string): Promise<EmissaoAssistida> {
  for (let i = 0; i < 50; i++) {
    const res = await cli('assistidas', 'listar', '--situacao', 'todas', '--limite', '100', '--json');
    expect(res.code, res.stderr).toBe(0);
    const job = (JSON.parse(res.stdout) as EmissaoAssistidaList).data.find(
      (j) => j.parte.nomeCompleto === nome,
    );
    if (job) return job;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no assisted job for ${nome}`);
}

describe('certidao catalogo', () => {
  it('lists the types of a UF as a table, and as JSON for scripts', async () => {
    const cli = cliFor(t);
    const res = await cli('catalogo', '--uf', 'MG', '--emissao', 'assistida');
    expect(res.code, res.stderr).toBe(0);
    expect(lines(res.stdout)[0]).toMatch(/^Código\s+Nome\s+Jurisdição\s+Emissão/);
    expect(res.stdout).toMatch(/^tjmg\s+Certidão de Distribuição Cível \(TJMG\)/m);
    // Each type's price as the site shows it (an assisted state court: R$ 24,90).
    expect(res.stdout).toMatch(/^tjmg\s.*R\$\s24,90/m);
    expect(res.stderr).toMatch(/\d+ tipos; \d+ com emissão assistida\./);

    const json = await cli('catalogo', '--busca', 'tjmg', '--pessoa', 'fisica', '--json');
    expect(json.code, json.stderr).toBe(0);
    const list = JSON.parse(json.stdout) as CatalogoList;
    expect(list.data.map((c) => c.codigo)).toContain('tjmg');
    expect(list.total).toBe(list.data.length);
  });

  it('refuses a bad filter before calling the server (exit 2)', async () => {
    const cli = cliFor(t);
    const uf = await cli('catalogo', '--uf', 'XX');
    expect(uf.code).toBe(2);
    expect(uf.stderr).toContain("valor 'XX' inválido para a opção '--uf <uf>'");
    const city = await cli('catalogo', '--cidade', 'Campinas');
    expect(city.code).toBe(2);
    expect(city.stderr).toContain('--cidade: informe também a --uf da cidade.');
  });
});

describe('certidao assistidas', () => {
  it('takes a job, fulfils it with the PDF and the customer gets it Concluída', async () => {
    const nome = 'Carlos OPERADOR Mendes';
    const { api, solicitacaoId } = await assistedRequest(nome);
    const cli = await staffCli();
    const job = await jobOf(cli, nome);
    expect(job.tipoCertidao).toBe('tjmg');

    const list = await cli('assistidas', 'listar');
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain(job.id.slice(0, 8));
    expect(list.stderr).toMatch(/Abertas: \d+ aguardando · \d+ em atendimento · \d+ atrasadas?/);

    const notYet = await cli(
      'assistidas',
      'concluir',
      job.id.slice(0, 8),
      '--pdf',
      await pdfFile(tempDir()),
      '--resultado',
      'negativa',
      '--codigo',
      'X1',
    );
    expect(notYet.code).toBe(1);
    expect(notYet.stderr).toContain('Assuma a emissão antes de concluí-la.');

    const take = await cli('assistidas', 'assumir', job.id.slice(0, 8));
    expect(take.code, take.stderr).toBe(0);
    expect(take.stdout).toContain('Emissão assumida: está com você.');
    expect(take.stdout).toContain(`Portal oficial: ${job.portal}`);

    const dir = tempDir();
    const notPdf = join(dir, 'nota.txt');
    writeFileSync(notPdf, 'não sou um PDF');
    const refused = await cli(
      'assistidas',
      'concluir',
      job.id,
      '--pdf',
      notPdf,
      '--resultado',
      'negativa',
      '--codigo',
      'X1',
    );
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`--pdf: ${notPdf} não é um PDF.`);

    const done = await cli(
      'assistidas',
      'concluir',
      job.id,
      '--pdf',
      await pdfFile(dir),
      '--resultado',
      'negativa',
      '--codigo',
      'TJMG-2026-ABC123',
      '--validade',
      '31/12/2099',
      '--json',
    );
    expect(done.code, done.stderr).toBe(0);
    expect((JSON.parse(done.stdout) as EmissaoAssistida).situacao).toBe('concluida');

    const request = await api.getSolicitacao({ path: { id: solicitacaoId } });
    const cert = request.certidoes[0];
    expect(cert?.status).toBe('concluido');
    expect(cert?.resultado).toBe('negativa');
    // The validity typed is the whole day in São Paulo.
    expect(cert?.validoAte && toSaoPauloIsoDate(new Date(cert.validoAte))).toBe('2099-12-31');
    expect(cert?.pdfs.length).toBeGreaterThan(0);
  });

  it('frees a job back to the queue, then records a final failure', async () => {
    const nome = 'Rita OPERADOR Lopes';
    const { api, solicitacaoId } = await assistedRequest(nome);
    const cli = await staffCli();
    const job = await jobOf(cli, nome);
    expect((await cli('assistidas', 'assumir', job.id)).code).toBe(0);
    const freed = await cli('assistidas', 'liberar', job.id);
    expect(freed.code, freed.stderr).toBe(0);
    expect(freed.stdout).toContain('Emissão liberada: voltou para a fila.');
    const again = await cli('assistidas', 'liberar', job.id);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Esta emissão não está em atendimento.');

    expect((await cli('assistidas', 'assumir', job.id)).code).toBe(0);
    const failed = await cli(
      'assistidas',
      'falhar',
      job.id,
      '--motivo',
      'CPF não encontrado no portal do TJMG.',
      '--definitivo',
    );
    expect(failed.code, failed.stderr).toBe(0);
    expect(failed.stdout).toContain('Falha registrada (sem nova tentativa): o cliente foi avisado.');
    const cert = (await api.getSolicitacao({ path: { id: solicitacaoId } })).certidoes[0];
    expect(cert?.status).toBe('falhou');
    expect(cert?.erro).toContain('CPF não encontrado no portal do TJMG.');
    expect(cert?.podeTentarNovamente).toBe(false);
  });

  it('is for staff only (exit 3), and checks ids and options before sending (exit 2)', async () => {
    const customer = await userWithPlan(t, 0);
    const denied = await customer.cli('assistidas', 'listar');
    expect(denied.code).toBe(3);
    const cli = await staffCli();
    const badId = await cli('assistidas', 'assumir', 'xyz');
    expect(badId.code).toBe(2);
    expect(badId.stderr).toContain('id de emissão inválido: xyz');
    const badResult = await cli(
      'assistidas',
      'concluir',
      'abcdef12',
      '--pdf',
      'x.pdf',
      '--resultado',
      'talvez',
      '--codigo',
      'A',
    );
    expect(badResult.code).toBe(2);
    const missing = await cli(
      'assistidas',
      'concluir',
      'abcdef12',
      '--pdf',
      join(tempDir(), 'nada.pdf'),
      '--resultado',
      'negativa',
      '--codigo',
      'A',
    );
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--pdf: arquivo não encontrado:');
    const unknown = await cli('assistidas', 'assumir', '00000000-0000-4000-8000-000000000000');
    expect(unknown.code).toBe(1);
  });
});

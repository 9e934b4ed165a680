/**
 * Monthly statements of a company: every certificate its requests ordered in the month, with the ledger's net
 * amount (a returned certificate at 0), grouped by cost centre with subtotals and totals, as JSON, CSV and PDF;
 * filtered by one cost centre; gestores only (a member gets 403 'Sem permissão…'); and e-mailed once to the
 * gestores for the month before, however many passes run at once. Assisted types wait for an operator
 * (SANDBOX_ASSISTED=manual), so one can be cancelled and returned while the automatic ones are issued.
 */

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monthOf, nextMonth } from '@certidao/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMonthlyStatements } from '../src/modules/companies/service.ts';
import { companyWithMembers } from './companyFixtures.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';
import { fisicaBody, waitUntil } from './pipelineHelpers.ts';

let t: TestServer;
let c: Awaited<ReturnType<typeof companyWithMembers>>;
let centreA: { id: string; codigo: string; nome: string };
let centreB: { id: string; codigo: string; nome: string };
const mes = monthOf();
const tmp = mkdtempSync(join(tmpdir(), 'extrato-'));

beforeAll(async () => {
  t = await startTestServer({}, { SANDBOX_ASSISTED: 'manual' });
  c = await companyWithMembers(t, 20);
  centreA = await c.gestor.api.criarCentroCusto({ body: { codigo: 'JUR', nome: 'Jurídico' } });
  centreB = await c.gestor.api.criarCentroCusto({ body: { codigo: 'VND', nome: 'Vendas' } });
  // Jurídico: a CNDT issued and a TRF3 (assisted) cancelled, so returned.
  const juridico = await c.gestor.api.createSolicitacao({
    body: {
      ...fisicaBody('Ana Jurídica', undefined, ['cndt', 'trf3']),
      centroCustoId: centreA.id,
      referencia: '  Processo   123/2026 ',
    },
  });
  await waitUntil(async () => {
    const s = await c.gestor.api.getSolicitacao({ path: { id: juridico.id } });
    return s.certidoes.find((x) => x.tipoCertidao === 'cndt')?.status === 'concluido';
  });
  await c.gestor.api.cancelarSolicitacao({ path: { id: juridico.id } });
  // Vendas: a TJSP by the member.
  await c.membro.api.createSolicitacao({
    body: { ...fisicaBody('Bruno Vendas', undefined, ['tjsp']), centroCustoId: centreB.id },
  });
  // Without a cost centre.
  await c.gestor.api.createSolicitacao({ body: fisicaBody('Carla Sem Centro', undefined, ['cndt']) });
}, 90_000);
afterAll(async () => {
  await t?.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function download(path: string, token = c.gestor.token) {
  const res = await fetch(`${t.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

function parseCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));
}

function pdfText(bytes: Buffer): string {
  const file = join(tmp, `s-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('monthly statement', () => {
  it('lists each certificate with its net amount, grouped by cost centre, with subtotals and totals', async () => {
    const s = await c.gestor.api.obterExtratoMensalEmpresa({ path: { mes } });
    expect(s.empresa.id).toBe(c.empresaId);
    expect(s.centroCusto).toBeNull();
    expect(s.grupos.map((g) => g.centroCusto?.nome ?? null)).toEqual(['Jurídico', 'Vendas', null]);
    const [juridico, vendas, semCentro] = s.grupos;
    expect(
      juridico!.linhas.map((l) => [l.tipoCertidao, l.status, l.cobrado, l.devolvido, l.valor, l.parte.nome]),
    ).toEqual([
      ['cndt', 'concluido', 7.9, 0, 7.9, 'Ana Jurídica'],
      ['trf3', 'cancelado', 24.9, 24.9, 0, 'Ana Jurídica'],
    ]);
    expect(juridico!.linhas[0]?.resultado).not.toBeNull();
    // Trimmed, inner spaces made one; on every line of its request.
    expect(juridico!.linhas.map((l) => l.referencia)).toEqual(['Processo 123/2026', 'Processo 123/2026']);
    expect(vendas!.linhas[0]?.referencia).toBeNull();
    expect(juridico!.subtotal).toEqual({ certidoes: 2, cobrado: 32.8, devolvido: 24.9, valor: 7.9 });
    expect(vendas!.subtotal).toEqual({ certidoes: 1, cobrado: 9.9, devolvido: 0, valor: 9.9 });
    expect(semCentro!.subtotal.valor).toBe(7.9);
    expect(s.totais).toEqual({ certidoes: 4, cobrado: 50.6, devolvido: 24.9, valor: 25.7 });
  });

  it('as CSV: one line per certificate, subtotals and the total', async () => {
    const { res, bytes } = await download(`/empresa/extratos/${mes}.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="extrato-${mes}.csv"`);
    const rows = parseCsv(bytes);
    expect(rows[0]).toEqual([
      'Data',
      'Parte',
      'CPF/CNPJ',
      'Certidão',
      'Status',
      'Resultado',
      'Centro de custo',
      'Cobrado',
      'Devolvido',
      'Valor',
      'Referência',
    ]);
    const returned = rows.find((r) => r[4] === 'Cancelada');
    expect(returned).toMatchObject({
      1: 'Ana Jurídica',
      6: 'JUR — Jurídico',
      7: '24,90',
      8: '24,90',
      9: '0,00',
    });
    expect(returned![2]).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect(returned![3]).toMatch(/TRF/);
    expect(rows.filter((r) => r[0] === 'Subtotal').map((r) => [r[6], r[9]])).toEqual([
      ['JUR — Jurídico', '7,90'],
      ['VND — Vendas', '9,90'],
      ['Sem centro de custo', '7,90'],
    ]);
    expect(rows.at(-1)).toEqual(['Total', '4 certidões', '', '', '', '', '', '50,60', '24,90', '25,70', '']);
    // The request's own reference on each of its lines.
    expect(rows.filter((r) => r[1] === 'Ana Jurídica').map((r) => r[10])).toEqual([
      'Processo 123/2026',
      'Processo 123/2026',
    ]);
    expect(rows.find((r) => r[1] === 'Bruno Vendas')?.[10]).toBe('');
  });

  it('as PDF: the company, the month, each line and the totals', async () => {
    const { res, bytes } = await download(`/empresa/extratos/${mes}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(bytes);
    expect(text).toContain('Extrato mensal');
    expect(text).toContain((await c.gestor.api.obterMinhaEmpresa()).razaoSocial);
    for (const name of [
      'Ana Jurídica',
      'Bruno Vendas',
      'Carla Sem Centro',
      'JUR — Jurídico',
      'Sem centro de custo',
    ])
      expect(text).toContain(name);
    expect(text).toMatch(/Cancelada.*R\$ 0,00/);
    // The request's reference follows the party's name (cut to the column when long).
    expect(text).toContain('Ana Jurídica · Proc');
    expect(text).toMatch(/Total\s+4 certidões.*R\$ 25,70/);
  });

  it('filtered by a cost centre: only its certificates; another company’s centre is 404', async () => {
    const s = await c.gestor.api.obterExtratoMensalEmpresa({
      path: { mes },
      query: { centroCustoId: centreB.id },
    });
    expect(s.centroCusto?.codigo).toBe('VND');
    expect(s.grupos).toHaveLength(1);
    expect(s.totais).toEqual({ certidoes: 1, cobrado: 9.9, devolvido: 0, valor: 9.9 });
    const { res, bytes } = await download(`/empresa/extratos/${mes}.csv?centroCustoId=${centreB.id}`);
    expect(res.headers.get('content-disposition')).toContain(`extrato-${mes}-VND.csv`);
    expect(
      parseCsv(bytes).filter((r) => r[0] !== 'Data' && r[0] !== 'Subtotal' && r[0] !== 'Total'),
    ).toHaveLength(1);

    const other = await companyWithMembers(t, 5);
    const foreign = await other.gestor.api.criarCentroCusto({ body: { codigo: 'X1', nome: 'Outra' } });
    const err = await fail(
      c.gestor.api.obterExtratoMensalEmpresa({ path: { mes }, query: { centroCustoId: foreign.id } }),
    );
    expect([err.status, err.message]).toEqual([404, 'Centro de custo não encontrado.']);
  });

  it('refuses a member (403 sem permissão), a malformed month and a future one (400)', async () => {
    const err = await fail(c.membro.api.obterExtratoMensalEmpresa({ path: { mes } }));
    expect(err.status).toBe(403);
    expect(err.message).toMatch(/^Sem permissão/);
    expect((await download(`/empresa/extratos/${mes}.pdf`, c.membro.token)).res.status).toBe(403);
    const bad = await fail(c.gestor.api.obterExtratoMensalEmpresa({ path: { mes: '2026-13' } }));
    expect([bad.status, bad.message]).toEqual([400, 'Mês inválido. Use o formato AAAA-MM.']);
    const future = await fail(c.gestor.api.obterExtratoMensalEmpresa({ path: { mes: nextMonth(mes) } }));
    expect(future.status).toBe(400);
  });

  it('is e-mailed to the gestores once for the month before, with the CSV and the PDF attached', async () => {
    const early = new Date(`${nextMonth(mes)}-01T12:00:00-03:00`);
    const mine = () => t.outbox().filter((m) => m.includes(`extrato-${mes}`) && m.includes(c.gestor.email));
    // The company was created this month: nothing for the month before this one.
    await sendMonthlyStatements(t.server.ctx, new Date());
    expect(mine()).toHaveLength(0);
    // Two passes at once (two processes): one e-mail.
    await Promise.all([
      sendMonthlyStatements(t.server.ctx, early),
      sendMonthlyStatements(t.server.ctx, early),
    ]);
    await sendMonthlyStatements(t.server.ctx, early);
    const sent = mine();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`filename=extrato-${mes}.csv`);
    expect(sent[0]).toContain(`filename=extrato-${mes}.pdf`);
    expect(t.outbox().some((m) => m.includes(`extrato-${mes}`) && m.includes(c.membro.email))).toBe(false);
  });
});

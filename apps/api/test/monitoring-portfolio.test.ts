/**
 * What a broker hands over from the monitored portfolio: renewals told apart from manual requests, one party's
 * currently valid PDFs as one ZIP, and the portfolio as a CSV or PDF file honouring the list's filters. The
 * server's clock is moved forward (SANDBOX_CLOCK) to watch certificates expire; no monitoring pass runs after
 * that, so nothing is renewed behind the test's back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail, startTestServer, type TestServer } from './harness.ts';
import { advanceClock, settledParty } from './monitoringHelpers.ts';
import { fisicaBody, readZip, settled, sha256, userWithPlan } from './pipelineHelpers.ts';

const DAY = 86_400;
const CPF_A = '111.444.777-35';
const CPF_B = '935.411.347-80';
const CPF_C = '529.982.247-25';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

type Api = Awaited<ReturnType<typeof userWithPlan>>['api'];

const party = (nomeCompleto: string, documento: string) => ({
  tipoPessoa: 'fisica' as const,
  nomeCompleto,
  documento,
  dataNascimento: '15/03/1985',
  tiposCertidao: ['cndt' as const, 'trf3' as const],
});

const advance = (seconds: number) => advanceClock(t, seconds);
const idle = (api: Api, id: string) => settledParty(t, api, id);

async function get(token: string, path: string) {
  const res = await fetch(`${t.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A CSV's lines split into cells, without the byte-order mark (checked present). */
function csvLines(bytes: Buffer) {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(';'));
}

describe('monitoring portfolio hand-over', () => {
  it('tells renewals apart from manual requests, in the representation and with the origem filter', async () => {
    const owner = await userWithPlan(t, 0);
    const manual = await owner.api.createSolicitacao({ body: fisicaBody('Pedro Manual', CPF_C, ['cndt']) });
    await settled(owner.api, manual.id);
    const p = await owner.api.criarMonitoramento({ body: party('Ana Renovada', CPF_A) });
    const issued = await idle(owner.api, p.id);
    const renewalId = issued.certidoes[0]?.solicitacaoId as string;

    const renewal = await owner.api.getSolicitacao({ path: { id: renewalId } });
    expect(renewal).toMatchObject({ origem: 'monitoramento', monitoramentoId: p.id });
    expect(await owner.api.getSolicitacao({ path: { id: manual.id } })).toMatchObject({
      origem: 'manual',
      monitoramentoId: null,
    });
    const ids = async (origem?: 'monitoramento' | 'manual') =>
      (await owner.api.getSolicitacoes({ query: origem ? { origem } : {} })).data.map((s) => s.id).sort();
    expect(await ids()).toEqual([manual.id, renewalId].sort());
    expect(await ids('monitoramento')).toEqual([renewalId]);
    expect(await ids('manual')).toEqual([manual.id]);
    const bad = await fail(owner.api.getSolicitacoes({ query: { origem: 'robo' as never } }));
    expect(bad.status).toBe(400);
    // A manual request monitored afterwards names its party but is still no renewal.
    const monitored = await owner.api.monitorarSolicitacao({ path: { id: manual.id }, body: {} });
    expect(await owner.api.getSolicitacao({ path: { id: manual.id } })).toMatchObject({
      origem: 'manual',
      monitoramentoId: monitored.id,
    });
    expect(await ids('manual')).toEqual([manual.id]);
    expect(await ids('monitoramento')).toEqual([renewalId]);
  });

  it('warns which certificates will not be valid on the deed’s day', async () => {
    const owner = await userWithPlan(t, 0);
    const p = await owner.api.criarMonitoramento({ body: party('Diana Escritura', CPF_B) });
    expect(p).toMatchObject({ dataEscritura: null, naoValidasNaEscritura: [] });
    const issued = await idle(owner.api, p.id);
    const dayAfter = (iso: string, days: number) =>
      new Date(new Date(iso).getTime() + days * DAY * 1000).toLocaleDateString('en-CA', {
        timeZone: 'America/Sao_Paulo',
      });
    const trf3 = issued.certidoes.find((c) => c.tipoCertidao === 'trf3')?.validoAte as string;
    // On TRF3's last valid day both are valid; the day after, TRF3 is not (CNDT lasts 180 days).
    const lastDay = dayAfter(trf3, 0);
    const onLastDay = await owner.api.atualizarMonitoramento({
      path: { id: p.id },
      body: { dataEscritura: lastDay },
    });
    expect(onLastDay).toMatchObject({ dataEscritura: lastDay, naoValidasNaEscritura: [] });
    const later = dayAfter(trf3, 1);
    await owner.api.atualizarMonitoramento({ path: { id: p.id }, body: { dataEscritura: later } });
    expect(await owner.api.obterMonitoramento({ path: { id: p.id } })).toMatchObject({
      dataEscritura: later,
      naoValidasNaEscritura: ['trf3'],
    });
    // The list carries it too; an impossible day is refused; null clears it.
    const listed = (await owner.api.listarMonitoramentos({ query: { busca: 'Diana' } })).data[0];
    expect(listed?.naoValidasNaEscritura).toEqual(['trf3']);
    const bad = await fail(
      owner.api.atualizarMonitoramento({ path: { id: p.id }, body: { dataEscritura: '2027-02-30' } }),
    );
    expect(bad.status).toBe(400);
    const cleared = await owner.api.atualizarMonitoramento({
      path: { id: p.id },
      body: { dataEscritura: null },
    });
    expect(cleared).toMatchObject({ dataEscritura: null, naoValidasNaEscritura: [] });
  });

  it('downloads a party’s valid PDFs and exports the portfolio, as time makes certificates expire', async () => {
    const owner = await userWithPlan(t, 0);
    const stranger = await userWithPlan(t, 0);
    const ana = await owner.api.criarMonitoramento({ body: party('Ana Carteira', CPF_A) });
    const bruno = await owner.api.criarMonitoramento({ body: party('Bruno Carteira', CPF_B) });
    const anaNow = await idle(owner.api, ana.id);
    await idle(owner.api, bruno.id);

    // ── The ZIP: resumo.csv, then each type's newest PDF, byte for byte.
    const zip = await get(owner.token, `/monitoramentos/${ana.id}/pdfs.zip`);
    expect(zip.res.status).toBe(200);
    expect(zip.res.headers.get('content-type')).toBe('application/zip');
    expect(zip.res.headers.get('content-disposition')).toBe(
      `attachment; filename="certidoes-validas-${ana.id.slice(0, 8)}.zip"`,
    );
    expect(Number(zip.res.headers.get('content-length'))).toBe(zip.bytes.length);
    const [summary, ...entries] = readZip(zip.bytes);
    expect(summary?.name).toBe('resumo.csv');
    const requests = await Promise.all(
      anaNow.certidoes.map((c) => owner.api.getSolicitacao({ path: { id: c.solicitacaoId as string } })),
    );
    const pdfs = anaNow.certidoes.map((c) => {
      const cert = requests.flatMap((r) => r.certidoes).find((x) => x.id === c.certidaoId);
      return { tipo: c.tipoCertidao, pdf: cert?.pdfs.at(-1) };
    });
    expect(entries.map((e) => e.name)).toEqual(pdfs.map((p) => `${p.tipo}-${p.pdf?.nomeArquivo}`));
    for (const [i, e] of entries.entries()) expect(sha256(e.bytes)).toBe(pdfs[i]?.pdf?.sha256);
    const lines = csvLines(summary?.bytes as Buffer);
    expect(lines[0]).toEqual([
      'Nome / Razão social',
      'CPF/CNPJ',
      'Certidão',
      'Resultado',
      'Emitida em',
      'Válida até',
      'Arquivo',
    ]);
    expect(lines.slice(1).map((l) => l.slice(0, 2))).toEqual([
      ['Ana Carteira', CPF_A],
      ['Ana Carteira', CPF_A],
    ]);

    // Another customer's party is not found; an unknown id neither.
    const foreign = await get(stranger.token, `/monitoramentos/${ana.id}/pdfs.zip`);
    expect(foreign.res.status).toBe(404);
    expect(JSON.parse(foreign.bytes.toString()).message).toBe('Parte monitorada não encontrada.');

    // ── The portfolio file: one line per party by name, today's situation, honouring the filters.
    const csv = await get(owner.token, '/monitoramentos/exportar?formato=csv');
    expect(csv.res.status).toBe(200);
    expect(csv.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="monitoramento-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csvLines(csv.bytes);
    expect(rows[0]).toEqual([
      'Nome / Razão social',
      'CPF/CNPJ',
      'Situação',
      'Próximo vencimento',
      'Últimos resultados',
      'Monitoramento',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[5]])).toEqual([
      ['Ana Carteira', CPF_A, 'Válida hoje', 'Ativo'],
      ['Bruno Carteira', CPF_B, 'Válida hoje', 'Ativo'],
    ]);
    // The next expiry is TRF3's (30 days), the earliest; every type's result is named.
    const trf3 = anaNow.certidoes.find((c) => c.tipoCertidao === 'trf3');
    expect(rows[1]?.[3]).toBe(
      new Date(trf3?.validoAte as string).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }),
    );
    expect(rows[1]?.[4]).toMatch(/^CNDT: .+ · TRF-3: .+$/);
    const filtered = csvLines(
      (await get(owner.token, '/monitoramentos/exportar?formato=csv&busca=Bruno')).bytes,
    );
    expect(filtered.slice(1).map((r) => r[0])).toEqual(['Bruno Carteira']);
    // The stranger's export holds only the header.
    expect(csvLines((await get(stranger.token, '/monitoramentos/exportar?formato=csv')).bytes)).toHaveLength(
      1,
    );
    const pdf = await get(owner.token, '/monitoramentos/exportar?formato=pdf');
    expect(pdf.res.status).toBe(200);
    expect(pdf.res.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const noFormat = await get(owner.token, '/monitoramentos/exportar');
    expect(noFormat.res.status).toBe(400);
    const badFormat = await get(owner.token, '/monitoramentos/exportar?formato=xlsx');
    expect(badFormat.res.status).toBe(400);

    // ── 26 days on, TRF3 ends within the week: 'Vencendo'. Bruno paused still shows, and the filter leaves him out.
    await owner.api.atualizarMonitoramento({ path: { id: bruno.id }, body: { status: 'pausado' } });
    await advance(26 * DAY);
    const soon = csvLines((await get(owner.token, '/monitoramentos/exportar?formato=csv')).bytes);
    expect(soon.slice(1).map((r) => [r[0], r[2], r[5]])).toEqual([
      ['Ana Carteira', 'Vencendo', 'Ativo'],
      ['Bruno Carteira', 'Vencendo', 'Pausado'],
    ]);
    const active = csvLines(
      (await get(owner.token, '/monitoramentos/exportar?formato=csv&status=ativo')).bytes,
    );
    expect(active.slice(1).map((r) => r[0])).toEqual(['Ana Carteira']);

    // ── 31 days on, TRF3 has expired: 'Vencida', and the ZIP keeps only CNDT.
    await advance(5 * DAY);
    const expired = csvLines(
      (await get(owner.token, '/monitoramentos/exportar?formato=csv&vencidas=true')).bytes,
    );
    expect(expired.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ['Ana Carteira', 'Vencida'],
      ['Bruno Carteira', 'Vencida'],
    ]);
    const later = readZip((await get(owner.token, `/monitoramentos/${ana.id}/pdfs.zip`)).bytes);
    expect(later.map((e) => e.name)).toEqual(['resumo.csv', `cndt-${pdfs[0]?.pdf?.nomeArquivo}`]);

    // ── Past CNDT's 180 days nothing is valid: 409 with a clear message.
    await advance(150 * DAY);
    const none = await get(owner.token, `/monitoramentos/${ana.id}/pdfs.zip`);
    expect(none.res.status).toBe(409);
    expect(JSON.parse(none.bytes.toString()).message).toBe(
      'Nenhuma certidão desta parte está válida no momento.',
    );
  });
});

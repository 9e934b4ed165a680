import { toSaoPauloIsoDate } from '@certidao/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, fail, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let admin: Awaited<ReturnType<TestServer['admin']>>;
let planoId: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.admin();
  planoId = (await admin.api.createPlano({ body: { nome: 'Plano Auditado', valor: 19.9, limite: 5 } })).id;
});
afterAll(() => t?.close());

const today = () => toSaoPauloIsoDate();
const tomorrow = () => toSaoPauloIsoDate(new Date(Date.now() + 86_400_000));

describe('audit history (listarAuditoria)', () => {
  it('is for admins only', async () => {
    const mod = await t.createUser('moderator');
    const user = await t.createUser('user');
    expect(await fail(mod.api.listarAuditoria())).toMatchObject({ status: 403 });
    expect(await fail(user.api.listarAuditoria())).toMatchObject({ status: 403 });
    expect(await fail(t.anon.listarAuditoria())).toMatchObject({ status: 401 });
  });

  it('shows an admin action with its actor, pt-BR action, target, IP and time, found by action text', async () => {
    const res = await admin.api.listarAuditoria({ query: { acao: 'plano criado' } });
    expect(res.meta.total).toBe(1);
    const [entry] = res.data;
    expect(entry).toMatchObject({
      acao: 'plan.created',
      acaoLabel: 'Plano criado',
      ator: { id: admin.userId, email: ADMIN_EMAIL },
      alvoTipo: 'plan',
      alvoId: planoId,
    });
    expect(entry!.ip).toMatch(/127\.0\.0\.1/);
    expect(Date.now() - Date.parse(entry!.criadoEm)).toBeLessThan(60_000);
    // The code matches too, and the label is accent-insensitive.
    expect((await admin.api.listarAuditoria({ query: { acao: 'PLAN.CREATED' } })).meta.total).toBe(1);
    expect(
      (await admin.api.listarAuditoria({ query: { acao: 'usuário criado' } })).data.length,
    ).toBeGreaterThan(0);
    expect((await admin.api.listarAuditoria({ query: { acao: 'nada disso' } })).meta.total).toBe(0);
  });

  it('filters by the actor name or e-mail, ignoring case and accents', async () => {
    const julia = await t.createUser('moderator', { firstName: 'Júlia', lastName: 'Araújo' });
    await t.loginAs(julia.email, julia.password); // audited as auth.login by Júlia
    const byName = await admin.api.listarAuditoria({ query: { usuario: 'JULIA araujo' } });
    expect(byName.data.length).toBeGreaterThan(0);
    expect(byName.data.every((e) => e.ator?.id === julia.userId)).toBe(true);
    expect(byName.data.map((e) => e.acaoLabel)).toContain('Login realizado');
    // The whole local part: a prefix as short as 'moderator-ab' also matches another test's moderator.
    const byEmail = await admin.api.listarAuditoria({
      query: { usuario: julia.email.split('@')[0]!.toUpperCase() },
    });
    expect(byEmail.data.length).toBeGreaterThan(0);
    expect(byEmail.data.every((e) => e.ator?.email === julia.email)).toBe(true);
    const both = await admin.api.listarAuditoria({ query: { usuario: 'júlia', acao: 'login' } });
    expect(both.data.every((e) => e.acao === 'auth.login' && e.ator?.id === julia.userId)).toBe(true);
    expect(both.meta.total).toBeGreaterThan(0);
  });

  it('pages newest first (page size 10 by default) and filters by period', async () => {
    const all = await admin.api.listarAuditoria();
    expect(all.meta.limit).toBe(10);
    expect(all.meta.total).toBeGreaterThan(3);
    const first = await admin.api.listarAuditoria({ query: { limit: 2, page: 1 } });
    const second = await admin.api.listarAuditoria({ query: { limit: 2, page: 2 } });
    expect(first.meta.totalPages).toBe(Math.ceil(all.meta.total / 2));
    expect(first.data.map((e) => e.id)).toEqual(all.data.slice(0, 2).map((e) => e.id));
    expect(second.data.map((e) => e.id)).toEqual(all.data.slice(2, 4).map((e) => e.id));
    expect(Date.parse(first.data[0]!.criadoEm)).toBeGreaterThanOrEqual(Date.parse(first.data[1]!.criadoEm));

    const inPeriod = await admin.api.listarAuditoria({ query: { dataInicial: today(), dataFinal: today() } });
    expect(inPeriod.meta.total).toBe(all.meta.total);
    expect((await admin.api.listarAuditoria({ query: { dataInicial: tomorrow() } })).meta.total).toBe(0);
    expect(
      await fail(admin.api.listarAuditoria({ query: { dataInicial: tomorrow(), dataFinal: today() } })),
    ).toMatchObject({
      status: 400,
      message: 'A data inicial deve ser anterior ou igual à data final.',
    });
  });

  it('rejects bad filters with 400, never 500', async () => {
    const bad = async (qs: string) =>
      (await fetch(`${t.apiUrl}/auditoria?${qs}`, { headers: { authorization: `Bearer ${admin.token}` } }))
        .status;
    expect(await bad('dataInicial=2025-02-30')).toBe(400);
    expect(await bad('dataInicial=ontem')).toBe(400);
    expect(await bad(`usuario=${'x'.repeat(101)}`)).toBe(400);
    expect(await bad('page=0')).toBe(400);
    expect(await bad('acao=%25_%5C')).toBe(200);
  });
});

describe('audit CSV export (exportarAuditoriaCsv)', () => {
  async function csv(qs = '', token = admin.token) {
    return fetch(`${t.apiUrl}/auditoria/exportar.csv${qs}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }

  it('answers the filtered rows as UTF-8 CSV with BOM and a pt-BR header row', async () => {
    const res = await csv('?acao=plano%20criado');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="historico-auditoria-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Data/Hora;Usuário;E-mail;Ação;Código da ação;Alvo;IP');
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(';');
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cells.slice(2, 6)).toEqual([ADMIN_EMAIL, 'Plano criado', 'plan.created', `plan ${planoId}`]);
  });

  it('exports the same rows as the list for the same filters', async () => {
    const list = await admin.api.listarAuditoria({ query: { acao: 'usuário criado', limit: 100 } });
    expect(list.meta.total).toBeGreaterThan(0);
    const text = (await (await csv('?acao=usu%C3%A1rio%20criado')).text()).replace(/^\uFEFF/, '');
    const rows = text.split('\r\n').filter(Boolean).slice(1);
    expect(rows).toHaveLength(list.meta.total);
    expect(rows.every((r) => r.includes(';Usuário criado;user.created;'))).toBe(true);
  });

  it('quotes cells with separators and neutralises formulas', async () => {
    const odd = await t.createUser('user', { firstName: '=HYPERLINK("x")', lastName: 'Silva; Souza' });
    await t.loginAs(odd.email, odd.password);
    const text = await (await csv(`?usuario=${encodeURIComponent(odd.email)}&acao=auth.login`)).text();
    const row = text.split('\r\n')[1]!;
    expect(row).toContain(`;"'=HYPERLINK(""x"") Silva; Souza";${odd.email};Login realizado;auth.login;`);
  });

  it('is for admins only and validates its filters', async () => {
    const mod = await t.createUser('moderator');
    expect((await csv('', mod.token)).status).toBe(403);
    expect((await fetch(`${t.apiUrl}/auditoria/exportar.csv`)).status).toBe(401);
    expect((await csv(`?dataInicial=${tomorrow()}&dataFinal=${today()}`)).status).toBe(400);
  });
});

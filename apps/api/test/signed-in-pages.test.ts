/**
 * A signed-in visit's first screen rendered by the server (src/http/signedInPages.ts): the page's first reads
 * are answered through the API with the visitor's cookies and handed to the web build's renderer with the
 * request's cookies, the answers go in the page as a JSON data block; anything that cannot be rendered gets
 * the app's static page. A stand-in build and renderer keep the test independent of `vite build` (the real
 * renderer is covered in the browser by apps/web/e2e/requests.spec.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './harness.ts';

const LIST_READ = '/api/solicitacoes?pagina=1&limite=10';
const SHELL =
  '<!doctype html><html><head><title>shell</title>\n    <link rel="modulepreload" crossorigin href="/assets/boot.js"></head><body>' +
  '<div id="root"><div data-app-shell="">Carregando...</div></div>\n<noscript>sem scripts</noscript></body></html>';
/** The renderer's interface as the web build's (apps/web/src/renderSignedIn.tsx) offers it. */
const RENDERER = `
export const SERVER_DATA_ID = 'app-data';
export function pageReads(pathname, search) {
  if (pathname === '/admin/solicitacoes' && search === '') return ['/api/auth/profile', '${LIST_READ}'];
  if (pathname === '/admin/quebrada' || pathname === '/admin/sem-pagina') return ['/api/auth/profile'];
  if (pathname === '/admin/alheia') return ['/api/auth/profile', '/api/solicitacoes/00000000-0000-4000-8000-000000000000'];
  return null;
}
export async function renderPage(url, answers, cookies) {
  const { pathname } = new URL(url);
  if (pathname === '/admin/quebrada') throw new Error('render failed');
  if (pathname === '/admin/sem-pagina') return null;
  const profile = answers['/api/auth/profile'];
  const total = answers['${LIST_READ}'].meta.total;
  return {
    head: '<link rel="stylesheet" href="/assets/page.css">',
    title: 'Solicitações | <Certidão> Ágil',
    html: '<h1>' + profile.email + '</h1><p>' + total + ' · menu ' + cookies.sidebar_state + '</p>',
  };
}
`;

const build = mkdtempSync(join(tmpdir(), 'certidao-web-ssr-'));
let t: TestServer;
let cookie: string;

beforeAll(async () => {
  mkdirSync(join(build, '.ssr'));
  writeFileSync(join(build, 'index.html'), '<!doctype html><title>landing</title><div id="root"></div>');
  writeFileSync(join(build, 'app.html'), SHELL);
  // As the build writes it: the same page pre-compressed beside it.
  writeFileSync(join(build, 'app.html.br'), brotliCompressSync(SHELL));
  writeFileSync(join(build, '.ssr', 'render.mjs'), RENDERER);
  t = await startTestServer({ webDist: build }, {}, { serveWeb: true });
  const login = await fetch(`${t.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
});
afterAll(async () => {
  await t?.close();
  rmSync(build, { recursive: true, force: true });
});

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });

/** The answers a rendered page carries (its JSON data block). */
function dataOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="app-data">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no data block');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('a signed-in visit to a page the server renders', () => {
  it('gets the page rendered from the API answers the browser would read, and those answers with it', async () => {
    const res = await page('/admin/solicitacoes', { cookie: `${cookie}; sidebar_state=false` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Personal: never kept by a browser's or a proxy's cache.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<title>Solicitações | &lt;Certidão&gt; Ágil</title>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/page.css">\n  </head>');
    const profile = await (await fetch(`${t.apiUrl}/auth/profile`, { headers: { cookie } })).json();
    const list = await (await fetch(`${t.url}${LIST_READ}`, { headers: { cookie } })).json();
    expect(html).toContain(
      `<div id="root"><h1>${ADMIN_EMAIL}</h1><p>${list.meta.total} · menu false</p></div>`,
    );
    expect(html).not.toContain('data-app-shell');
    // No script preloaded from the head: the web build's head for the page carries them in an inert template,
    // which the page's entry puts in the head once it has painted (apps/web/src/main.tsx).
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<noscript>sem scripts</noscript></body></html>');
    expect(dataOf(html)).toEqual({ '/api/auth/profile': profile, [LIST_READ]: list });
  });

  it('escapes what could end the data block early', async () => {
    const user = await t.createUser('user', { firstName: '</script><b>Ana' });
    const html = await (await page('/admin/solicitacoes', { cookie: `admin_token=${user.token}` })).text();
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('\\u003c/script>\\u003cb>Ana');
    expect((dataOf(html)['/api/auth/profile'] as { firstName: string }).firstName).toBe('</script><b>Ana');
  });

  it('is compressed for a client that accepts it', async () => {
    const res = await page('/admin/solicitacoes', { cookie, 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBe('br');
    // fetch decodes it: the page is whole.
    expect(await res.text()).toContain(`<h1>${ADMIN_EMAIL}</h1>`);
  });
});

describe('the static app page, as before, for', () => {
  async function expectShell(path: string, headers: Record<string, string> = {}) {
    const res = await page(path, headers);
    expect(res.status, path).toBe(200);
    expect(res.headers.get('cache-control'), path).toBe('no-cache');
    expect(await res.text(), path).toBe(SHELL);
  }

  it('a visit without a session, or with one that has ended', async () => {
    await expectShell('/admin/solicitacoes');
    await expectShell('/admin/solicitacoes', { cookie: 'admin_token=not-a-token; user_data=x' });
  });

  it('a page or an address the server does not render (a filtered list), and HEAD', async () => {
    await expectShell('/admin/solicitacoes?status=falhou', { cookie });
    await expectShell('/admin/meu-perfil', { cookie });
    const head = await fetch(`${t.url}/admin/solicitacoes`, { method: 'HEAD', headers: { cookie } });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('no-cache');
  });

  it('a read answered other than 200 (a missing request), a page the renderer declines, a render error', async () => {
    await expectShell('/admin/alheia', { cookie });
    await expectShell('/admin/sem-pagina', { cookie });
    await expectShell('/admin/quebrada', { cookie });
  });

  it('the pre-compressed page too, which is never kept as immutable', async () => {
    const res = await fetch(`${t.url}/admin/meu-perfil`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('br');
    // fetch decodes it.
    expect(await res.text()).toBe(SHELL);
  });
});

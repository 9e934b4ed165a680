/**
 * The built web app outside /api, for every client (curl, link previews and crawlers send no
 * `Accept: text/html`): `/` the prerendered landing page, any other page path the app shell, missing files a
 * plain 404; JSON errors only under /api. A small stand-in build keeps the test independent of `vite build`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

const build = mkdtempSync(join(tmpdir(), 'certidao-web-'));
let t: TestServer;
let apiOnly: TestServer;

beforeAll(async () => {
  mkdirSync(join(build, 'assets'));
  writeFileSync(
    join(build, 'index.html'),
    '<!doctype html><title>landing</title><div id="root">Certidão Ágil</div>',
  );
  writeFileSync(join(build, 'app.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  writeFileSync(join(build, 'assets', 'main-abc123.js'), 'console.log("app")');
  t = await startTestServer({ webDist: build }, {}, { serveWeb: true });
  apiOnly = await startTestServer();
});
afterAll(async () => {
  await t?.close();
  await apiOnly?.close();
  rmSync(build, { recursive: true, force: true });
});

describe('the web app outside /api', () => {
  it('serves the landing page at / to a client that asks for anything', async () => {
    for (const accept of [undefined, '*/*', 'application/json', 'text/html']) {
      const res = await fetch(`${t.url}/`, { headers: accept ? { accept } : {} });
      expect(res.status, `Accept: ${accept}`).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<title>landing</title>');
    }
  });

  it('serves the app shell for every page path (SPA), with or without a query', async () => {
    for (const path of [
      '/planos',
      '/admin/solicitacoes?pagina=2',
      '/verificar/ABC-123',
      '/rota/que/nao/existe',
    ]) {
      const res = await fetch(`${t.url}${path}`, { headers: { accept: '*/*' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>shell</title>');
    }
    const head = await fetch(`${t.url}/planos`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('serves files as they are and answers a missing file with a plain 404, not a page', async () => {
    const js = await fetch(`${t.url}/assets/main-abc123.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('javascript');
    for (const path of ['/assets/main-old999.js', '/favicon.ico', '/styles.css']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toBe('Página não encontrada.');
    }
    const post = await fetch(`${t.url}/planos`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(post.headers.get('content-type')).toContain('text/plain');
  });

  it('keeps JSON errors under /api, whatever the client accepts', async () => {
    for (const accept of ['text/html', '*/*']) {
      const res = await fetch(`${t.url}/api/nao-existe`, { headers: { accept } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toMatchObject({
        statusCode: 404,
        message: 'Rota não encontrada: GET /api/nao-existe',
      });
    }
  });

  it('says so in plain text when the server does not serve the web app (SERVE_WEB=false)', async () => {
    const res = await fetch(`${apiOnly.url}/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(
      'Este servidor não serve a aplicação web (SERVE_WEB=false); a API está em /api.',
    );
    expect((await fetch(`${apiOnly.url}/api/nao-existe`)).headers.get('content-type')).toContain(
      'application/json',
    );
  });
});

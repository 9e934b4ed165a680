import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContract, SPEC_PATH } from '../src/http/contract.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operationId of an OpenAPI document, sorted. */
function operationIds(doc: { paths: Record<string, Record<string, { operationId?: string }>> }): string[] {
  return Object.values(doc.paths)
    .flatMap((item) => METHODS.map((m) => item[m]?.operationId))
    .filter((id): id is string => typeof id === 'string')
    .sort();
}

/** The script URLs of the reference page; the page has no inline script (the CSP would block it). */
async function referencePage() {
  const res = await fetch(`${t.apiUrl}/docs`);
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs, body]) => ({
    src: /\bsrc="([^"]+)"/.exec(attrs ?? '')?.[1],
    body: body ?? '',
  }));
  return { res, html, scripts };
}

describe('API reference page (/api/docs)', () => {
  it('answers an HTML page in pt-BR under the app’s CSP, loading only scripts of this origin', async () => {
    const { res, html, scripts } = await referencePage();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Referência da API — Certidão Ágil</title>');
    expect(scripts.length).toBe(2);
    for (const script of scripts) {
      expect(script.src).toMatch(/^\/api\/docs\/[\w.-]+\.js$/);
      expect(script.body.trim()).toBe('');
    }
    // Nothing from another origin: no CDN script, stylesheet or font.
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it('serves its scripts, cached for good and compressed for clients that accept it', async () => {
    const { scripts } = await referencePage();
    const bodies: string[] = [];
    for (const { src } of scripts) {
      const plain = await fetch(`${t.url}${src}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(plain.headers.get('content-encoding')).toBeNull();
      const bytes = Buffer.from(await plain.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(0);
      bodies.push(bytes.toString('utf8'));

      // fetch would decode it; node:http's raw bytes show the encoding really applied.
      const gz = await rawGet(`${t.url}${src}`, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).equals(bytes)).toBe(true);
    }
    const [scalar, init] = bodies;
    expect(scalar).toContain('createApiReference');
    // The init script renders the contract this server serves.
    expect(init).toContain("url: '/api/openapi.json'");
  });

  it('answers an unknown file of the reference with the API’s 404', async () => {
    const res = await fetch(`${t.apiUrl}/docs/nao-existe.js`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Arquivo da referência da API não encontrado.',
    });
  });
});

describe('the contract for download', () => {
  it('openapi.yaml is the file as written and openapi.json the same document, with every operationId', async () => {
    const yaml = await t.anon.getOpenApiYaml();
    expect(yaml).toBe(readFileSync(SPEC_PATH, 'utf8'));
    const json = await t.anon.getOpenApiJson();
    expect(json).toEqual(parse(yaml));

    const ids = operationIds(json as never);
    expect(ids).toEqual(operationIds(parse(yaml)));
    expect(ids).toEqual([...loadContract().operations.keys()].sort());
    expect(ids).toContain('getOpenApiJson');
    expect(ids).toContain('getOpenApiYaml');
  });

  it('answers both with their media types, no sign-in needed', async () => {
    const json = await fetch(`${t.apiUrl}/openapi.json`);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(await json.text()).openapi).toMatch(/^3\.1\./);
    const yaml = await fetch(`${t.apiUrl}/openapi.yaml`);
    expect(yaml.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
  });
});

/** A GET whose body is returned as sent (fetch would undo the content encoding). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
}

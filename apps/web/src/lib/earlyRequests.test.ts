import { createApiClient } from '@certidao/api-client';
import { describe, expect, it } from 'vitest';
import { earlyRequestPaths, REQUESTS_PAGE_SIZE } from './earlyRequests.ts';

const ORIGIN = 'https://certidao.test';
const ID = '7d3c2b1a-5e4f-4a6b-8c9d-0e1f2a3b4c5d';

/** The URLs the app's API client asks for these reads (what an early answer must match to be taken). */
async function clientUrls(calls: (api: ReturnType<typeof createApiClient>) => Promise<unknown>[]) {
  const urls: string[] = [];
  const api = createApiClient({
    baseUrl: `${ORIGIN}/api`,
    fetch: async (input: RequestInfo | URL) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  await Promise.all(calls(api));
  return urls;
}

describe('earlyRequestPaths', () => {
  it('asks for nothing without a session', () => {
    expect(earlyRequestPaths('/admin/solicitacoes', '', false)).toEqual([]);
  });

  it("asks the requests list's reads exactly as the API client does", async () => {
    const early = earlyRequestPaths('/admin/solicitacoes', '', true).map((path) => `${ORIGIN}${path}`);
    expect(early).toEqual(
      await clientUrls((api) => [
        api.getProfile(),
        api.getMyPermissions(),
        api.getSolicitacoes({ query: { pagina: 1, limite: REQUESTS_PAGE_SIZE } }),
      ]),
    );
  });

  it("asks a request's page's reads exactly as the API client does", async () => {
    const early = earlyRequestPaths(`/admin/detalhes-certidao/${ID}`, '', true).map((p) => `${ORIGIN}${p}`);
    expect(early).toEqual(
      await clientUrls((api) => [
        api.getProfile(),
        api.getMyPermissions(),
        api.getSolicitacao({ path: { id: ID } }),
      ]),
    );
  });

  it('leaves a filtered list and other pages to the page itself (session reads only)', () => {
    const session = ['/api/auth/profile', '/api/users/me/permissions'];
    expect(earlyRequestPaths('/admin/solicitacoes', '?status=falhou', true)).toEqual(session);
    expect(earlyRequestPaths('/admin/meu-perfil', '', true)).toEqual(session);
  });
});

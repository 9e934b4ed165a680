import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { firstReads, REQUESTS_PAGE_SIZE } from './earlyRequests.ts';
import { fallbackOf } from './serverData.ts';
import { operationKey } from './swrKeys.ts';

const ID = '7d3c2b1a-5e4f-4a6b-8c9d-0e1f2a3b4c5d';

describe('fallbackOf', () => {
  it("keys the server's answers as the requests list's hooks read them", () => {
    const reads = firstReads('/admin/solicitacoes', '', true);
    const answers = Object.fromEntries(reads.map((read, index) => [read.path, { answer: index }]));
    expect(fallbackOf(reads, answers)).toEqual({
      [unstable_serialize(['getProfile', undefined])]: { answer: 0 },
      [unstable_serialize(operationKey('getMyPermissions', undefined))]: { answer: 1 },
      // SolicitacoesPage's query without filters (its page size is REQUESTS_PAGE_SIZE), in its own key order.
      [unstable_serialize(
        operationKey('getSolicitacoes', { query: { pagina: 1, limite: REQUESTS_PAGE_SIZE } }),
      )]: {
        answer: 2,
      },
    });
  });

  it("keys a request's page by its id as the route gives it (decoded)", () => {
    const reads = firstReads(`/admin/detalhes-certidao/${ID}`, '', true);
    const answers = Object.fromEntries(reads.map((read) => [read.path, read.path]));
    const fallback = fallbackOf(reads, answers) ?? {};
    expect(fallback[unstable_serialize(operationKey('getSolicitacao', { path: { id: ID } }))]).toBe(
      `/api/solicitacoes/${ID}`,
    );
  });

  it('gives nothing when an answer is missing (the page is then not hydrated from the server)', () => {
    const reads = firstReads('/admin/solicitacoes', '', true);
    expect(fallbackOf(reads, { '/api/auth/profile': {} })).toBeUndefined();
  });
});

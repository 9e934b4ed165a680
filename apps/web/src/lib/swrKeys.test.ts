import { describe, expect, it } from 'vitest';
import { isQueryOf, operationKey } from './swrKeys.ts';

describe('operationKey', () => {
  it('is [operationId, args] for a read with arguments', () => {
    const args = { query: { pagina: 2, limite: 10 } };
    expect(operationKey('getSolicitacoes', args)).toEqual(['getSolicitacoes', args]);
  });

  it('is null (wait) when the arguments are null', () => {
    expect(operationKey('getSolicitacao', null)).toBeNull();
  });

  it('keeps `undefined` arguments as a real key (operations without arguments)', () => {
    expect(operationKey('getProfile', undefined)).toEqual(['getProfile', undefined]);
  });
});

describe('isQueryOf', () => {
  const matches = isQueryOf(['getSolicitacoes', 'getSolicitacao']);

  it('matches every cached query of the operations, whatever the arguments', () => {
    expect(matches(['getSolicitacoes', { query: { pagina: 1 } }])).toBe(true);
    expect(matches(['getSolicitacoes', { query: { pagina: 7, status: 'falhou' } }])).toBe(true);
    expect(matches(['getSolicitacao', { path: { id: '7d3c2b1a-5e4f-4a6b-8c9d-0e1f2a3b4c5d' } }])).toBe(true);
  });

  it('reads the permissions again with the company (their papelEmpresa says whether there is one)', () => {
    expect(isQueryOf(['obterMinhaEmpresa'])(['getMyPermissions', undefined])).toBe(true);
    expect(isQueryOf(['obterMinhaEmpresa'])(['obterMinhaEmpresa', undefined])).toBe(true);
    expect(matches(['getMyPermissions', undefined])).toBe(false);
  });

  it('leaves other operations and keys that are not operation keys alone', () => {
    expect(matches(['getProfile', undefined])).toBe(false);
    expect(matches(['getEstatisticasSolicitacoes', undefined])).toBe(false);
    // SWR's own keys (a string, an infinite-list key) and the progress poller's are not operations.
    expect(matches('getSolicitacoes')).toBe(false);
    expect(matches(['requestProgress', 'list', 'job-1', false])).toBe(false);
    expect(matches(undefined)).toBe(false);
  });

  it('matches nothing for no operations', () => {
    expect(isQueryOf([])(['getSolicitacoes', undefined])).toBe(false);
  });
});

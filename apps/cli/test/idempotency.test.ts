import { describe, expect, it } from 'vitest';
import { batchKeys, canonicalJson } from '../src/idempotency.ts';
import { selectFields } from '../src/output.ts';

/** The pure parts of batches safe to repeat and of --campos (the commands are tested against a server). */
describe('batch idempotency keys', () => {
  it('depend on what a row asks, not on key order or position; identical rows are numbered', () => {
    const a = {
      dadosGerais: { nomeCompleto: 'Ana', tipoPessoa: 'fisica' },
      certidoes: [{ tipoCertidao: 'cndt' }],
    };
    const sameReordered = {
      certidoes: [{ tipoCertidao: 'cndt' }],
      dadosGerais: { tipoPessoa: 'fisica', nomeCompleto: 'Ana' },
    };
    const b = { ...a, dadosGerais: { ...a.dadosGerais, nomeCompleto: 'Bia' } };
    expect(canonicalJson(a)).toBe(canonicalJson(sameReordered));
    const [ka, kb, ka2] = batchKeys([a, b, sameReordered]);
    expect(ka).toMatch(/^certidao-lote-v1-[0-9a-f]{40}-1$/);
    expect(kb).not.toBe(ka);
    expect(ka2).toBe(ka?.replace(/-1$/, '-2'));
    // Another file holding a's row elsewhere gives it the same key; a salt (--criar-de-novo) another.
    expect(batchKeys([b, a])[1]).toBe(ka);
    expect(batchKeys([a], 'salt')[0]).not.toBe(ka);
  });
});

describe('--campos', () => {
  it('picks fields of list items, of a page’s data (keeping meta) and of an object; unknown names are a problem', () => {
    const item = { id: '1', status: 'ok', dadosGerais: { nomeCompleto: 'Ana', cpf: 'x' } };
    expect(selectFields([item], ['id', 'dadosGerais.nomeCompleto'])).toEqual({
      value: [{ id: '1', dadosGerais: { nomeCompleto: 'Ana' } }],
    });
    expect(selectFields({ data: [item], meta: { total: 1 } }, ['status'])).toEqual({
      value: { data: [{ status: 'ok' }], meta: { total: 1 } },
    });
    expect(selectFields(item, ['id'])).toEqual({ value: { id: '1' } });
    expect(selectFields([item], ['nome'])).toEqual({
      problem: 'campo desconhecido em --campos: nome. Há: id, status, dadosGerais.',
    });
  });
});

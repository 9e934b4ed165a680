import { ApiError } from '@certidao/api-client';
import { describe, expect, it } from 'vitest';
import { supportCode, withSupportCode } from './supportCode.ts';

const id = '4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17';

describe('supportCode', () => {
  it('quotes the request id of a server failure', () => {
    const error = new ApiError(500, 'Erro interno', { requestId: id });
    expect(supportCode(error)).toBe('Se o problema continuar, informe ao suporte o código 4f6c0d1e.');
    expect(withSupportCode('Não foi possível salvar.', error)).toBe(
      'Não foi possível salvar. Se o problema continuar, informe ao suporte o código 4f6c0d1e.',
    );
  });

  it('says nothing for a refusal, a failure without an answer or another error', () => {
    expect(supportCode(new ApiError(422, 'CPF inválido', { requestId: id }))).toBeNull();
    expect(supportCode(new ApiError(0, 'Sem conexão'))).toBeNull();
    expect(supportCode(new ApiError(503, 'Fora do ar'))).toBeNull();
    expect(supportCode(new Error('x'))).toBeNull();
    expect(withSupportCode('Falhou.', new Error('x'))).toBe('Falhou.');
  });
});

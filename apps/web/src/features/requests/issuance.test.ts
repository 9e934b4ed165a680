import { describe, expect, it } from 'vitest';
import { assistedNote, promisedTime, requestPlace } from './issuance.ts';

describe('how a certificate says it is issued', () => {
  it("gives an assisted certificate's promised time in São Paulo while open", () => {
    expect(promisedTime('2026-12-02T17:30:00.000Z')).toBe('Prazo: até 02/12 às 14:30');
    expect(
      assistedNote({ emissao: 'assistida', prazoEm: '2026-12-02T17:30:00.000Z', status: 'processando' }),
    ).toEqual({
      label: 'Emissão assistida',
      prazo: 'Prazo: até 02/12 às 14:30',
    });
  });

  it('drops the time once done, and says nothing for an automatic one', () => {
    expect(
      assistedNote({ emissao: 'assistida', prazoEm: '2026-12-02T17:30:00.000Z', status: 'concluido' })?.prazo,
    ).toBeNull();
    expect(assistedNote({ emissao: 'automatica', prazoEm: null, status: 'processando' })).toBeNull();
  });

  it("shows the request's place", () => {
    expect(requestPlace({ local: { uf: 'MG', cidade: 'Belo Horizonte' } })).toBe('Belo Horizonte/MG');
    expect(requestPlace({ local: { uf: 'MG', cidade: null } })).toBe('MG');
    expect(requestPlace({ local: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkFulfil,
  DEFAULT_FILTERS,
  deadlineText,
  EMPTY_FULFIL,
  filtersFromParams,
  issueInstant,
  paramsFromFilters,
  queryOf,
  situacaoTone,
} from './queue.ts';

describe('queue filters in the URL', () => {
  it('reads known values and drops unknown ones', () => {
    const { filters, page } = filtersFromParams(
      new URLSearchParams('situacao=atrasadas&ordenacao=idade&tipo=tjmg&pagina=3'),
    );
    expect(filters).toEqual({ situacao: 'atrasadas', ordenacao: 'idade', tipoCertidao: 'tjmg' });
    expect(page).toBe(3);
    expect(filtersFromParams(new URLSearchParams('situacao=x&tipo=nada&pagina=-2'))).toEqual({
      filters: DEFAULT_FILTERS,
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and back', () => {
    expect(paramsFromFilters(DEFAULT_FILTERS).toString()).toBe('');
    const filters = { situacao: 'minhas', ordenacao: 'prazo', tipoCertidao: 'tjmg' } as const;
    const params = paramsFromFilters(filters, 2);
    expect(params.toString()).toBe('situacao=minhas&tipo=tjmg&pagina=2');
    expect(filtersFromParams(params)).toEqual({ filters, page: 2 });
    expect(queryOf(filters, 2)).toMatchObject({ situacao: 'minhas', tipoCertidao: 'tjmg', pagina: 2 });
  });
});

describe('deadline', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  it('counts down, then up once overdue, and says nothing once closed', () => {
    expect(deadlineText({ situacao: 'aguardando', prazoEm: '2026-12-01T15:00:00Z' }, now)).toBe(
      'Vence em 3 h',
    );
    expect(deadlineText({ situacao: 'em_atendimento', prazoEm: '2026-12-01T11:30:00Z' }, now)).toBe(
      'Atrasada há 30 min',
    );
    expect(deadlineText({ situacao: 'aguardando', prazoEm: '2026-12-04T12:00:00Z' }, now)).toBe(
      'Vence em 3 dias',
    );
    expect(deadlineText({ situacao: 'concluida', prazoEm: '2026-12-01T11:00:00Z' }, now)).toBeNull();
  });
  it('shows an open overdue job in the danger tone', () => {
    expect(situacaoTone({ situacao: 'aguardando', atrasada: true })).toBe('falhou');
    expect(situacaoTone({ situacao: 'concluida', atrasada: true })).toBe('concluido');
  });
});

describe('fulfil form', () => {
  const pdf = { name: 'certidao.pdf', size: 1000, type: 'application/pdf' };
  it('asks for the PDF, the result and the control code', () => {
    expect(checkFulfil(EMPTY_FULFIL, '2026-12-01')).toEqual({
      pdf: 'Escolha o PDF da certidão.',
      resultado: 'Selecione o resultado.',
      codigoControle: 'Informe o código de controle.',
    });
    expect(
      checkFulfil({ ...EMPTY_FULFIL, pdf, resultado: 'negativa', codigoControle: 'ABC-123' }, '2026-12-01'),
    ).toEqual({});
  });
  it('refuses what is not a PDF, a future issue and a validity before the issue', () => {
    const errors = checkFulfil(
      {
        pdf: { name: 'foto.png', size: 10, type: 'image/png' },
        resultado: 'positiva',
        emitidoEm: '2026-12-02',
        validoAte: '2026-11-30',
        codigoControle: 'X',
      },
      '2026-12-01',
    );
    expect(errors.pdf).toBe('O arquivo precisa ser um PDF.');
    expect(errors.emitidoEm).toBe('A data de emissão não pode ser futura.');
    expect(
      checkFulfil(
        { pdf, resultado: 'negativa', emitidoEm: '2026-11-20', validoAte: '2026-11-10', codigoControle: 'X' },
        '2026-12-01',
      ).validoAte,
    ).toBe('A validade não pode ser anterior à emissão.');
  });
  it('sends the issue day as noon in São Paulo', () => {
    expect(issueInstant('2026-11-20')).toBe('2026-11-20T15:00:00.000Z');
    expect(issueInstant('')).toBeNull();
  });
});

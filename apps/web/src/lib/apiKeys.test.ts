import { formatDate } from '@certidao/domain';
import { describe, expect, it } from 'vitest';
import { expiryInstant, expiryRange, keyStatusView, scopeLabel } from './apiKeys.ts';

describe('scopeLabel', () => {
  it('names each scope in pt-BR', () => {
    expect(scopeLabel('solicitacoes:ler')).toBe('Ler solicitações e PDFs');
    expect(scopeLabel('solicitacoes:escrever')).toBe('Criar, repetir e cancelar solicitações');
    expect(scopeLabel('webhooks:gerenciar')).toBe('Gerenciar webhooks');
  });

  it('shows an unknown scope as the server sent it', () => {
    expect(scopeLabel('empresas:ler')).toBe('empresas:ler');
  });
});

describe('keyStatusView', () => {
  it('labels the three statuses with distinct tones', () => {
    expect(keyStatusView('ativa')).toEqual({ label: 'Ativa', tone: 'success' });
    expect(keyStatusView('expirada')).toEqual({ label: 'Expirada', tone: 'warning' });
    expect(keyStatusView('revogada')).toEqual({ label: 'Revogada', tone: 'neutral' });
    expect(keyStatusView('outra').label).toBe('Desconhecido');
  });
});

describe('expiryInstant', () => {
  it('is the last second of the chosen day in São Paulo', () => {
    expect(expiryInstant('2026-03-10')).toBe('2026-03-11T02:59:59.000Z');
    expect(formatDate(expiryInstant('2026-03-10'))).toBe('10/03/2026');
  });
});

describe('expiryRange', () => {
  it('runs from the São Paulo day of now to just under two years later', () => {
    // 01:00 UTC on the 1st is still the evening of the 31st in São Paulo.
    expect(expiryRange(new Date('2026-01-01T01:00:00Z'))).toEqual({ min: '2025-12-31', max: '2027-12-30' });
  });
});

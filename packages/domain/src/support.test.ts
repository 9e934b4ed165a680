import { describe, expect, it } from 'vitest';
import {
  SUPPORT_PROBLEM_TYPES,
  SUPPORT_TICKET_STATUSES,
  supportProblemLabel,
  supportTicketStatusLabel,
} from './support';

describe('support labels', () => {
  it('names every status and problem type in pt-BR', () => {
    expect(SUPPORT_TICKET_STATUSES.map(supportTicketStatusLabel)).toEqual([
      'Aberto',
      'Em andamento',
      'Resolvido',
    ]);
    expect(SUPPORT_PROBLEM_TYPES.map(supportProblemLabel)).toEqual([
      'Problema técnico',
      'Cobrança',
      'Certidão',
      'Conta',
      'Outro',
    ]);
  });

  it('shows an unknown code as it is', () => {
    expect(supportTicketStatusLabel('arquivado')).toBe('arquivado');
    expect(supportProblemLabel('urgente')).toBe('urgente');
  });
});

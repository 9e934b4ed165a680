import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditActionLabel, auditActionsMatching } from './audit';

describe('audit action labels', () => {
  it('labels every action in pt-BR', () => {
    for (const a of AUDIT_ACTIONS) expect(auditActionLabel(a)).not.toBe(a);
    expect(auditActionLabel('plan.created')).toBe('Plano criado');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });

  it('matches the code or the label, ignoring case and accents', () => {
    expect(auditActionsMatching('usuario criado')).toEqual(['user.created']);
    expect(auditActionsMatching('PLAN.CREATED')).toEqual(['plan.created']);
    expect(auditActionsMatching('reembolso')).toContain('payment.refund_failed');
    expect(auditActionsMatching('zzz')).toEqual([]);
  });
});

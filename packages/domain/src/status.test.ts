import { describe, expect, it } from 'vitest';
import {
  BILLING_TYPES,
  certificateCountsText,
  certificateStatusCounts,
  certificateStatusLabel,
  certificateStatusView,
  dueStatusText,
  isCertificateFailed,
  isCertificateInProgress,
  isPaymentPending,
  isWithinRefundWindow,
  jobStateView,
  METODOS_PAGAMENTO,
  PAYMENT_STATUSES,
  paymentMethodLabel,
  paymentStatusView,
  paymentSubject,
  ROLE_LABELS,
  ROLES,
  requestStatusLabel,
  roleLabel,
  statusTone,
  subscriptionStatusLabel,
  USER_STATUS_LABELS,
  USER_STATUSES,
  usageLevel,
  usagePercent,
  userStatusLabel,
} from './status';

describe('certificateStatusView (server status)', () => {
  it.each([
    ['pendente', 'Aguardando', 0, 'pendente'],
    ['processando', 'Processando', 50, 'processando'],
    ['concluido', 'Concluída', 100, 'concluido'],
    ['falhou', 'Falhou', 0, 'falhou'],
    ['cancelado', 'Cancelada', 0, 'cancelado'],
  ] as const)('%s → %s, %i%%', (status, label, progress, tone) => {
    expect(certificateStatusView(status)).toEqual({ label, progress, tone });
  });

  it('compares case-insensitively and treats unknown values as neutral', () => {
    expect(certificateStatusView(' CONCLUIDO ').label).toBe('Concluída');
    expect(certificateStatusView('xyz')).toEqual({ label: 'Desconhecido', progress: 0, tone: 'neutral' });
    expect(certificateStatusView(undefined)).toEqual({ label: 'Desconhecido', progress: 0, tone: 'neutral' });
  });
});

describe('certificateStatusView (with a polled job state)', () => {
  it.each([
    ['waiting', 'Aguardando', 0, 'pendente'],
    ['active', 'Processando', 50, 'processando'],
    ['completed', 'Concluída', 100, 'concluido'],
    ['failed', 'Falhou', 0, 'falhou'],
    ['delayed', 'Atrasada', 0, 'pendente'],
    ['stuck', 'Travado', 0, 'falhou'],
  ] as const)('job %s → %s', (jobState, label, progress, tone) => {
    expect(certificateStatusView('processando', jobState)).toEqual({ label, progress, tone });
  });

  it('uses the progress the job reports, clamped to 0–100', () => {
    expect(certificateStatusView('processando', 'active', 73).progress).toBe(73);
    expect(certificateStatusView('processando', 'active', 140).progress).toBe(100);
    expect(certificateStatusView('processando', 'active', -5).progress).toBe(0);
    expect(certificateStatusView('processando', 'active', null).progress).toBe(50);
  });

  it('keeps cancelado as Cancelada whatever the job says', () => {
    expect(certificateStatusView('cancelado', 'active', 40)).toEqual({
      label: 'Cancelada',
      progress: 0,
      tone: 'cancelado',
    });
  });

  it('names and counts cancelled certificates apart from failed ones', () => {
    expect(certificateStatusLabel('CANCELADO')).toBe('Cancelada');
    expect(certificateStatusLabel('falhou')).toBe('Falhou');
    expect(certificateStatusLabel('?')).toBe('Desconhecido');
    const counts = certificateStatusCounts([
      { status: 'concluido' },
      { status: 'concluido' },
      { status: 'cancelado' },
      { status: 'pendente' },
      { status: 'estranho' },
    ]);
    expect(counts).toEqual({
      Aguardando: 1,
      Processando: 0,
      Concluída: 2,
      Falhou: 0,
      Cancelada: 1,
      total: 5,
      done: 3,
    });
    expect(certificateCountsText(counts)).toBe('Aguardando 1 · Concluída 2 · Cancelada 1');
    expect(certificateCountsText(certificateStatusCounts([]))).toBe('sem certidões');
  });

  it('falls back to the server status for an unknown job state', () => {
    expect(certificateStatusView('concluido', 'unknown')).toEqual({
      label: 'Concluída',
      progress: 100,
      tone: 'concluido',
    });
  });
});

describe('jobStateView', () => {
  it('labels every job state', () => {
    expect(jobStateView('waiting')).toEqual({ label: 'Aguardando', tone: 'pendente' });
    expect(jobStateView('active')).toEqual({ label: 'Processando', tone: 'processando' });
    expect(jobStateView('completed')).toEqual({ label: 'Concluída', tone: 'concluido' });
    expect(jobStateView('failed')).toEqual({ label: 'Falhou', tone: 'falhou' });
    expect(jobStateView('delayed')).toEqual({ label: 'Atrasada', tone: 'pendente' });
    expect(jobStateView('stuck')).toEqual({ label: 'Travado', tone: 'falhou' });
    expect(jobStateView('paused')).toEqual({ label: 'Desconhecido', tone: 'neutral' });
    expect(jobStateView('toString')).toEqual({ label: 'Desconhecido', tone: 'neutral' });
  });
});

describe('in-progress and failed predicates', () => {
  it('knows what is still running (polled, cancellable)', () => {
    expect(isCertificateInProgress('pendente')).toBe(true);
    expect(isCertificateInProgress('processando')).toBe(true);
    expect(isCertificateInProgress('concluido')).toBe(false);
    expect(isCertificateInProgress('falhou')).toBe(false);
    expect(isCertificateInProgress('cancelado', 'active')).toBe(false);
    expect(isCertificateInProgress('processando', 'waiting')).toBe(true);
    expect(isCertificateInProgress('processando', 'active')).toBe(true);
    expect(isCertificateInProgress('processando', 'completed')).toBe(false);
    expect(isCertificateInProgress('processando', 'failed')).toBe(false);
  });

  it('knows what is shown as failed (retry offered)', () => {
    expect(isCertificateFailed('falhou')).toBe(true);
    expect(isCertificateFailed('cancelado')).toBe(false);
    expect(isCertificateFailed('processando', 'failed')).toBe(true);
    expect(isCertificateFailed('processando', 'stuck')).toBe(false);
    expect(isCertificateFailed('concluido')).toBe(false);
  });
});

describe('statusTone', () => {
  it('gives each request status its own colour role, compared lower-cased', () => {
    expect(statusTone('concluido')).toBe('concluido');
    expect(statusTone('PENDENTE')).toBe('pendente');
    expect(statusTone('Processando')).toBe('processando');
    expect(statusTone('falhou')).toBe('falhou');
    expect(statusTone('cancelado')).toBe('cancelado');
    expect(statusTone('outro')).toBe('neutral');
    expect(statusTone(null)).toBe('neutral');
  });
});

describe('paymentStatusView', () => {
  it('labels the payment statuses', () => {
    expect(paymentStatusView('CONFIRMADO')).toEqual({ label: 'Confirmado', tone: 'concluido' });
    expect(paymentStatusView('PENDENTE')).toEqual({ label: 'Pendente', tone: 'pendente' });
    expect(paymentStatusView('RECUSADO')).toEqual({ label: 'Recusado', tone: 'falhou' });
    expect(paymentStatusView('CANCELADO')).toEqual({ label: 'Cancelado', tone: 'cancelado' });
    expect(paymentStatusView('REEMBOLSADO')).toEqual({ label: 'Reembolsado', tone: 'neutral' });
    expect(PAYMENT_STATUSES.map((s) => paymentStatusView(s).label)).not.toContain('Desconhecido');
  });

  it('understands the profile-history aliases', () => {
    expect(paymentStatusView('pago')).toEqual({ label: 'Pago', tone: 'concluido' });
    expect(paymentStatusView('paid')).toEqual({ label: 'Pago', tone: 'concluido' });
    expect(paymentStatusView('pendente')).toEqual({ label: 'Pendente', tone: 'pendente' });
    expect(paymentStatusView('pending')).toEqual({ label: 'Pendente', tone: 'pendente' });
    expect(paymentStatusView('falhou')).toEqual({ label: 'Falhou', tone: 'falhou' });
    expect(paymentStatusView('FAILED')).toEqual({ label: 'Falhou', tone: 'falhou' });
  });

  it('treats anything else as unknown', () => {
    expect(paymentStatusView('ESTORNADO')).toEqual({ label: 'Desconhecido', tone: 'neutral' });
    expect(paymentStatusView('')).toEqual({ label: 'Desconhecido', tone: 'neutral' });
    expect(paymentStatusView('constructor')).toEqual({ label: 'Desconhecido', tone: 'neutral' });
  });

  it('allows actions only on pending payments', () => {
    expect(isPaymentPending('PENDENTE')).toBe(true);
    expect(isPaymentPending('pending')).toBe(true);
    for (const s of ['CONFIRMADO', 'RECUSADO', 'CANCELADO', 'REEMBOLSADO', undefined]) {
      expect(isPaymentPending(s)).toBe(false);
    }
  });

  it('labels payment methods and billing types', () => {
    expect(METODOS_PAGAMENTO.map(paymentMethodLabel)).toEqual([
      'PIX',
      'Boleto',
      'Cartão de crédito',
      'Cartão de Débito',
    ]);
    expect(BILLING_TYPES.map(paymentMethodLabel)).toEqual(['PIX', 'Boleto', 'Cartão de crédito']);
    expect(paymentMethodLabel('cartao_credito')).toBe('Cartão de crédito');
    expect(paymentMethodLabel('DINHEIRO')).toBe('DINHEIRO');
  });
});

describe('subscriptionStatusLabel', () => {
  it('labels ACTIVE / PENDING / CANCELLED and nothing else', () => {
    expect(subscriptionStatusLabel('ACTIVE')).toBe('Ativa');
    expect(subscriptionStatusLabel('PENDING')).toBe('Pendente');
    expect(subscriptionStatusLabel('CANCELLED')).toBe('Cancelada');
    expect(subscriptionStatusLabel('active')).toBe('Ativa');
    expect(subscriptionStatusLabel('EXPIRED')).toBe('Desconhecido');
    expect(subscriptionStatusLabel('CANCELED')).toBe('Desconhecido');
    expect(subscriptionStatusLabel(undefined)).toBe('Desconhecido');
  });
});

describe('dueStatusText', () => {
  it('covers every branch', () => {
    expect(dueStatusText(-5)).toBe('5 dias em atraso');
    expect(dueStatusText(-1)).toBe('1 dias em atraso'); // the fixed text 'N dias em atraso', verbatim
    expect(dueStatusText(0)).toBe('Vence hoje');
    expect(dueStatusText(1)).toBe('Vence amanhã');
    expect(dueStatusText(2)).toBe('Vence em 2 dias');
    expect(dueStatusText(30)).toBe('Vence em 30 dias');
    expect(dueStatusText(null)).toBe('N/A');
    expect(dueStatusText(undefined)).toBe('N/A');
    expect(dueStatusText(Number.NaN)).toBe('N/A');
  });
});

describe('usagePercent', () => {
  it('computes the share of the limit used', () => {
    expect(usagePercent(30, 50)).toBe(60);
    expect(usagePercent(0, 10)).toBe(0);
    expect(usagePercent(5, 5)).toBe(100);
    expect(usagePercent(6, 5)).toBe(120);
    expect(usagePercent(undefined, 5)).toBe(0);
  });

  it('is null for an unlimited plan (0, empty or absent limit)', () => {
    expect(usagePercent(10, 0)).toBeNull();
    expect(usagePercent(10, null)).toBeNull();
    expect(usagePercent(10, undefined)).toBeNull();
    expect(usagePercent(10, Number.NaN)).toBeNull();
  });
});

describe('usageLevel', () => {
  it('default scheme: above 60 yellow, above 80 red', () => {
    expect(usageLevel(0, 'default')).toBe('green');
    expect(usageLevel(60, 'default')).toBe('green');
    expect(usageLevel(60.1, 'default')).toBe('yellow');
    expect(usageLevel(80, 'default')).toBe('yellow');
    expect(usageLevel(80.1, 'default')).toBe('red');
    expect(usageLevel(150, 'default')).toBe('red');
    expect(usageLevel(80.1)).toBe('red');
  });

  it('admin scheme: from 70 orange, from 90 red', () => {
    expect(usageLevel(0, 'admin')).toBe('green');
    expect(usageLevel(69.9, 'admin')).toBe('green');
    expect(usageLevel(70, 'admin')).toBe('orange');
    expect(usageLevel(89.9, 'admin')).toBe('orange');
    expect(usageLevel(90, 'admin')).toBe('red');
    expect(usageLevel(100, 'admin')).toBe('red');
  });

  it('treats unlimited (null) as green', () => {
    expect(usageLevel(null, 'default')).toBe('green');
    expect(usageLevel(usagePercent(100, 0), 'admin')).toBe('green');
  });
});

describe('roles and user statuses', () => {
  it('labels every role and user status', () => {
    expect(ROLE_LABELS).toEqual({ user: 'Usuário', moderator: 'Moderador', admin: 'Administrador' });
    expect(USER_STATUS_LABELS).toEqual({ active: 'Ativo', inactive: 'Inativo', suspended: 'Suspenso' });
    expect(ROLES.map(roleLabel)).toEqual(['Usuário', 'Moderador', 'Administrador']);
    expect(USER_STATUSES.map(userStatusLabel)).toEqual(['Ativo', 'Inativo', 'Suspenso']);
    expect(roleLabel('ADMIN')).toBe('Administrador');
    expect(roleLabel('owner')).toBe('owner');
    expect(userStatusLabel('banned')).toBe('banned');
  });
});

describe('isWithinRefundWindow', () => {
  it('is the 7 days after the payment, the last moment included', () => {
    const paid = new Date('2026-03-01T12:00:00Z');
    expect(isWithinRefundWindow(paid, new Date('2026-03-08T12:00:00Z'))).toBe(true);
    expect(isWithinRefundWindow(paid.toISOString(), new Date('2026-03-08T12:00:00.001Z'))).toBe(false);
  });
});

describe('paymentSubject', () => {
  it('names a period by its plan, other charges by their own line, a one-off order without one as such', () => {
    expect(paymentSubject({ plano: { nome: 'Profissional' }, tipo: 'plano', descricao: 'ignored' })).toBe(
      'Plano Profissional',
    );
    expect(
      paymentSubject({
        plano: { nome: 'Profissional' },
        tipo: 'alteracao',
        descricao: 'Diferença (18 dias)',
      }),
    ).toBe('Diferença (18 dias)');
    expect(
      paymentSubject({ plano: null, tipo: 'avulso', descricao: 'Pedido avulso: 3 certidões de Rita' }),
    ).toBe('Pedido avulso: 3 certidões de Rita');
    expect(paymentSubject({ plano: null, tipo: 'avulso', descricao: null })).toBe('Pedido avulso');
  });
});

describe('requestStatusLabel', () => {
  const of = (status: string, ...certs: string[]) => ({
    status,
    certidoes: certs.map((c) => ({ status: c })),
  });
  it('says a done request with cancelled certificates is done in part, never plain Concluída or Falhou', () => {
    expect(requestStatusLabel(of('concluido', 'concluido', 'cancelado'))).toBe('Concluída em parte');
    expect(requestStatusLabel(of('CONCLUIDO', 'cancelado', 'concluido'))).toBe('Concluída em parte');
  });
  it("otherwise says the aggregate's own label", () => {
    expect(requestStatusLabel(of('concluido', 'concluido'))).toBe('Concluída');
    expect(requestStatusLabel(of('cancelado', 'cancelado'))).toBe('Cancelada');
    expect(requestStatusLabel(of('falhou', 'falhou', 'cancelado'))).toBe('Falhou');
    expect(requestStatusLabel(of('processando', 'processando', 'cancelado'))).toBe('Processando');
    expect(requestStatusLabel(of('x'))).toBe('Desconhecido');
  });
});

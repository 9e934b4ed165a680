/**
 * Status vocabularies and how each is shown (pt-BR label, colour role). Incoming values are compared
 * case-insensitively and trimmed; unknown values never throw, they get a neutral 'Desconhecido' view.
 */

export const CERTIFICATE_STATUSES = ['pendente', 'processando', 'concluido', 'falhou', 'cancelado'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const JOB_STATES = ['waiting', 'active', 'completed', 'failed', 'delayed', 'stuck'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const PAYMENT_STATUSES = ['CONFIRMADO', 'PENDENTE', 'RECUSADO', 'CANCELADO', 'REEMBOLSADO'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const METODOS_PAGAMENTO = ['PIX', 'BOLETO', 'CARTAO_CREDITO', 'CARTAO_DEBITO'] as const;
export type MetodoPagamento = (typeof METODOS_PAGAMENTO)[number];

export const BILLING_TYPES = ['PIX', 'BOLETO', 'CREDIT_CARD'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'PENDING', 'CANCELLED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Colour roles of status badges and progress cards. */
export type StatusTone = 'concluido' | 'pendente' | 'processando' | 'falhou' | 'cancelado' | 'neutral';

export type UsageLevel = 'green' | 'yellow' | 'orange' | 'red';

export const UNKNOWN_LABEL = 'Desconhecido';

export interface StatusView {
  label: string;
  tone: StatusTone;
}

export interface CertificateStatusView extends StatusView {
  /** 0–100. */
  progress: number;
}

function key(v: string | null | undefined): string {
  return String(v ?? '')
    .trim()
    .toLowerCase();
}

// ---------------------------------------------------------------------------------------------------------
// Certificates and jobs

const CERTIFICATE_STATUS_VIEWS: Record<CertificateStatus, CertificateStatusView> = {
  pendente: { label: 'Aguardando', tone: 'pendente', progress: 0 },
  processando: { label: 'Processando', tone: 'processando', progress: 50 },
  concluido: { label: 'Concluída', tone: 'concluido', progress: 100 },
  falhou: { label: 'Falhou', tone: 'falhou', progress: 0 },
  // Cancelled is its own outcome (the customer or an unpaid order stopped it), never shown as a failure.
  cancelado: { label: 'Cancelada', tone: 'cancelado', progress: 0 },
};

const JOB_STATE_VIEWS: Record<JobState, StatusView & { progress: number }> = {
  waiting: { label: 'Aguardando', tone: 'pendente', progress: 0 },
  active: { label: 'Processando', tone: 'processando', progress: 50 },
  completed: { label: 'Concluída', tone: 'concluido', progress: 100 },
  failed: { label: 'Falhou', tone: 'falhou', progress: 0 },
  delayed: { label: 'Atrasada', tone: 'pendente', progress: 0 },
  stuck: { label: 'Travado', tone: 'falhou', progress: 0 },
};

function isKeyOf<T extends object>(record: T, k: string): k is Extract<keyof T, string> {
  return Object.hasOwn(record, k);
}

/** How a polled job state is shown: Aguardando, Processando, Concluída, Falhou, Atrasada, Travado. */
export function jobStateView(state: string | null | undefined): StatusView {
  const k = key(state);
  if (!isKeyOf(JOB_STATE_VIEWS, k)) return { label: UNKNOWN_LABEL, tone: 'neutral' };
  const { label, tone } = JOB_STATE_VIEWS[k];
  return { label, tone };
}

/**
 * How a certificate of a request is shown. Without a job state the server status decides (progress 100 for
 * concluido, 50 for processando, 0 otherwise). A known polled job state takes precedence, except over
 * cancelado, which is final and always shown as Cancelada. `jobProgress`, when the job reports one, replaces the
 * derived progress while the job state is the one shown.
 */
export function certificateStatusView(
  status: string | null | undefined,
  jobState?: string | null,
  jobProgress?: number | null,
): CertificateStatusView {
  const s = key(status);
  const j = key(jobState);
  if (s !== 'cancelado' && isKeyOf(JOB_STATE_VIEWS, j)) {
    const view = JOB_STATE_VIEWS[j];
    const progress =
      typeof jobProgress === 'number' && Number.isFinite(jobProgress)
        ? Math.min(100, Math.max(0, jobProgress))
        : view.progress;
    return { label: view.label, tone: view.tone, progress };
  }
  if (isKeyOf(CERTIFICATE_STATUS_VIEWS, s)) return { ...CERTIFICATE_STATUS_VIEWS[s] };
  return { label: UNKNOWN_LABEL, tone: 'neutral', progress: 0 };
}

/** Waiting or active (what the screens poll and what makes a request cancellable). */
export function isCertificateInProgress(
  status: string | null | undefined,
  jobState?: string | null,
): boolean {
  const s = key(status);
  if (s === 'cancelado') return false;
  const j = key(jobState);
  if (isKeyOf(JOB_STATE_VIEWS, j)) return j === 'waiting' || j === 'active';
  return s === 'pendente' || s === 'processando';
}

/** Shown as Falhou (what offers 'Tentar novamente' on the request list); a cancelled one is not. */
export function isCertificateFailed(status: string | null | undefined, jobState?: string | null): boolean {
  return certificateStatusView(status, jobState).label === 'Falhou';
}

/** The labels of certificates (and of requests, by their aggregate status), in the order counts are written. */
export const CERTIFICATE_STATUS_LABELS = [
  'Aguardando',
  'Processando',
  'Concluída',
  'Falhou',
  'Cancelada',
] as const;
export type CertificateStatusLabel = (typeof CERTIFICATE_STATUS_LABELS)[number];

/**
 * The label of a certificate or request status, the one wording every app writes: Aguardando, Processando,
 * Concluída, Falhou, Cancelada (cancelado is never Falhou); an unknown status is 'Desconhecido'.
 */
export function certificateStatusLabel(
  status: string | null | undefined,
): CertificateStatusLabel | 'Desconhecido' {
  const k = key(status);
  return isKeyOf(CERTIFICATE_STATUS_VIEWS, k)
    ? (CERTIFICATE_STATUS_VIEWS[k].label as CertificateStatusLabel)
    : UNKNOWN_LABEL;
}

/**
 * A request's status in words, from its certificates. The server's aggregate says 'concluido' for a request whose
 * certificates are partly done and partly cancelled (cancelled ranks last), so such a request is 'Concluída em
 * parte', never plain 'Concluída'; the web, the CLI and the statements say the same.
 */
export function requestStatusLabel(request: {
  status: string | null | undefined;
  certidoes: ReadonlyArray<{ status: string | null | undefined }>;
}): CertificateStatusLabel | 'Concluída em parte' | 'Desconhecido' {
  if (key(request.status) === 'concluido' && request.certidoes.some((c) => key(c.status) === 'cancelado'))
    return 'Concluída em parte';
  return certificateStatusLabel(request.status);
}

export type CertificateStatusCounts = Record<CertificateStatusLabel, number> & {
  total: number;
  /** Certificates in a final status (concluido, falhou, cancelado). */
  done: number;
};

/** Counts certificates by label, cancelled apart from failed (an unknown status counts only in the total). */
export function certificateStatusCounts(
  certidoes: ReadonlyArray<{ status: string | null | undefined }>,
): CertificateStatusCounts {
  const counts: CertificateStatusCounts = {
    Aguardando: 0,
    Processando: 0,
    Concluída: 0,
    Falhou: 0,
    Cancelada: 0,
    total: 0,
    done: 0,
  };
  for (const c of certidoes) {
    const label = certificateStatusLabel(c.status);
    if (label !== UNKNOWN_LABEL) counts[label]++;
    counts.total++;
    if (label === 'Concluída' || label === 'Falhou' || label === 'Cancelada') counts.done++;
  }
  return counts;
}

/**
 * 'Concluída 6 · Falhou 1 · Cancelada 1': the non-zero counts in the labels' order ('sem certidões' when
 * there is none).
 */
export function certificateCountsText(counts: CertificateStatusCounts): string {
  const parts = CERTIFICATE_STATUS_LABELS.filter((l) => counts[l] > 0).map((l) => `${l} ${counts[l]}`);
  return parts.length ? parts.join(' · ') : 'sem certidões';
}

/**
 * Colour role of a request/certificate status badge, compared lower-cased: concluido, pendente, processando,
 * falhou and cancelado each have their own; anything else is neutral.
 */
export function statusTone(status: string | null | undefined): StatusTone {
  const k = key(status);
  return isKeyOf(CERTIFICATE_STATUS_VIEWS, k) ? (k as CertificateStatus) : 'neutral';
}

// ---------------------------------------------------------------------------------------------------------
// Payments and subscriptions

const PAYMENT_STATUS_VIEWS: Record<string, StatusView> = {
  confirmado: { label: 'Confirmado', tone: 'concluido' },
  pendente: { label: 'Pendente', tone: 'pendente' },
  recusado: { label: 'Recusado', tone: 'falhou' },
  cancelado: { label: 'Cancelado', tone: 'cancelado' },
  reembolsado: { label: 'Reembolsado', tone: 'neutral' },
  // Aliases understood by the payment history of the profile screen.
  pago: { label: 'Pago', tone: 'concluido' },
  paid: { label: 'Pago', tone: 'concluido' },
  pending: { label: 'Pendente', tone: 'pendente' },
  falhou: { label: 'Falhou', tone: 'falhou' },
  failed: { label: 'Falhou', tone: 'falhou' },
};

/** Label and colour role of a payment status (CONFIRMADO … REEMBOLSADO, plus pago/paid, pending, failed). */
export function paymentStatusView(status: string | null | undefined): StatusView {
  const k = key(status);
  const view = isKeyOf(PAYMENT_STATUS_VIEWS, k) ? PAYMENT_STATUS_VIEWS[k] : undefined;
  return view ? { ...view } : { label: UNKNOWN_LABEL, tone: 'neutral' };
}

/** Only a PENDENTE payment can be synchronised, cancelled, or have its bank slip / PIX shown. */
/** The 7-day guarantee: a plan cancelled within 7 days of its first payment gets that payment back. */
export const REFUND_WINDOW_MS = 7 * 86_400_000;

/** Whether a plan paid at `paidAt` is still inside the 7-day guarantee at `now`. */
export function isWithinRefundWindow(paidAt: Date | string, now: Date = new Date()): boolean {
  return now.getTime() - new Date(paidAt).getTime() <= REFUND_WINDOW_MS;
}

export function isPaymentPending(status: string | null | undefined): boolean {
  const k = key(status);
  return k === 'pendente' || k === 'pending';
}

export const PAYMENT_METHOD_LABELS: Record<MetodoPagamento, string> = {
  PIX: 'PIX',
  BOLETO: 'Boleto',
  CARTAO_CREDITO: 'Cartão de crédito',
  CARTAO_DEBITO: 'Cartão de Débito',
};

export const BILLING_TYPE_LABELS: Record<BillingType, string> = {
  PIX: 'PIX',
  BOLETO: 'Boleto',
  CREDIT_CARD: 'Cartão de crédito',
};

/** Label of a metodoPagamento (or billingType); an unknown value is returned as is. */
export function paymentMethodLabel(method: string | null | undefined): string {
  const k = String(method ?? '')
    .trim()
    .toUpperCase();
  if (isKeyOf(PAYMENT_METHOD_LABELS, k)) return PAYMENT_METHOD_LABELS[k];
  if (isKeyOf(BILLING_TYPE_LABELS, k)) return BILLING_TYPE_LABELS[k];
  return String(method ?? '');
}

/**
 * What a payment pays, in a line: the plan's name for a period of it ('Plano Profissional'), the charge's own line
 * for an upgrade's difference, extra seats or a one-off order ('Diferença do plano Básico para o Profissional
 * (18 dias)', 'Pedido avulso: 3 certidões de …').
 */
export function paymentSubject(p: {
  plano: { nome: string } | null;
  tipo?: string;
  descricao?: string | null;
}): string {
  if (p.tipo && p.tipo !== 'plano' && p.descricao) return p.descricao;
  return p.plano ? `Plano ${p.plano.nome}` : 'Pedido avulso';
}

const SUBSCRIPTION_LABELS: Record<string, 'Ativa' | 'Pendente' | 'Cancelada'> = {
  active: 'Ativa',
  pending: 'Pendente',
  cancelled: 'Cancelada',
};

/** ACTIVE → Ativa, PENDING → Pendente, CANCELLED → Cancelada, anything else Desconhecido. */
export function subscriptionStatusLabel(
  s: string | null | undefined,
): 'Ativa' | 'Pendente' | 'Cancelada' | 'Desconhecido' {
  const k = key(s);
  return (isKeyOf(SUBSCRIPTION_LABELS, k) ? SUBSCRIPTION_LABELS[k] : undefined) ?? 'Desconhecido';
}

/**
 * Due-date text from the days left until the next charge: negative 'N dias em atraso', 0 'Vence hoje',
 * 1 'Vence amanhã', otherwise 'Vence em N dias'; 'N/A' when unknown. (The product's fixed texts.)
 */
export function dueStatusText(days: number | null | undefined): string {
  if (typeof days !== 'number' || !Number.isFinite(days)) return 'N/A';
  const d = Math.round(days);
  if (d < 0) return `${Math.abs(d)} dias em atraso`;
  if (d === 0) return 'Vence hoje';
  if (d === 1) return 'Vence amanhã';
  return `Vence em ${d} dias`;
}

// ---------------------------------------------------------------------------------------------------------
// Plan usage

/**
 * Percentage of the monthly limit used; null when the plan is unlimited (limit 0, empty or absent).
 * Not clamped: over-use gives more than 100.
 */
export function usagePercent(
  used: number | null | undefined,
  limit: number | null | undefined,
): number | null {
  if (typeof limit !== 'number' || !Number.isFinite(limit) || limit <= 0) return null;
  const u = typeof used === 'number' && Number.isFinite(used) ? Math.max(0, used) : 0;
  return (u / limit) * 100;
}

/**
 * Colour of a usage bar. 'default' (subscriptions and profile): above 80 red, above 60 yellow, else green.
 * 'admin' (users and plans screen): at least 90 red, at least 70 orange, else green. Unlimited (null) is green.
 */
export function usageLevel(
  percent: number | null | undefined,
  scheme: 'default' | 'admin' = 'default',
): UsageLevel {
  if (typeof percent !== 'number' || Number.isNaN(percent)) return 'green';
  if (scheme === 'admin') {
    if (percent >= 90) return 'red';
    if (percent >= 70) return 'orange';
    return 'green';
  }
  if (percent > 80) return 'red';
  if (percent > 60) return 'yellow';
  return 'green';
}

// ---------------------------------------------------------------------------------------------------------
// Users

export const ROLE_LABELS: Record<Role, string> = {
  user: 'Usuário',
  moderator: 'Moderador',
  admin: 'Administrador',
};

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Ativo',
  inactive: 'Inativo',
  suspended: 'Suspenso',
};

/** Label of a role; an unknown role is returned as is. */
export function roleLabel(role: string | null | undefined): string {
  const k = key(role);
  return isKeyOf(ROLE_LABELS, k) ? ROLE_LABELS[k] : String(role ?? '');
}

/** Label of a user status; an unknown status is returned as is. */
export function userStatusLabel(status: string | null | undefined): string {
  const k = key(status);
  return isKeyOf(USER_STATUS_LABELS, k) ? USER_STATUS_LABELS[k] : String(status ?? '');
}

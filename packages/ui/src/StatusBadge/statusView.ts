import {
  certificateStatusView,
  jobStateView,
  paymentStatusView,
  type StatusTone,
  type StatusView,
  subscriptionStatusLabel,
} from '@certidao/domain';

/** Which vocabulary a status belongs to. */
export type StatusKind = 'certificate' | 'job' | 'payment' | 'subscription';

const SUBSCRIPTION_TONES: Record<ReturnType<typeof subscriptionStatusLabel>, StatusTone> = {
  Ativa: 'concluido',
  Pendente: 'pendente',
  Cancelada: 'cancelado',
  Desconhecido: 'neutral',
};

/**
 * Label and tone of a status, through the domain mappings: certificate statuses (with the polled job
 * state when there is one), job states, payment statuses and subscription statuses.
 */
export function statusView(
  kind: StatusKind,
  status: string | null | undefined,
  jobState?: string | null,
): StatusView {
  switch (kind) {
    case 'certificate': {
      const { label, tone } = certificateStatusView(status, jobState);
      return { label, tone };
    }
    case 'job':
      return jobStateView(status);
    case 'payment':
      return paymentStatusView(status);
    case 'subscription': {
      const label = subscriptionStatusLabel(status);
      return { label, tone: SUBSCRIPTION_TONES[label] };
    }
  }
}

import { type SupportTicketStatus, supportTicketStatusLabel } from '@certidao/domain';
import { Badge, type BadgeTone } from '@certidao/ui';

const TONES: Record<SupportTicketStatus, BadgeTone> = {
  aberto: 'warning',
  em_atendimento: 'info',
  resolvido: 'success',
};

/** A ticket's status as colour and text. */
export function TicketStatusBadge({ status }: { status: SupportTicketStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{supportTicketStatusLabel(status)}</Badge>;
}

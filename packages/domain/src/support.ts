/**
 * Support tickets: the problem types of the contact form and the statuses the staff move a ticket through,
 * with their pt-BR labels (the ticket list, the e-mails and the contact form read the same words).
 */

export const SUPPORT_PROBLEM_TYPES = ['tecnico', 'cobranca', 'certidao', 'conta', 'outro'] as const;
export type SupportProblemType = (typeof SUPPORT_PROBLEM_TYPES)[number];

const PROBLEM_LABELS: Record<SupportProblemType, string> = {
  tecnico: 'Problema técnico',
  cobranca: 'Cobrança',
  certidao: 'Certidão',
  conta: 'Conta',
  outro: 'Outro',
};

/** 'Problema técnico', 'Cobrança'…; an unknown code is shown as it is. */
export function supportProblemLabel(tipo: string): string {
  return PROBLEM_LABELS[tipo as SupportProblemType] ?? tipo;
}

/** A ticket's statuses, in the order a ticket usually goes through them. */
export const SUPPORT_TICKET_STATUSES = ['aberto', 'em_atendimento', 'resolvido'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

const STATUS_LABELS: Record<SupportTicketStatus, string> = {
  aberto: 'Aberto',
  em_atendimento: 'Em andamento',
  resolvido: 'Resolvido',
};

/** 'Aberto', 'Em andamento', 'Resolvido'; an unknown code is shown as it is. */
export function supportTicketStatusLabel(status: string): string {
  return STATUS_LABELS[status as SupportTicketStatus] ?? status;
}

/** The actions the server writes to the audit log, and their pt-BR labels (audit history screen and CSV). */

export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.register',
  'auth.register_existing',
  'auth.email_confirmed',
  'auth.locked',
  'auth.unlocked',
  'user.password_changed',
  'user.created',
  'user.updated',
  'user.role_changed',
  'user.status_changed',
  'user.deleted',
  'plan.created',
  'plan.updated',
  'plan.deleted',
  'user_plan.granted',
  'user_plan.assigned',
  'user_plan.purchased',
  'user_plan.cancelled',
  'user_plan.expired',
  'user_plan.renewal_changed',
  'payment.created',
  'payment.declined',
  'payment.cancelled',
  'payment.refunded',
  'payment.refund_failed',
  'payment.refund_retried',
  'payment.refund_abandoned',
  'payment.charge_delete_failed',
  'card.saved',
  'card.removed',
  'settings.updated',
  'billing.updated',
  'vendor.created',
  'support.ticket_created',
  'support.ticket_status_changed',
  'certidao.observation_added',
  'api_key.created',
  'api_key.first_used',
  'api_key.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secret_rotated',
  'webhook.disabled',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.login': 'Login realizado',
  'auth.login_failed': 'Falha de login',
  'auth.logout': 'Logout',
  'auth.register': 'Cadastro de conta',
  'auth.register_existing': 'Cadastro tentado com e-mail já cadastrado',
  'auth.email_confirmed': 'E-mail confirmado',
  'auth.locked': 'Conta bloqueada por tentativas',
  'auth.unlocked': 'Conta desbloqueada',
  'user.password_changed': 'Senha alterada',
  'user.created': 'Usuário criado',
  'user.updated': 'Usuário atualizado',
  'user.role_changed': 'Perfil de acesso alterado',
  'user.status_changed': 'Status do usuário alterado',
  'user.deleted': 'Usuário removido',
  'plan.created': 'Plano criado',
  'plan.updated': 'Plano atualizado',
  'plan.deleted': 'Plano removido',
  'user_plan.granted': 'Plano concedido',
  'user_plan.assigned': 'Plano atribuído',
  'user_plan.purchased': 'Plano adquirido',
  'user_plan.cancelled': 'Plano cancelado',
  'user_plan.expired': 'Plano expirado',
  'user_plan.renewal_changed': 'Renovação automática alterada',
  'payment.created': 'Pagamento criado',
  'payment.declined': 'Pagamento recusado',
  'payment.cancelled': 'Pagamento cancelado',
  'payment.refunded': 'Pagamento reembolsado',
  'payment.refund_failed': 'Falha no reembolso',
  'payment.refund_retried': 'Reembolso tentado novamente',
  'payment.refund_abandoned': 'Reembolso abandonado',
  'payment.charge_delete_failed': 'Falha ao excluir cobrança',
  'card.saved': 'Cartão salvo',
  'card.removed': 'Cartão removido',
  'settings.updated': 'Configurações do sistema alteradas',
  'billing.updated': 'Dados de cobrança alterados',
  'vendor.created': 'Vendedor cadastrado',
  'support.ticket_created': 'Mensagem ao suporte enviada',
  'support.ticket_status_changed': 'Status de chamado de suporte alterado',
  'certidao.observation_added': 'Observação adicionada à certidão',
  'api_key.created': 'Chave de API criada',
  'api_key.first_used': 'Chave de API usada pela primeira vez',
  'api_key.revoked': 'Chave de API revogada',
  'webhook.created': 'Endpoint de webhook cadastrado',
  'webhook.updated': 'Endpoint de webhook alterado',
  'webhook.deleted': 'Endpoint de webhook excluído',
  'webhook.secret_rotated': 'Segredo de webhook renovado',
  'webhook.disabled': 'Endpoint de webhook desativado por falhas',
};

/** The pt-BR label of an audit action; an unknown action (an older server's) is shown as written. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

/** Every action whose code or pt-BR label contains `text` (case- and accent-insensitive). */
export function auditActionsMatching(text: string): AuditAction[] {
  const needle = fold(text.trim());
  if (!needle) return [...AUDIT_ACTIONS];
  return AUDIT_ACTIONS.filter(
    (a) => fold(a).includes(needle) || fold(AUDIT_ACTION_LABELS[a]).includes(needle),
  );
}

function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

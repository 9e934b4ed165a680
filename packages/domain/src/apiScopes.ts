/**
 * The scopes an API key may hold and what each lets a key do, written once for every surface: the web's key
 * form and list, the CLI's help and completion, and the public API reference. The contract's `EscopoChaveApi`
 * enum names the same scopes; the web and the CLI check at compile time that none is missing here.
 */
export const API_KEY_SCOPES = [
  'solicitacoes:ler',
  'solicitacoes:escrever',
  'webhooks:gerenciar',
  'eventos:ler',
  'monitoramento:ler',
  'monitoramento:escrever',
] as const;

export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** `label`: a short name for checkboxes and badges; `allows`: what the scope lets a key do, lower-case. */
export const API_KEY_SCOPE_TEXT: Record<ApiKeyScope, { label: string; allows: string }> = {
  'solicitacoes:ler': {
    label: 'Ler solicitações e PDFs',
    allows: 'listar e consultar solicitações, acompanhar os eventos, baixar os PDFs e o ZIP',
  },
  'solicitacoes:escrever': {
    label: 'Criar, repetir e cancelar solicitações',
    allows: 'criar solicitações, tentar de novo certidões com falha e cancelar',
  },
  'webhooks:gerenciar': {
    label: 'Gerenciar webhooks',
    allows:
      'cadastrar, alterar e testar endpoints de webhook, ver o registro de entregas, reenviar eventos e disparar eventos de teste',
  },
  'eventos:ler': {
    label: 'Ler os eventos',
    allows: 'listar e consultar os eventos registrados e recebê-los ao vivo (certidao webhooks escutar)',
  },
  'monitoramento:ler': {
    label: 'Ler o monitoramento',
    allows:
      'consultar a carteira monitorada, o resumo, o histórico de cada parte e quantas partes novas a cota cobre; exportar a carteira e baixar as certidões válidas de uma parte',
  },
  'monitoramento:escrever': {
    label: 'Gerenciar o monitoramento',
    allows:
      'incluir (uma a uma, de uma solicitação ou em lote), pausar, retomar, renovar agora e remover partes monitoradas',
  },
};

/**
 * Every route of the app as `{ path, href(...) }`: the router reads `path`, links call `href`,
 * so no component builds a URL by hand.
 */
const route = <A extends unknown[] = []>(path: string, href: (...args: A) => string) => ({ path, href });
const fixed = (path: string) => route(path, () => path);
const enc = encodeURIComponent;

export const paths = {
  // Public
  home: fixed('/'),
  login: fixed('/admin/login'),
  checkoutCompleto: route(
    '/checkout-completo/:planoId',
    (planoId: string) => `/checkout-completo/${enc(planoId)}`,
  ),
  confirmEmail: route('/confirm-email', (token?: string) =>
    token ? `/confirm-email?token=${enc(token)}` : '/confirm-email',
  ),
  desbloquearConta: route('/desbloquear-conta', (token?: string) =>
    token ? `/desbloquear-conta?token=${enc(token)}` : '/desbloquear-conta',
  ),
  verificar: route('/verificar/:codigo', (codigo: string) => `/verificar/${enc(codigo)}`),
  convite: route('/convite/:token', (token: string) => `/convite/${enc(token)}`),
  cobertura: fixed('/cobertura'),
  status: fixed('/status'),
  pedidoAvulso: fixed('/pedido-avulso'),

  // Any signed-in user
  /** `nova`: the new-request form opens at once (after signing up for a one-off order). */
  solicitacoes: route('/admin/solicitacoes', (opts?: { nova?: boolean }) =>
    opts?.nova ? '/admin/solicitacoes?nova=1' : '/admin/solicitacoes',
  ),
  detalhesCertidao: route(
    '/admin/detalhes-certidao/:id',
    (id: string) => `/admin/detalhes-certidao/${enc(id)}`,
  ),
  meuPerfil: fixed('/admin/meu-perfil'),
  checkout: route('/checkout/:planoId', (planoId: string) => `/checkout/${enc(planoId)}`),
  pagamentos: fixed('/pagamentos'),
  adicionarCartao: fixed('/adicionar-cartao'),
  planos: fixed('/planos'),
  integracoes: fixed('/admin/integracoes'),
  webhookEndpoint: route(
    '/admin/integracoes/webhooks/:id',
    (id: string) => `/admin/integracoes/webhooks/${enc(id)}`,
  ),
  monitoramento: route('/monitoramento', (query?: URLSearchParams) =>
    query?.size ? `/monitoramento?${query}` : '/monitoramento',
  ),
  parteMonitorada: route('/monitoramento/:id', (id: string) => `/monitoramento/${enc(id)}`),
  empresa: fixed('/admin/empresa'),
  kits: fixed('/admin/kits'),
  centrosCusto: fixed('/admin/centros-custo'),
  relatorios: fixed('/admin/relatorios'),

  // Staff
  dashboard: fixed('/admin/dashboard'),
  usuarios: fixed('/admin/usuarios'),
  perfilUsuario: route('/admin/perfil-usuario/:id', (id: string) => `/admin/perfil-usuario/${enc(id)}`),
  empresasAdmin: fixed('/admin/empresas'),
  empresaAdmin: route('/admin/empresas/:id', (id: string) => `/admin/empresas/${enc(id)}`),
  visualizacaoCertidao: route(
    '/admin/visualizacao-certidao/:id',
    (id: string) => `/admin/visualizacao-certidao/${enc(id)}`,
  ),
  notificacoes: fixed('/admin/notificacoes'),
  monitoramentoAdmin: route('/admin/monitoramento', (query?: URLSearchParams) =>
    query?.size ? `/admin/monitoramento?${query}` : '/admin/monitoramento',
  ),
  parteMonitoradaAdmin: route('/admin/monitoramento/:id', (id: string) => `/admin/monitoramento/${enc(id)}`),
  saudeFontes: fixed('/admin/fontes'),
  emissaoAssistida: fixed('/admin/emissao-assistida'),
  emissaoAssistidaDetalhe: route(
    '/admin/emissao-assistida/:id',
    (id: string) => `/admin/emissao-assistida/${enc(id)}`,
  ),
  planosAssinaturas: fixed('/admin/planos-assinaturas'),
  suporteAjuda: fixed('/admin/suporte-ajuda'),
  chamadosSuporte: fixed('/admin/suporte/chamados'),
  configuracoesSistema: fixed('/admin/configuracoes-sistema'),
  faturamentoPagamentos: fixed('/admin/faturamento-pagamentos'),
  assinaturasAtivas: fixed('/admin/assinaturas-ativas'),
  novoUsuario: fixed('/admin/usuario/novo'),
  cadastroVendedor: fixed('/admin/cadastro-vendedor'),
  gerenciamentoUsuarios: fixed('/admin/gerenciamento-usuarios'),
  historicoAuditoria: fixed('/admin/historico-auditoria'),
} as const;

export type PathName = keyof typeof paths;

/** Where a signed-in user lands: staff on the dashboard, customers on their requests. */
export function homeFor(role: string | null | undefined): string {
  return role === 'user' ? paths.solicitacoes.href() : paths.dashboard.href();
}

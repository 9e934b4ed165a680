import type { ComponentType } from 'react';
import { type Preloadable, preloadable } from '../lib/preloadable.ts';
import type { Access } from '../session/access.ts';
import { type PathName, paths } from './paths.ts';

/**
 * The route table, as data: who may open each route and which page it shows. The router
 * (router.tsx), the guards, the menus and the Playwright role matrix all read it. Pages load lazily, so the
 * landing page carries no back-office or checkout code.
 */
export type { Access, Role } from '../session/access.ts';
/** 'landing': the page draws everything; 'public': brand bar; 'shell': the admin shell (sidebar and top bar). */
export type Layout = 'landing' | 'public' | 'shell';

export interface AppRoute {
  name: PathName;
  path: string;
  /** The document title ('… | Certidão Ágil'). */
  title: string;
  access: Access;
  layout: Layout;
  page: Preloadable;
}

const STAFF = ['admin', 'moderator'] as const;
const ADMIN = ['admin'] as const;

const page = (load: () => Promise<{ default: ComponentType }>) => preloadable(load);
/**
 * Starts loading a route's page chunk ahead of rendering it; the promise settles when it has loaded. A failure
 * is left to the render, which shows it.
 */
export const loadPageOf = (route: AppRoute) => route.page.preload().catch(() => undefined);
const entry = (
  name: PathName,
  title: string,
  access: Access,
  layout: Layout,
  component: AppRoute['page'],
): AppRoute => ({
  name,
  path: paths[name].path,
  title,
  access,
  layout,
  page: component,
});
/** Public routes. */
export const publicRoutes: AppRoute[] = [
  entry(
    'home',
    'Certidão Ágil — certidões oficiais online, em minutos',
    'public',
    'landing',
    page(() => import('../features/landing/routes/LandingPage.tsx')),
  ),
  entry(
    'login',
    'Entrar',
    'public',
    'public',
    page(() => import('../features/auth/routes/LoginPage.tsx')),
  ),
  entry(
    'checkoutCompleto',
    'Assinar plano',
    'public',
    'public',
    page(() => import('../features/checkout/routes/CheckoutCompletoPage.tsx')),
  ),
  entry(
    'pedidoAvulso',
    'Pedido avulso',
    'public',
    'public',
    page(() => import('../features/checkout/routes/PedidoAvulsoPage.tsx')),
  ),
  entry(
    'confirmEmail',
    'Confirmação de e-mail',
    'public',
    'public',
    page(() => import('../features/auth/routes/ConfirmEmailPage.tsx')),
  ),
  entry(
    'desbloquearConta',
    'Desbloquear conta',
    'public',
    'public',
    page(() => import('../features/auth/routes/UnlockAccountPage.tsx')),
  ),
  entry(
    'verificar',
    'Verificar certidão',
    'public',
    'public',
    page(() => import('../features/verification/routes/VerificarPage.tsx')),
  ),
  entry(
    'convite',
    'Convite',
    'public',
    'public',
    page(() => import('../features/companies/routes/ConvitePage.tsx')),
  ),
  entry(
    'cobertura',
    'Cobertura por estado',
    'public',
    'public',
    page(() => import('../features/coverage/routes/CoberturaPage.tsx')),
  ),
  entry(
    'status',
    'Status das fontes',
    'public',
    'public',
    page(() => import('../features/sources/routes/StatusPage.tsx')),
  ),
];

/** Routes needing only a signed-in session. */
export const sessionRoutes: AppRoute[] = [
  entry(
    'solicitacoes',
    'Solicitações',
    'session',
    'shell',
    page(() => import('../features/requests/routes/SolicitacoesPage.tsx')),
  ),
  entry(
    'detalhesCertidao',
    'Detalhes da solicitação',
    'session',
    'shell',
    page(() => import('../features/requests/routes/DetalhesCertidaoPage.tsx')),
  ),
  entry(
    'meuPerfil',
    'Meu perfil',
    'session',
    'shell',
    page(() => import('../features/profile/routes/MeuPerfilPage.tsx')),
  ),
  entry(
    'checkout',
    'Pagamento',
    'session',
    'shell',
    page(() => import('../features/checkout/routes/CheckoutPage.tsx')),
  ),
  entry(
    'pagamentos',
    'Meus pagamentos',
    'session',
    'shell',
    page(() => import('../features/payments/routes/PagamentosPage.tsx')),
  ),
  entry(
    'adicionarCartao',
    'Adicionar cartão',
    'session',
    'shell',
    page(() => import('../features/payments/routes/AdicionarCartaoPage.tsx')),
  ),
  entry(
    'planos',
    'Planos',
    'session',
    'shell',
    page(() => import('../features/plans/routes/PlanosPage.tsx')),
  ),
  entry(
    'integracoes',
    'Integrações',
    'session',
    'shell',
    page(() => import('../features/integrations/routes/IntegracoesPage.tsx')),
  ),
  entry(
    'webhookEndpoint',
    'Endpoint de webhook',
    'session',
    'shell',
    page(() => import('../features/integrations/routes/WebhookEndpointPage.tsx')),
  ),
  entry(
    'monitoramento',
    'Monitoramento',
    'session',
    'shell',
    page(() => import('../features/monitoring/routes/MonitoramentoPage.tsx')),
  ),
  entry(
    'parteMonitorada',
    'Parte monitorada',
    'session',
    'shell',
    page(() => import('../features/monitoring/routes/ParteMonitoradaPage.tsx')),
  ),
  // The company's screens: any customer may open them; the page says so to one who is not a gestor (the
  // company role is the server's answer, not a session role), and the menu shows them only to gestores.
  entry(
    'empresa',
    'Empresa',
    'session',
    'shell',
    page(() => import('../features/companies/routes/EmpresaPage.tsx')),
  ),
  entry(
    'kits',
    'Kits',
    'session',
    'shell',
    page(() => import('../features/companies/routes/KitsPage.tsx')),
  ),
  entry(
    'centrosCusto',
    'Centros de custo',
    'session',
    'shell',
    page(() => import('../features/companies/routes/CentrosCustoPage.tsx')),
  ),
  entry(
    'relatorios',
    'Relatórios',
    'session',
    'shell',
    page(() => import('../features/companies/routes/RelatoriosPage.tsx')),
  ),
];

/** Routes needing a role. */
export const roleRoutes: AppRoute[] = [
  entry(
    'dashboard',
    'Dashboard',
    STAFF,
    'shell',
    page(() => import('../features/dashboard/routes/DashboardPage.tsx')),
  ),
  entry(
    'usuarios',
    'Usuários',
    STAFF,
    'shell',
    page(() => import('../features/users/routes/UsuariosPage.tsx')),
  ),
  entry(
    'perfilUsuario',
    'Perfil do usuário',
    STAFF,
    'shell',
    page(() => import('../features/users/routes/PerfilUsuarioPage.tsx')),
  ),
  // The company accounts, for staff (the customer's own company screens are session routes above).
  entry(
    'empresasAdmin',
    'Empresas',
    STAFF,
    'shell',
    page(() => import('../features/companies/routes/EmpresasAdminPage.tsx')),
  ),
  entry(
    'empresaAdmin',
    'Detalhes da empresa',
    STAFF,
    'shell',
    page(() => import('../features/companies/routes/EmpresaAdminPage.tsx')),
  ),
  entry(
    'visualizacaoCertidao',
    'Certidão',
    STAFF,
    'shell',
    page(() => import('../features/requests/routes/VisualizacaoCertidaoPage.tsx')),
  ),
  entry(
    'notificacoes',
    'Notificações',
    'session',
    'shell',
    page(() => import('../features/notifications/routes/NotificacoesPage.tsx')),
  ),
  entry(
    'monitoramentoAdmin',
    'Monitoramento',
    STAFF,
    'shell',
    page(() => import('../features/monitoring/routes/MonitoramentoAdminPage.tsx')),
  ),
  entry(
    'parteMonitoradaAdmin',
    'Parte monitorada',
    STAFF,
    'shell',
    page(() => import('../features/monitoring/routes/ParteMonitoradaAdminPage.tsx')),
  ),
  entry(
    'saudeFontes',
    'Saúde das fontes',
    STAFF,
    'shell',
    page(() => import('../features/sources/routes/SaudeFontesPage.tsx')),
  ),
  entry(
    'emissaoAssistida',
    'Emissão assistida',
    STAFF,
    'shell',
    page(() => import('../features/assisted/routes/EmissaoAssistidaPage.tsx')),
  ),
  entry(
    'emissaoAssistidaDetalhe',
    'Emissão assistida',
    STAFF,
    'shell',
    page(() => import('../features/assisted/routes/EmissaoAssistidaDetalhePage.tsx')),
  ),
  entry(
    'planosAssinaturas',
    'Planos e assinaturas',
    STAFF,
    'shell',
    page(() => import('../features/plans/routes/PlanosAssinaturasPage.tsx')),
  ),
  entry(
    'suporteAjuda',
    'Suporte e ajuda',
    STAFF,
    'shell',
    page(() => import('../features/support/routes/SuporteAjudaPage.tsx')),
  ),
  entry(
    'chamadosSuporte',
    'Chamados de suporte',
    STAFF,
    'shell',
    page(() => import('../features/support/routes/ChamadosSuportePage.tsx')),
  ),
  entry(
    'configuracoesSistema',
    'Configurações do sistema',
    ADMIN,
    'shell',
    page(() => import('../features/settings/routes/ConfiguracoesSistemaPage.tsx')),
  ),
  entry(
    'faturamentoPagamentos',
    'Faturamento e pagamentos',
    ADMIN,
    'shell',
    page(() => import('../features/billing/routes/FaturamentoPagamentosPage.tsx')),
  ),
  entry(
    'assinaturasAtivas',
    'Assinaturas ativas',
    ADMIN,
    'shell',
    page(() => import('../features/subscriptions/routes/AssinaturasAtivasPage.tsx')),
  ),
  entry(
    'novoUsuario',
    'Novo usuário',
    ADMIN,
    'shell',
    page(() => import('../features/users/routes/NovoUsuarioPage.tsx')),
  ),
  entry(
    'cadastroVendedor',
    'Cadastro de vendedor',
    ADMIN,
    'shell',
    page(() => import('../features/vendors/routes/CadastroVendedorPage.tsx')),
  ),
  entry(
    'gerenciamentoUsuarios',
    'Gerenciamento de usuários',
    ADMIN,
    'shell',
    page(() => import('../features/users/routes/GerenciamentoUsuariosPage.tsx')),
  ),
  entry(
    'historicoAuditoria',
    'Histórico de auditoria',
    ADMIN,
    'shell',
    page(() => import('../features/audit/routes/HistoricoAuditoriaPage.tsx')),
  ),
];

export const appRoutes: readonly AppRoute[] = [...publicRoutes, ...sessionRoutes, ...roleRoutes];

// Generated from openapi.yaml by packages/api-client/scripts/generate.mjs. Do not edit.
import type { components, webhooks } from './schema.ts';

export type ActiveSubscription = components['schemas']['ActiveSubscription'];
export type ActiveSubscriptionDetail = components['schemas']['ActiveSubscriptionDetail'];
export type ActiveSubscriptionDetailList = components['schemas']['ActiveSubscriptionDetailList'];
export type ActiveSubscriptionList = components['schemas']['ActiveSubscriptionList'];
export type AlterarStatusChamadoRequest = components['schemas']['AlterarStatusChamadoRequest'];
export type AsaasWebhookEvent = components['schemas']['AsaasWebhookEvent'];
export type AtualizarWebhookRequest = components['schemas']['AtualizarWebhookRequest'];
export type AuditoriaEntry = components['schemas']['AuditoriaEntry'];
export type AuditoriaList = components['schemas']['AuditoriaList'];
export type AutomationJobs = components['schemas']['AutomationJobs'];
export type AutomationName = components['schemas']['AutomationName'];
export type AutomationRequest = components['schemas']['AutomationRequest'];
export type BillingType = components['schemas']['BillingType'];
export type CartaoBandeira = components['schemas']['CartaoBandeira'];
export type CartaoSalvo = components['schemas']['CartaoSalvo'];
export type Certidao = components['schemas']['Certidao'];
export type CertidaoDetalhe = components['schemas']['CertidaoDetalhe'];
export type CertidaoHistoricoItem = components['schemas']['CertidaoHistoricoItem'];
export type CertidaoStatus = components['schemas']['CertidaoStatus'];
export type ChangePasswordRequest = components['schemas']['ChangePasswordRequest'];
export type ChaveApi = components['schemas']['ChaveApi'];
export type ChaveApiCriada = components['schemas']['ChaveApiCriada'];
export type ChaveApiList = components['schemas']['ChaveApiList'];
export type ConfiguracoesSistema = components['schemas']['ConfiguracoesSistema'];
export type ConfiguracoesSistemaInput = components['schemas']['ConfiguracoesSistemaInput'];
export type ContatoSuporteRequest = components['schemas']['ContatoSuporteRequest'];
export type CreatePagamentoRequest = components['schemas']['CreatePagamentoRequest'];
export type CreateSolicitacaoRequest = components['schemas']['CreateSolicitacaoRequest'];
export type CreateUserRequest = components['schemas']['CreateUserRequest'];
export type CreateVendedorRequest = components['schemas']['CreateVendedorRequest'];
export type CreditCard = components['schemas']['CreditCard'];
export type CreditCardHolderInfo = components['schemas']['CreditCardHolderInfo'];
export type CriarChaveApiRequest = components['schemas']['CriarChaveApiRequest'];
export type CriarWebhookRequest = components['schemas']['CriarWebhookRequest'];
export type CsvFile = components['schemas']['CsvFile'];
export type DadosCertidaoInput = components['schemas']['DadosCertidaoInput'];
export type DadosCobranca = components['schemas']['DadosCobranca'];
export type DadosCobrancaInput = components['schemas']['DadosCobrancaInput'];
export type DashboardStats = components['schemas']['DashboardStats'];
export type EmailConfirmResult = components['schemas']['EmailConfirmResult'];
export type Error = components['schemas']['Error'];
export type EscopoChaveApi = components['schemas']['EscopoChaveApi'];
export type EventoCertidao = components['schemas']['EventoCertidao'];
export type EventoCertidaoConcluida = components['schemas']['EventoCertidaoConcluida'];
export type EventoCertidaoFalhou = components['schemas']['EventoCertidaoFalhou'];
export type EventoPagamento = components['schemas']['EventoPagamento'];
export type EventoPagamentoConfirmado = components['schemas']['EventoPagamentoConfirmado'];
export type EventoPagamentoReembolsado = components['schemas']['EventoPagamentoReembolsado'];
export type EventoPlanoExpirando = components['schemas']['EventoPlanoExpirando'];
export type EventoSolicitacaoCriada = components['schemas']['EventoSolicitacaoCriada'];
export type EventoSolicitacaoFinalizada = components['schemas']['EventoSolicitacaoFinalizada'];
export type EventoWebhookBase = components['schemas']['EventoWebhookBase'];
export type EventoWebhookTeste = components['schemas']['EventoWebhookTeste'];
export type EventoWebhookTipo = components['schemas']['EventoWebhookTipo'];
export type ExecuteAllRequest = components['schemas']['ExecuteAllRequest'];
export type Genero = components['schemas']['Genero'];
export type Health = components['schemas']['Health'];
export type JobState = components['schemas']['JobState'];
export type JobStatus = components['schemas']['JobStatus'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type LoginResponse = components['schemas']['LoginResponse'];
export type Message = components['schemas']['Message'];
export type MetodoPagamento = components['schemas']['MetodoPagamento'];
export type MeuCartao = components['schemas']['MeuCartao'];
export type Notificacao = components['schemas']['Notificacao'];
export type NotificacaoList = components['schemas']['NotificacaoList'];
export type NotificacoesMarcadas = components['schemas']['NotificacoesMarcadas'];
export type NotificacoesNaoLidas = components['schemas']['NotificacoesNaoLidas'];
export type ObservacaoCertidao = components['schemas']['ObservacaoCertidao'];
export type ObservacaoCertidaoInput = components['schemas']['ObservacaoCertidaoInput'];
export type ObservacaoCertidaoList = components['schemas']['ObservacaoCertidaoList'];
export type OpenApiDocument = components['schemas']['OpenApiDocument'];
export type Pagamento = components['schemas']['Pagamento'];
export type PagamentoList = components['schemas']['PagamentoList'];
export type PagamentoStatus = components['schemas']['PagamentoStatus'];
export type PageMeta = components['schemas']['PageMeta'];
export type Pdf = components['schemas']['Pdf'];
export type PdfFile = components['schemas']['PdfFile'];
export type PdfList = components['schemas']['PdfList'];
export type PdfStats = components['schemas']['PdfStats'];
export type Permissions = components['schemas']['Permissions'];
export type PlanAssignment = components['schemas']['PlanAssignment'];
export type PlanCancellationResult = components['schemas']['PlanCancellationResult'];
export type PlanGrant = components['schemas']['PlanGrant'];
export type Plano = components['schemas']['Plano'];
export type PlanoInput = components['schemas']['PlanoInput'];
export type PlanoList = components['schemas']['PlanoList'];
export type PlanoPatch = components['schemas']['PlanoPatch'];
export type PlanoRef = components['schemas']['PlanoRef'];
export type RecentRequest = components['schemas']['RecentRequest'];
export type RecentRequestList = components['schemas']['RecentRequestList'];
export type RegisterRequest = components['schemas']['RegisterRequest'];
export type RegisterResponse = components['schemas']['RegisterResponse'];
export type ResendConfirmationRequest = components['schemas']['ResendConfirmationRequest'];
export type ResultadoCertidao = components['schemas']['ResultadoCertidao'];
export type ResumoFaturamento = components['schemas']['ResumoFaturamento'];
export type ResumoSolicitacao = components['schemas']['ResumoSolicitacao'];
export type Role = components['schemas']['Role'];
export type SalvarCartaoRequest = components['schemas']['SalvarCartaoRequest'];
export type Solicitacao = components['schemas']['Solicitacao'];
export type SolicitacaoList = components['schemas']['SolicitacaoList'];
export type SolicitacaoQuota = components['schemas']['SolicitacaoQuota'];
export type SolicitacaoStats = components['schemas']['SolicitacaoStats'];
export type StatusChamado = components['schemas']['StatusChamado'];
export type SubscriptionStatus = components['schemas']['SubscriptionStatus'];
export type TicketSuporte = components['schemas']['TicketSuporte'];
export type TicketSuporteList = components['schemas']['TicketSuporteList'];
export type TipoCertidao = components['schemas']['TipoCertidao'];
export type TipoPessoa = components['schemas']['TipoPessoa'];
export type TipoProblema = components['schemas']['TipoProblema'];
export type UpdateMeRequest = components['schemas']['UpdateMeRequest'];
export type UpdateUserRequest = components['schemas']['UpdateUserRequest'];
export type UsageHistory = components['schemas']['UsageHistory'];
export type User = components['schemas']['User'];
export type UserList = components['schemas']['UserList'];
export type UserPlan = components['schemas']['UserPlan'];
export type UserPlanResponse = components['schemas']['UserPlanResponse'];
export type UserPlanUpdate = components['schemas']['UserPlanUpdate'];
export type UserRef = components['schemas']['UserRef'];
export type UserStats = components['schemas']['UserStats'];
export type UserStatus = components['schemas']['UserStatus'];
export type Vendedor = components['schemas']['Vendedor'];
export type Verification = components['schemas']['Verification'];
export type WebhookAck = components['schemas']['WebhookAck'];
export type WebhookCertidaoResumo = components['schemas']['WebhookCertidaoResumo'];
export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookEndpointCriado = components['schemas']['WebhookEndpointCriado'];
export type WebhookEndpointList = components['schemas']['WebhookEndpointList'];
export type WebhookEntrega = components['schemas']['WebhookEntrega'];
export type WebhookEntregaList = components['schemas']['WebhookEntregaList'];
export type WebhookEntregaStatus = components['schemas']['WebhookEntregaStatus'];
export type ZipFile = components['schemas']['ZipFile'];

/** Any event delivered to a webhook endpoint (the `webhooks` section of openapi.yaml); narrow it by `tipo`. */
export type EventoWebhook =
  | NonNullable<webhooks['solicitacao.criada']['post']['requestBody']>['content']['application/json']
  | NonNullable<webhooks['certidao.concluida']['post']['requestBody']>['content']['application/json']
  | NonNullable<webhooks['certidao.falhou']['post']['requestBody']>['content']['application/json']
  | NonNullable<webhooks['solicitacao.finalizada']['post']['requestBody']>['content']['application/json']
  | NonNullable<webhooks['pagamento.confirmado']['post']['requestBody']>['content']['application/json']
  | NonNullable<webhooks['pagamento.reembolsado']['post']['requestBody']>['content']['application/json']
  | NonNullable<webhooks['plano.expirando']['post']['requestBody']>['content']['application/json']
  | NonNullable<webhooks['webhook.teste']['post']['requestBody']>['content']['application/json'];

/** The types of every event in the `webhooks` section. */
export const EVENTOS_WEBHOOK = ["solicitacao.criada","certidao.concluida","certidao.falhou","solicitacao.finalizada","pagamento.confirmado","pagamento.reembolsado","plano.expirando","webhook.teste"] as const;

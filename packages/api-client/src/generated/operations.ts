// Generated from openapi.yaml by packages/api-client/scripts/generate.mjs. Do not edit.

import type { CallOptions } from '../call.ts';
import { call } from '../call.ts';
import type { RawClient } from '../client.ts';
import type { operations } from './schema.ts';

type Success<Op> = Op extends { responses: infer R }
  ? 200 extends keyof R ? Content<R[200]> : 201 extends keyof R ? Content<R[201]> : 202 extends keyof R ? Content<R[202]> : undefined
  : never;
type Content<R> = R extends { content: { 'application/json': infer T } } ? T : R extends { content: { 'application/pdf': unknown } } ? Blob : R extends { content: { 'application/zip': unknown } } ? Blob : R extends { content: { 'text/html': unknown } } ? string : R extends { content: { 'text/csv': unknown } } ? string : R extends { content: { 'application/yaml': unknown } } ? string : undefined;

export type AlterarStatusChamadoSuporteArgs = { path: operations['alterarStatusChamadoSuporte']['parameters']['path']; body: NonNullable<operations['alterarStatusChamadoSuporte']['requestBody']>['content']['application/json']; };
export type AlterarStatusChamadoSuporteResult = Success<operations['alterarStatusChamadoSuporte']>;
export type AsaasWebhookArgs = { header?: operations['asaasWebhook']['parameters']['header']; body: NonNullable<operations['asaasWebhook']['requestBody']>['content']['application/json']; };
export type AsaasWebhookResult = Success<operations['asaasWebhook']>;
export type AssinarPlanoParaUsuarioArgs = { path: operations['assinarPlanoParaUsuario']['parameters']['path']; body: NonNullable<operations['assinarPlanoParaUsuario']['requestBody']>['content']['application/json']; };
export type AssinarPlanoParaUsuarioResult = Success<operations['assinarPlanoParaUsuario']>;
export type AtribuirPlanoUsuarioArgs = { body: NonNullable<operations['atribuirPlanoUsuario']['requestBody']>['content']['application/json']; };
export type AtribuirPlanoUsuarioResult = Success<operations['atribuirPlanoUsuario']>;
export type AtualizarMeuPlanoArgs = { body: NonNullable<operations['atualizarMeuPlano']['requestBody']>['content']['application/json']; };
export type AtualizarMeuPlanoResult = Success<operations['atualizarMeuPlano']>;
export type AtualizarWebhookArgs = { path: operations['atualizarWebhook']['parameters']['path']; body: NonNullable<operations['atualizarWebhook']['requestBody']>['content']['application/json']; };
export type AtualizarWebhookResult = Success<operations['atualizarWebhook']>;
export type BaixarPdfsSolicitacaoArgs = { path: operations['baixarPdfsSolicitacao']['parameters']['path']; };
export type BaixarPdfsSolicitacaoResult = Success<operations['baixarPdfsSolicitacao']>;
export type BuscarPagamentosUsuarioArgs = { query?: operations['buscarPagamentosUsuario']['parameters']['query']; };
export type BuscarPagamentosUsuarioResult = Success<operations['buscarPagamentosUsuario']>;
export type CancelarMeuPlanoResult = Success<operations['cancelarMeuPlano']>;
export type CancelarPagamentoArgs = { path: operations['cancelarPagamento']['parameters']['path']; };
export type CancelarPagamentoResult = Success<operations['cancelarPagamento']>;
export type CancelarPlanoUsuarioArgs = { path: operations['cancelarPlanoUsuario']['parameters']['path']; };
export type CancelarPlanoUsuarioResult = Success<operations['cancelarPlanoUsuario']>;
export type CancelarSolicitacaoArgs = { path: operations['cancelarSolicitacao']['parameters']['path']; header?: operations['cancelarSolicitacao']['parameters']['header']; };
export type CancelarSolicitacaoResult = Success<operations['cancelarSolicitacao']>;
export type ChangePasswordArgs = { body: NonNullable<operations['changePassword']['requestBody']>['content']['application/json']; };
export type ChangePasswordResult = Success<operations['changePassword']>;
export type ConcederPlanoUsuarioArgs = { path: operations['concederPlanoUsuario']['parameters']['path']; body: NonNullable<operations['concederPlanoUsuario']['requestBody']>['content']['application/json']; };
export type ConcederPlanoUsuarioResult = Success<operations['concederPlanoUsuario']>;
export type ConfirmEmailArgs = { query: operations['confirmEmail']['parameters']['query']; };
export type ConfirmEmailResult = Success<operations['confirmEmail']>;
export type ConsultarStatusJobArgs = { path: operations['consultarStatusJob']['parameters']['path']; };
export type ConsultarStatusJobResult = Success<operations['consultarStatusJob']>;
export type ContarNotificacoesNaoLidasResult = Success<operations['contarNotificacoesNaoLidas']>;
export type CreateObservacaoCertidaoArgs = { path: operations['createObservacaoCertidao']['parameters']['path']; body: NonNullable<operations['createObservacaoCertidao']['requestBody']>['content']['application/json']; };
export type CreateObservacaoCertidaoResult = Success<operations['createObservacaoCertidao']>;
export type CreatePlanoArgs = { body: NonNullable<operations['createPlano']['requestBody']>['content']['application/json']; };
export type CreatePlanoResult = Success<operations['createPlano']>;
export type CreateSolicitacaoArgs = { header?: operations['createSolicitacao']['parameters']['header']; body: NonNullable<operations['createSolicitacao']['requestBody']>['content']['application/json']; };
export type CreateSolicitacaoResult = Success<operations['createSolicitacao']>;
export type CreateUsuarioArgs = { body: NonNullable<operations['createUsuario']['requestBody']>['content']['application/json']; };
export type CreateUsuarioResult = Success<operations['createUsuario']>;
export type CreateVendedorArgs = { body: NonNullable<operations['createVendedor']['requestBody']>['content']['application/json']; };
export type CreateVendedorResult = Success<operations['createVendedor']>;
export type CriarChaveApiArgs = { body: NonNullable<operations['criarChaveApi']['requestBody']>['content']['application/json']; };
export type CriarChaveApiResult = Success<operations['criarChaveApi']>;
export type CriarPagamentoArgs = { body: NonNullable<operations['criarPagamento']['requestBody']>['content']['application/json']; };
export type CriarPagamentoResult = Success<operations['criarPagamento']>;
export type CriarWebhookArgs = { header?: operations['criarWebhook']['parameters']['header']; body: NonNullable<operations['criarWebhook']['requestBody']>['content']['application/json']; };
export type CriarWebhookResult = Success<operations['criarWebhook']>;
export type DeletePlanoArgs = { path: operations['deletePlano']['parameters']['path']; };
export type DeletePlanoResult = Success<operations['deletePlano']>;
export type DeleteUsuarioArgs = { path: operations['deleteUsuario']['parameters']['path']; };
export type DeleteUsuarioResult = Success<operations['deleteUsuario']>;
export type DownloadPdfArgs = { path: operations['downloadPdf']['parameters']['path']; query?: operations['downloadPdf']['parameters']['query']; };
export type DownloadPdfResult = Success<operations['downloadPdf']>;
export type DownloadPdfObjetoArgs = { path: operations['downloadPdfObjeto']['parameters']['path']; query?: operations['downloadPdfObjeto']['parameters']['query']; };
export type DownloadPdfObjetoResult = Success<operations['downloadPdfObjeto']>;
export type EnviarContatoSuporteArgs = { body: NonNullable<operations['enviarContatoSuporte']['requestBody']>['content']['application/json']; };
export type EnviarContatoSuporteResult = Success<operations['enviarContatoSuporte']>;
export type ExcluirNotificacaoArgs = { path: operations['excluirNotificacao']['parameters']['path']; };
export type ExcluirNotificacaoResult = Success<operations['excluirNotificacao']>;
export type ExcluirWebhookArgs = { path: operations['excluirWebhook']['parameters']['path']; };
export type ExcluirWebhookResult = Success<operations['excluirWebhook']>;
export type ExecutarAutomacaoArgs = { path: operations['executarAutomacao']['parameters']['path']; body: NonNullable<operations['executarAutomacao']['requestBody']>['content']['application/json']; };
export type ExecutarAutomacaoResult = Success<operations['executarAutomacao']>;
export type ExecuteAllArgs = { body: NonNullable<operations['executeAll']['requestBody']>['content']['application/json']; };
export type ExecuteAllResult = Success<operations['executeAll']>;
export type ExportarAuditoriaCsvArgs = { query?: operations['exportarAuditoriaCsv']['parameters']['query']; };
export type ExportarAuditoriaCsvResult = Success<operations['exportarAuditoriaCsv']>;
export type ExportarPagamentosCsvArgs = { query?: operations['exportarPagamentosCsv']['parameters']['query']; };
export type ExportarPagamentosCsvResult = Success<operations['exportarPagamentosCsv']>;
export type GetBoletoSandboxArgs = { path: operations['getBoletoSandbox']['parameters']['path']; };
export type GetBoletoSandboxResult = Success<operations['getBoletoSandbox']>;
export type GetCertidaoDetalheArgs = { path: operations['getCertidaoDetalhe']['parameters']['path']; };
export type GetCertidaoDetalheResult = Success<operations['getCertidaoDetalhe']>;
export type GetChamadoSuporteArgs = { path: operations['getChamadoSuporte']['parameters']['path']; };
export type GetChamadoSuporteResult = Success<operations['getChamadoSuporte']>;
export type GetDashboardStatsResult = Success<operations['getDashboardStats']>;
export type GetEstatisticasSolicitacoesResult = Success<operations['getEstatisticasSolicitacoes']>;
export type GetEventosSolicitacoesArgs = { query?: operations['getEventosSolicitacoes']['parameters']['query']; header?: operations['getEventosSolicitacoes']['parameters']['header']; };
export type GetEventosSolicitacoesResult = Success<operations['getEventosSolicitacoes']>;
export type GetFaturaSandboxArgs = { path: operations['getFaturaSandbox']['parameters']['path']; };
export type GetFaturaSandboxResult = Success<operations['getFaturaSandbox']>;
export type GetHealthResult = Success<operations['getHealth']>;
export type GetMeResult = Success<operations['getMe']>;
export type GetMyPermissionsResult = Success<operations['getMyPermissions']>;
export type GetObservacoesCertidaoArgs = { path: operations['getObservacoesCertidao']['parameters']['path']; };
export type GetObservacoesCertidaoResult = Success<operations['getObservacoesCertidao']>;
export type GetOpenApiJsonResult = Success<operations['getOpenApiJson']>;
export type GetOpenApiYamlResult = Success<operations['getOpenApiYaml']>;
export type GetPagamentoArgs = { path: operations['getPagamento']['parameters']['path']; };
export type GetPagamentoResult = Success<operations['getPagamento']>;
export type GetPdfStatsResult = Success<operations['getPdfStats']>;
export type GetPlanoArgs = { path: operations['getPlano']['parameters']['path']; };
export type GetPlanoResult = Success<operations['getPlano']>;
export type GetPlanoDoUsuarioArgs = { path: operations['getPlanoDoUsuario']['parameters']['path']; };
export type GetPlanoDoUsuarioResult = Success<operations['getPlanoDoUsuario']>;
export type GetPlanosArgs = { query?: operations['getPlanos']['parameters']['query']; };
export type GetPlanosResult = Success<operations['getPlanos']>;
export type GetPlanoSolicitacoesResult = Success<operations['getPlanoSolicitacoes']>;
export type GetPlanosPublicosArgs = { query?: operations['getPlanosPublicos']['parameters']['query']; };
export type GetPlanosPublicosResult = Success<operations['getPlanosPublicos']>;
export type GetProfileResult = Success<operations['getProfile']>;
export type GetRecentRequestsArgs = { query?: operations['getRecentRequests']['parameters']['query']; };
export type GetRecentRequestsResult = Success<operations['getRecentRequests']>;
export type GetResumoFaturamentoArgs = { query?: operations['getResumoFaturamento']['parameters']['query']; };
export type GetResumoFaturamentoResult = Success<operations['getResumoFaturamento']>;
export type GetSolicitacaoArgs = { path: operations['getSolicitacao']['parameters']['path']; };
export type GetSolicitacaoResult = Success<operations['getSolicitacao']>;
export type GetSolicitacoesArgs = { query?: operations['getSolicitacoes']['parameters']['query']; };
export type GetSolicitacoesResult = Success<operations['getSolicitacoes']>;
export type GetUserPermissionsArgs = { path: operations['getUserPermissions']['parameters']['path']; };
export type GetUserPermissionsResult = Success<operations['getUserPermissions']>;
export type GetUserStatsResult = Success<operations['getUserStats']>;
export type GetUsoUsuarioArgs = { path: operations['getUsoUsuario']['parameters']['path']; query?: operations['getUsoUsuario']['parameters']['query']; };
export type GetUsoUsuarioResult = Success<operations['getUsoUsuario']>;
export type GetUsuarioArgs = { path: operations['getUsuario']['parameters']['path']; };
export type GetUsuarioResult = Success<operations['getUsuario']>;
export type GetUsuariosArgs = { query?: operations['getUsuarios']['parameters']['query']; };
export type GetUsuariosResult = Success<operations['getUsuarios']>;
export type ListarAssinaturasAtivasArgs = { query?: operations['listarAssinaturasAtivas']['parameters']['query']; };
export type ListarAssinaturasAtivasResult = Success<operations['listarAssinaturasAtivas']>;
export type ListarAssinaturasAtivasDetalhadasArgs = { query?: operations['listarAssinaturasAtivasDetalhadas']['parameters']['query']; };
export type ListarAssinaturasAtivasDetalhadasResult = Success<operations['listarAssinaturasAtivasDetalhadas']>;
export type ListarAuditoriaArgs = { query?: operations['listarAuditoria']['parameters']['query']; };
export type ListarAuditoriaResult = Success<operations['listarAuditoria']>;
export type ListarChamadosSuporteArgs = { query?: operations['listarChamadosSuporte']['parameters']['query']; };
export type ListarChamadosSuporteResult = Success<operations['listarChamadosSuporte']>;
export type ListarChavesApiResult = Success<operations['listarChavesApi']>;
export type ListarChavesApiDoUsuarioArgs = { path: operations['listarChavesApiDoUsuario']['parameters']['path']; };
export type ListarChavesApiDoUsuarioResult = Success<operations['listarChavesApiDoUsuario']>;
export type ListarEntregasWebhookArgs = { path: operations['listarEntregasWebhook']['parameters']['path']; query?: operations['listarEntregasWebhook']['parameters']['query']; };
export type ListarEntregasWebhookResult = Success<operations['listarEntregasWebhook']>;
export type ListarNotificacoesArgs = { query?: operations['listarNotificacoes']['parameters']['query']; };
export type ListarNotificacoesResult = Success<operations['listarNotificacoes']>;
export type ListarPagamentosArgs = { query?: operations['listarPagamentos']['parameters']['query']; };
export type ListarPagamentosResult = Success<operations['listarPagamentos']>;
export type ListarPdfsArgs = { query?: operations['listarPdfs']['parameters']['query']; };
export type ListarPdfsResult = Success<operations['listarPdfs']>;
export type ListarPdfsPorCpfArgs = { path: operations['listarPdfsPorCpf']['parameters']['path']; query?: operations['listarPdfsPorCpf']['parameters']['query']; };
export type ListarPdfsPorCpfResult = Success<operations['listarPdfsPorCpf']>;
export type ListarWebhooksResult = Success<operations['listarWebhooks']>;
export type LoginArgs = { body: NonNullable<operations['login']['requestBody']>['content']['application/json']; };
export type LoginResult = Success<operations['login']>;
export type LoginCheckoutArgs = { body: NonNullable<operations['loginCheckout']['requestBody']>['content']['application/json']; };
export type LoginCheckoutResult = Success<operations['loginCheckout']>;
export type LogoutResult = Success<operations['logout']>;
export type MarcarNotificacaoLidaArgs = { path: operations['marcarNotificacaoLida']['parameters']['path']; };
export type MarcarNotificacaoLidaResult = Success<operations['marcarNotificacaoLida']>;
export type MarcarTodasNotificacoesLidasResult = Success<operations['marcarTodasNotificacoesLidas']>;
export type ObterCartaoResult = Success<operations['obterCartao']>;
export type ObterConfiguracoesSistemaResult = Success<operations['obterConfiguracoesSistema']>;
export type ObterDadosCobrancaResult = Success<operations['obterDadosCobranca']>;
export type ObterPlanoUsuarioResult = Success<operations['obterPlanoUsuario']>;
export type ObterWebhookArgs = { path: operations['obterWebhook']['parameters']['path']; };
export type ObterWebhookResult = Success<operations['obterWebhook']>;
export type PagarSandboxArgs = { path: operations['pagarSandbox']['parameters']['path']; };
export type PagarSandboxResult = Success<operations['pagarSandbox']>;
export type ReenviarEntregaWebhookArgs = { path: operations['reenviarEntregaWebhook']['parameters']['path']; header?: operations['reenviarEntregaWebhook']['parameters']['header']; };
export type ReenviarEntregaWebhookResult = Success<operations['reenviarEntregaWebhook']>;
export type RegisterArgs = { body: NonNullable<operations['register']['requestBody']>['content']['application/json']; };
export type RegisterResult = Success<operations['register']>;
export type RemoverCartaoResult = Success<operations['removerCartao']>;
export type ResendConfirmationArgs = { body: NonNullable<operations['resendConfirmation']['requestBody']>['content']['application/json']; };
export type ResendConfirmationResult = Success<operations['resendConfirmation']>;
export type RetryJobArgs = { path: operations['retryJob']['parameters']['path']; header?: operations['retryJob']['parameters']['header']; };
export type RetryJobResult = Success<operations['retryJob']>;
export type RevogarChaveApiArgs = { path: operations['revogarChaveApi']['parameters']['path']; };
export type RevogarChaveApiResult = Success<operations['revogarChaveApi']>;
export type RotacionarSegredoWebhookArgs = { path: operations['rotacionarSegredoWebhook']['parameters']['path']; header?: operations['rotacionarSegredoWebhook']['parameters']['header']; };
export type RotacionarSegredoWebhookResult = Success<operations['rotacionarSegredoWebhook']>;
export type SalvarCartaoArgs = { body: NonNullable<operations['salvarCartao']['requestBody']>['content']['application/json']; };
export type SalvarCartaoResult = Success<operations['salvarCartao']>;
export type SalvarConfiguracoesSistemaArgs = { body: NonNullable<operations['salvarConfiguracoesSistema']['requestBody']>['content']['application/json']; };
export type SalvarConfiguracoesSistemaResult = Success<operations['salvarConfiguracoesSistema']>;
export type SalvarDadosCobrancaArgs = { body: NonNullable<operations['salvarDadosCobranca']['requestBody']>['content']['application/json']; };
export type SalvarDadosCobrancaResult = Success<operations['salvarDadosCobranca']>;
export type SincronizarPagamentoArgs = { path: operations['sincronizarPagamento']['parameters']['path']; };
export type SincronizarPagamentoResult = Success<operations['sincronizarPagamento']>;
export type TentarNovamenteCertidaoArgs = { path: operations['tentarNovamenteCertidao']['parameters']['path']; header?: operations['tentarNovamenteCertidao']['parameters']['header']; };
export type TentarNovamenteCertidaoResult = Success<operations['tentarNovamenteCertidao']>;
export type TestarWebhookArgs = { path: operations['testarWebhook']['parameters']['path']; header?: operations['testarWebhook']['parameters']['header']; };
export type TestarWebhookResult = Success<operations['testarWebhook']>;
export type UnlockAccountArgs = { query: operations['unlockAccount']['parameters']['query']; };
export type UnlockAccountResult = Success<operations['unlockAccount']>;
export type UpdateMeArgs = { body: NonNullable<operations['updateMe']['requestBody']>['content']['application/json']; };
export type UpdateMeResult = Success<operations['updateMe']>;
export type UpdateMyPasswordArgs = { body: NonNullable<operations['updateMyPassword']['requestBody']>['content']['application/json']; };
export type UpdateMyPasswordResult = Success<operations['updateMyPassword']>;
export type UpdatePlanoArgs = { path: operations['updatePlano']['parameters']['path']; body: NonNullable<operations['updatePlano']['requestBody']>['content']['application/json']; };
export type UpdatePlanoResult = Success<operations['updatePlano']>;
export type UpdateUsuarioArgs = { path: operations['updateUsuario']['parameters']['path']; body: NonNullable<operations['updateUsuario']['requestBody']>['content']['application/json']; };
export type UpdateUsuarioResult = Success<operations['updateUsuario']>;
export type VerificarCertidaoArgs = { path: operations['verificarCertidao']['parameters']['path']; };
export type VerificarCertidaoResult = Success<operations['verificarCertidao']>;

/** Every operation of openapi.yaml as a plain async function bound to one client. */
export function createOperations(client: RawClient) {
  return {
    /** PATCH /suporte/chamados/{id} — Alterar status do chamado */
    alterarStatusChamadoSuporte: (args: AlterarStatusChamadoSuporteArgs, options?: CallOptions) =>
      call<AlterarStatusChamadoSuporteResult>(client, 'patch', '/suporte/chamados/{id}', 'json', args, options),
    /** POST /webhooks/asaas — Receber evento do Asaas */
    asaasWebhook: (args: AsaasWebhookArgs, options?: CallOptions) =>
      call<AsaasWebhookResult>(client, 'post', '/webhooks/asaas', 'json', args, options),
    /** POST /users/{id}/plano/assinatura — Assinar um plano para um usuário (com cobrança) */
    assinarPlanoParaUsuario: (args: AssinarPlanoParaUsuarioArgs, options?: CallOptions) =>
      call<AssinarPlanoParaUsuarioResult>(client, 'post', '/users/{id}/plano/assinatura', 'json', args, options),
    /** POST /users/me/plano — Adquirir um plano */
    atribuirPlanoUsuario: (args: AtribuirPlanoUsuarioArgs, options?: CallOptions) =>
      call<AtribuirPlanoUsuarioResult>(client, 'post', '/users/me/plano', 'json', args, options),
    /** PATCH /users/me/plano — Ativar ou desativar a renovação automática do meu plano */
    atualizarMeuPlano: (args: AtualizarMeuPlanoArgs, options?: CallOptions) =>
      call<AtualizarMeuPlanoResult>(client, 'patch', '/users/me/plano', 'json', args, options),
    /** PATCH /integracoes/webhooks/{id} — Alterar endpoint de webhook */
    atualizarWebhook: (args: AtualizarWebhookArgs, options?: CallOptions) =>
      call<AtualizarWebhookResult>(client, 'patch', '/integracoes/webhooks/{id}', 'json', args, options),
    /** GET /solicitacoes/{id}/pdfs.zip — Baixar todos os PDFs da solicitação (ZIP) */
    baixarPdfsSolicitacao: (args: BaixarPdfsSolicitacaoArgs, options?: CallOptions) =>
      call<BaixarPdfsSolicitacaoResult>(client, 'get', '/solicitacoes/{id}/pdfs.zip', 'blob', args, options),
    /** GET /pagamentos/meus-pagamentos — Listar meus pagamentos */
    buscarPagamentosUsuario: (args?: BuscarPagamentosUsuarioArgs, options?: CallOptions) =>
      call<BuscarPagamentosUsuarioResult>(client, 'get', '/pagamentos/meus-pagamentos', 'json', args, options),
    /** DELETE /users/me/plano — Cancelar meu plano */
    cancelarMeuPlano: (options?: CallOptions) =>
      call<CancelarMeuPlanoResult>(client, 'delete', '/users/me/plano', 'json', undefined, options),
    /** POST /pagamentos/{id}/cancelar — Cancelar pagamento */
    cancelarPagamento: (args: CancelarPagamentoArgs, options?: CallOptions) =>
      call<CancelarPagamentoResult>(client, 'post', '/pagamentos/{id}/cancelar', 'json', args, options),
    /** DELETE /users/{id}/plano — Cancelar o plano de um usuário */
    cancelarPlanoUsuario: (args: CancelarPlanoUsuarioArgs, options?: CallOptions) =>
      call<CancelarPlanoUsuarioResult>(client, 'delete', '/users/{id}/plano', 'json', args, options),
    /** POST /solicitacoes/{id}/cancelar — Cancelar solicitação */
    cancelarSolicitacao: (args: CancelarSolicitacaoArgs, options?: CallOptions) =>
      call<CancelarSolicitacaoResult>(client, 'post', '/solicitacoes/{id}/cancelar', 'json', args, options),
    /** POST /auth/change-password — Alterar a própria senha */
    changePassword: (args: ChangePasswordArgs, options?: CallOptions) =>
      call<ChangePasswordResult>(client, 'post', '/auth/change-password', 'json', args, options),
    /** POST /users/{id}/plano — Conceder plano a um usuário */
    concederPlanoUsuario: (args: ConcederPlanoUsuarioArgs, options?: CallOptions) =>
      call<ConcederPlanoUsuarioResult>(client, 'post', '/users/{id}/plano', 'json', args, options),
    /** GET /email/confirm — Confirmar e-mail */
    confirmEmail: (args: ConfirmEmailArgs, options?: CallOptions) =>
      call<ConfirmEmailResult>(client, 'get', '/email/confirm', 'json', args, options),
    /** GET /automations/job/{id} — Consultar o status de um job */
    consultarStatusJob: (args: ConsultarStatusJobArgs, options?: CallOptions) =>
      call<ConsultarStatusJobResult>(client, 'get', '/automations/job/{id}', 'json', args, options),
    /** GET /notificacoes/nao-lidas — Contar notificações não lidas */
    contarNotificacoesNaoLidas: (options?: CallOptions) =>
      call<ContarNotificacoesNaoLidasResult>(client, 'get', '/notificacoes/nao-lidas', 'json', undefined, options),
    /** POST /certidoes/{id}/observacoes — Adicionar observação à certidão */
    createObservacaoCertidao: (args: CreateObservacaoCertidaoArgs, options?: CallOptions) =>
      call<CreateObservacaoCertidaoResult>(client, 'post', '/certidoes/{id}/observacoes', 'json', args, options),
    /** POST /planos — Criar plano */
    createPlano: (args: CreatePlanoArgs, options?: CallOptions) =>
      call<CreatePlanoResult>(client, 'post', '/planos', 'json', args, options),
    /** POST /solicitacoes — Criar solicitação */
    createSolicitacao: (args: CreateSolicitacaoArgs, options?: CallOptions) =>
      call<CreateSolicitacaoResult>(client, 'post', '/solicitacoes', 'json', args, options),
    /** POST /users — Criar usuário */
    createUsuario: (args: CreateUsuarioArgs, options?: CallOptions) =>
      call<CreateUsuarioResult>(client, 'post', '/users', 'json', args, options),
    /** POST /vendedores — Cadastrar vendedor */
    createVendedor: (args: CreateVendedorArgs, options?: CallOptions) =>
      call<CreateVendedorResult>(client, 'post', '/vendedores', 'json', args, options),
    /** POST /integracoes/chaves — Criar chave de API */
    criarChaveApi: (args: CriarChaveApiArgs, options?: CallOptions) =>
      call<CriarChaveApiResult>(client, 'post', '/integracoes/chaves', 'json', args, options),
    /** POST /pagamentos — Criar pagamento */
    criarPagamento: (args: CriarPagamentoArgs, options?: CallOptions) =>
      call<CriarPagamentoResult>(client, 'post', '/pagamentos', 'json', args, options),
    /** POST /integracoes/webhooks — Cadastrar endpoint de webhook */
    criarWebhook: (args: CriarWebhookArgs, options?: CallOptions) =>
      call<CriarWebhookResult>(client, 'post', '/integracoes/webhooks', 'json', args, options),
    /** DELETE /planos/{id} — Excluir plano */
    deletePlano: (args: DeletePlanoArgs, options?: CallOptions) =>
      call<DeletePlanoResult>(client, 'delete', '/planos/{id}', 'json', args, options),
    /** DELETE /users/{id} — Remover usuário */
    deleteUsuario: (args: DeleteUsuarioArgs, options?: CallOptions) =>
      call<DeleteUsuarioResult>(client, 'delete', '/users/{id}', 'json', args, options),
    /** GET /automations/pdfs/download/{name} — Baixar PDF pelo nome */
    downloadPdf: (args: DownloadPdfArgs, options?: CallOptions) =>
      call<DownloadPdfResult>(client, 'get', '/automations/pdfs/download/{name}', 'blob', args, options),
    /** GET /automations/pdfs/minio/{key} — Baixar PDF pela chave de armazenamento */
    downloadPdfObjeto: (args: DownloadPdfObjetoArgs, options?: CallOptions) =>
      call<DownloadPdfObjetoResult>(client, 'get', '/automations/pdfs/minio/{key}', 'blob', args, options),
    /** POST /suporte/contato — Enviar mensagem ao suporte */
    enviarContatoSuporte: (args: EnviarContatoSuporteArgs, options?: CallOptions) =>
      call<EnviarContatoSuporteResult>(client, 'post', '/suporte/contato', 'json', args, options),
    /** DELETE /notificacoes/{id} — Excluir notificação */
    excluirNotificacao: (args: ExcluirNotificacaoArgs, options?: CallOptions) =>
      call<ExcluirNotificacaoResult>(client, 'delete', '/notificacoes/{id}', 'json', args, options),
    /** DELETE /integracoes/webhooks/{id} — Excluir endpoint de webhook */
    excluirWebhook: (args: ExcluirWebhookArgs, options?: CallOptions) =>
      call<ExcluirWebhookResult>(client, 'delete', '/integracoes/webhooks/{id}', 'json', args, options),
    /** POST /automations/{type}-certidao — Executar uma automação */
    executarAutomacao: (args: ExecutarAutomacaoArgs, options?: CallOptions) =>
      call<ExecutarAutomacaoResult>(client, 'post', '/automations/{type}-certidao', 'json', args, options),
    /** POST /automations/execute-all — Executar várias automações */
    executeAll: (args: ExecuteAllArgs, options?: CallOptions) =>
      call<ExecuteAllResult>(client, 'post', '/automations/execute-all', 'json', args, options),
    /** GET /auditoria/exportar.csv — Exportar histórico de auditoria (CSV) */
    exportarAuditoriaCsv: (args?: ExportarAuditoriaCsvArgs, options?: CallOptions) =>
      call<ExportarAuditoriaCsvResult>(client, 'get', '/auditoria/exportar.csv', 'text', args, options),
    /** GET /faturamento/pagamentos.csv — Exportar pagamentos (CSV) */
    exportarPagamentosCsv: (args?: ExportarPagamentosCsvArgs, options?: CallOptions) =>
      call<ExportarPagamentosCsvResult>(client, 'get', '/faturamento/pagamentos.csv', 'text', args, options),
    /** GET /sandbox/pagamentos/{id}/boleto — Página do boleto (sandbox) */
    getBoletoSandbox: (args: GetBoletoSandboxArgs, options?: CallOptions) =>
      call<GetBoletoSandboxResult>(client, 'get', '/sandbox/pagamentos/{id}/boleto', 'text', args, options),
    /** GET /certidoes/{id} — Visualizar certidão */
    getCertidaoDetalhe: (args: GetCertidaoDetalheArgs, options?: CallOptions) =>
      call<GetCertidaoDetalheResult>(client, 'get', '/certidoes/{id}', 'json', args, options),
    /** GET /suporte/chamados/{id} — Ver chamado de suporte */
    getChamadoSuporte: (args: GetChamadoSuporteArgs, options?: CallOptions) =>
      call<GetChamadoSuporteResult>(client, 'get', '/suporte/chamados/{id}', 'json', args, options),
    /** GET /dashboard/stats — Estatísticas do dashboard */
    getDashboardStats: (options?: CallOptions) =>
      call<GetDashboardStatsResult>(client, 'get', '/dashboard/stats', 'json', undefined, options),
    /** GET /solicitacoes/estatisticas — Estatísticas das solicitações */
    getEstatisticasSolicitacoes: (options?: CallOptions) =>
      call<GetEstatisticasSolicitacoesResult>(client, 'get', '/solicitacoes/estatisticas', 'json', undefined, options),
    /** GET /solicitacoes/eventos — Acompanhar as solicitações ao vivo */
    getEventosSolicitacoes: (args?: GetEventosSolicitacoesArgs, options?: CallOptions) =>
      call<GetEventosSolicitacoesResult>(client, 'get', '/solicitacoes/eventos', 'text', args, options),
    /** GET /sandbox/pagamentos/{id}/fatura — Página da fatura (sandbox) */
    getFaturaSandbox: (args: GetFaturaSandboxArgs, options?: CallOptions) =>
      call<GetFaturaSandboxResult>(client, 'get', '/sandbox/pagamentos/{id}/fatura', 'text', args, options),
    /** GET /health — Verificar a saúde do serviço */
    getHealth: (options?: CallOptions) =>
      call<GetHealthResult>(client, 'get', '/health', 'json', undefined, options),
    /** GET /users/me — Obter meu perfil */
    getMe: (options?: CallOptions) =>
      call<GetMeResult>(client, 'get', '/users/me', 'json', undefined, options),
    /** GET /users/me/permissions — Obter minhas permissões */
    getMyPermissions: (options?: CallOptions) =>
      call<GetMyPermissionsResult>(client, 'get', '/users/me/permissions', 'json', undefined, options),
    /** GET /certidoes/{id}/observacoes — Histórico de observações da certidão */
    getObservacoesCertidao: (args: GetObservacoesCertidaoArgs, options?: CallOptions) =>
      call<GetObservacoesCertidaoResult>(client, 'get', '/certidoes/{id}/observacoes', 'json', args, options),
    /** GET /openapi.json — Baixar o contrato da API (JSON) */
    getOpenApiJson: (options?: CallOptions) =>
      call<GetOpenApiJsonResult>(client, 'get', '/openapi.json', 'json', undefined, options),
    /** GET /openapi.yaml — Baixar o contrato da API (YAML) */
    getOpenApiYaml: (options?: CallOptions) =>
      call<GetOpenApiYamlResult>(client, 'get', '/openapi.yaml', 'text', undefined, options),
    /** GET /pagamentos/{id} — Obter pagamento */
    getPagamento: (args: GetPagamentoArgs, options?: CallOptions) =>
      call<GetPagamentoResult>(client, 'get', '/pagamentos/{id}', 'json', args, options),
    /** GET /automations/pdfs/stats — Estatísticas dos PDFs */
    getPdfStats: (options?: CallOptions) =>
      call<GetPdfStatsResult>(client, 'get', '/automations/pdfs/stats', 'json', undefined, options),
    /** GET /planos/{id} — Obter plano */
    getPlano: (args: GetPlanoArgs, options?: CallOptions) =>
      call<GetPlanoResult>(client, 'get', '/planos/{id}', 'json', args, options),
    /** GET /users/{id}/plano — Obter o plano de um usuário */
    getPlanoDoUsuario: (args: GetPlanoDoUsuarioArgs, options?: CallOptions) =>
      call<GetPlanoDoUsuarioResult>(client, 'get', '/users/{id}/plano', 'json', args, options),
    /** GET /planos — Listar planos */
    getPlanos: (args?: GetPlanosArgs, options?: CallOptions) =>
      call<GetPlanosResult>(client, 'get', '/planos', 'json', args, options),
    /** GET /solicitacoes/plano — Plano e cota de solicitações do usuário */
    getPlanoSolicitacoes: (options?: CallOptions) =>
      call<GetPlanoSolicitacoesResult>(client, 'get', '/solicitacoes/plano', 'json', undefined, options),
    /** GET /planos/publicos — Listar planos (público) */
    getPlanosPublicos: (args?: GetPlanosPublicosArgs, options?: CallOptions) =>
      call<GetPlanosPublicosResult>(client, 'get', '/planos/publicos', 'json', args, options),
    /** GET /auth/profile — Obter o usuário da sessão */
    getProfile: (options?: CallOptions) =>
      call<GetProfileResult>(client, 'get', '/auth/profile', 'json', undefined, options),
    /** GET /dashboard/recent-requests — Solicitações recentes */
    getRecentRequests: (args?: GetRecentRequestsArgs, options?: CallOptions) =>
      call<GetRecentRequestsResult>(client, 'get', '/dashboard/recent-requests', 'json', args, options),
    /** GET /faturamento/resumo — Resumo do faturamento */
    getResumoFaturamento: (args?: GetResumoFaturamentoArgs, options?: CallOptions) =>
      call<GetResumoFaturamentoResult>(client, 'get', '/faturamento/resumo', 'json', args, options),
    /** GET /solicitacoes/{id} — Obter solicitação */
    getSolicitacao: (args: GetSolicitacaoArgs, options?: CallOptions) =>
      call<GetSolicitacaoResult>(client, 'get', '/solicitacoes/{id}', 'json', args, options),
    /** GET /solicitacoes — Listar solicitações */
    getSolicitacoes: (args?: GetSolicitacoesArgs, options?: CallOptions) =>
      call<GetSolicitacoesResult>(client, 'get', '/solicitacoes', 'json', args, options),
    /** GET /users/{id}/permissions — Obter permissões de um usuário */
    getUserPermissions: (args: GetUserPermissionsArgs, options?: CallOptions) =>
      call<GetUserPermissionsResult>(client, 'get', '/users/{id}/permissions', 'json', args, options),
    /** GET /users/stats — Estatísticas de usuários */
    getUserStats: (options?: CallOptions) =>
      call<GetUserStatsResult>(client, 'get', '/users/stats', 'json', undefined, options),
    /** GET /users/{id}/uso — Histórico de uso de um usuário */
    getUsoUsuario: (args: GetUsoUsuarioArgs, options?: CallOptions) =>
      call<GetUsoUsuarioResult>(client, 'get', '/users/{id}/uso', 'json', args, options),
    /** GET /users/{id} — Obter usuário */
    getUsuario: (args: GetUsuarioArgs, options?: CallOptions) =>
      call<GetUsuarioResult>(client, 'get', '/users/{id}', 'json', args, options),
    /** GET /users — Listar usuários */
    getUsuarios: (args?: GetUsuariosArgs, options?: CallOptions) =>
      call<GetUsuariosResult>(client, 'get', '/users', 'json', args, options),
    /** GET /users/assinaturas/ativas — Listar assinaturas ativas */
    listarAssinaturasAtivas: (args?: ListarAssinaturasAtivasArgs, options?: CallOptions) =>
      call<ListarAssinaturasAtivasResult>(client, 'get', '/users/assinaturas/ativas', 'json', args, options),
    /** GET /users/assinaturas/ativas/detalhadas — Listar assinaturas ativas com detalhes */
    listarAssinaturasAtivasDetalhadas: (args?: ListarAssinaturasAtivasDetalhadasArgs, options?: CallOptions) =>
      call<ListarAssinaturasAtivasDetalhadasResult>(client, 'get', '/users/assinaturas/ativas/detalhadas', 'json', args, options),
    /** GET /auditoria — Histórico de auditoria */
    listarAuditoria: (args?: ListarAuditoriaArgs, options?: CallOptions) =>
      call<ListarAuditoriaResult>(client, 'get', '/auditoria', 'json', args, options),
    /** GET /suporte/chamados — Listar chamados de suporte */
    listarChamadosSuporte: (args?: ListarChamadosSuporteArgs, options?: CallOptions) =>
      call<ListarChamadosSuporteResult>(client, 'get', '/suporte/chamados', 'json', args, options),
    /** GET /integracoes/chaves — Listar minhas chaves de API */
    listarChavesApi: (options?: CallOptions) =>
      call<ListarChavesApiResult>(client, 'get', '/integracoes/chaves', 'json', undefined, options),
    /** GET /users/{id}/chaves — Chaves de API de um usuário */
    listarChavesApiDoUsuario: (args: ListarChavesApiDoUsuarioArgs, options?: CallOptions) =>
      call<ListarChavesApiDoUsuarioResult>(client, 'get', '/users/{id}/chaves', 'json', args, options),
    /** GET /integracoes/webhooks/{id}/entregas — Registro de entregas do endpoint */
    listarEntregasWebhook: (args: ListarEntregasWebhookArgs, options?: CallOptions) =>
      call<ListarEntregasWebhookResult>(client, 'get', '/integracoes/webhooks/{id}/entregas', 'json', args, options),
    /** GET /notificacoes — Listar notificações */
    listarNotificacoes: (args?: ListarNotificacoesArgs, options?: CallOptions) =>
      call<ListarNotificacoesResult>(client, 'get', '/notificacoes', 'json', args, options),
    /** GET /pagamentos — Listar todos os pagamentos */
    listarPagamentos: (args?: ListarPagamentosArgs, options?: CallOptions) =>
      call<ListarPagamentosResult>(client, 'get', '/pagamentos', 'json', args, options),
    /** GET /automations/pdfs — Listar PDFs gerados */
    listarPdfs: (args?: ListarPdfsArgs, options?: CallOptions) =>
      call<ListarPdfsResult>(client, 'get', '/automations/pdfs', 'json', args, options),
    /** GET /automations/pdfs/{cpf} — Listar PDFs por CPF/CNPJ */
    listarPdfsPorCpf: (args: ListarPdfsPorCpfArgs, options?: CallOptions) =>
      call<ListarPdfsPorCpfResult>(client, 'get', '/automations/pdfs/{cpf}', 'json', args, options),
    /** GET /integracoes/webhooks — Listar meus endpoints de webhook */
    listarWebhooks: (options?: CallOptions) =>
      call<ListarWebhooksResult>(client, 'get', '/integracoes/webhooks', 'json', undefined, options),
    /** POST /auth/login — Entrar */
    login: (args: LoginArgs, options?: CallOptions) =>
      call<LoginResult>(client, 'post', '/auth/login', 'json', args, options),
    /** POST /auth/login-checkout — Entrar durante o checkout */
    loginCheckout: (args: LoginCheckoutArgs, options?: CallOptions) =>
      call<LoginCheckoutResult>(client, 'post', '/auth/login-checkout', 'json', args, options),
    /** POST /auth/logout — Sair */
    logout: (options?: CallOptions) =>
      call<LogoutResult>(client, 'post', '/auth/logout', 'json', undefined, options),
    /** POST /notificacoes/{id}/lida — Marcar notificação como lida */
    marcarNotificacaoLida: (args: MarcarNotificacaoLidaArgs, options?: CallOptions) =>
      call<MarcarNotificacaoLidaResult>(client, 'post', '/notificacoes/{id}/lida', 'json', args, options),
    /** POST /notificacoes/marcar-todas-lidas — Marcar todas as notificações como lidas */
    marcarTodasNotificacoesLidas: (options?: CallOptions) =>
      call<MarcarTodasNotificacoesLidasResult>(client, 'post', '/notificacoes/marcar-todas-lidas', 'json', undefined, options),
    /** GET /users/me/cartao — Obter meu cartão salvo */
    obterCartao: (options?: CallOptions) =>
      call<ObterCartaoResult>(client, 'get', '/users/me/cartao', 'json', undefined, options),
    /** GET /configuracoes-sistema — Obter configurações do sistema */
    obterConfiguracoesSistema: (options?: CallOptions) =>
      call<ObterConfiguracoesSistemaResult>(client, 'get', '/configuracoes-sistema', 'json', undefined, options),
    /** GET /faturamento/dados-cobranca — Obter dados de cobrança da empresa */
    obterDadosCobranca: (options?: CallOptions) =>
      call<ObterDadosCobrancaResult>(client, 'get', '/faturamento/dados-cobranca', 'json', undefined, options),
    /** GET /users/me/plano — Obter meu plano */
    obterPlanoUsuario: (options?: CallOptions) =>
      call<ObterPlanoUsuarioResult>(client, 'get', '/users/me/plano', 'json', undefined, options),
    /** GET /integracoes/webhooks/{id} — Obter endpoint de webhook */
    obterWebhook: (args: ObterWebhookArgs, options?: CallOptions) =>
      call<ObterWebhookResult>(client, 'get', '/integracoes/webhooks/{id}', 'json', args, options),
    /** POST /sandbox/pagamentos/{id}/pagar — Simular o pagamento de uma cobrança (sandbox) */
    pagarSandbox: (args: PagarSandboxArgs, options?: CallOptions) =>
      call<PagarSandboxResult>(client, 'post', '/sandbox/pagamentos/{id}/pagar', 'json', args, options),
    /** POST /integracoes/webhooks/{id}/entregas/{entregaId}/reenviar — Reenviar uma entrega */
    reenviarEntregaWebhook: (args: ReenviarEntregaWebhookArgs, options?: CallOptions) =>
      call<ReenviarEntregaWebhookResult>(client, 'post', '/integracoes/webhooks/{id}/entregas/{entregaId}/reenviar', 'json', args, options),
    /** POST /auth/register — Criar conta */
    register: (args: RegisterArgs, options?: CallOptions) =>
      call<RegisterResult>(client, 'post', '/auth/register', 'json', args, options),
    /** DELETE /users/me/cartao — Remover meu cartão salvo */
    removerCartao: (options?: CallOptions) =>
      call<RemoverCartaoResult>(client, 'delete', '/users/me/cartao', 'json', undefined, options),
    /** POST /email/resend-confirmation — Reenviar e-mail de confirmação */
    resendConfirmation: (args: ResendConfirmationArgs, options?: CallOptions) =>
      call<ResendConfirmationResult>(client, 'post', '/email/resend-confirmation', 'json', args, options),
    /** POST /automations/job/{id}/retry — Reenfileirar um job */
    retryJob: (args: RetryJobArgs, options?: CallOptions) =>
      call<RetryJobResult>(client, 'post', '/automations/job/{id}/retry', 'json', args, options),
    /** DELETE /integracoes/chaves/{id} — Revogar chave de API */
    revogarChaveApi: (args: RevogarChaveApiArgs, options?: CallOptions) =>
      call<RevogarChaveApiResult>(client, 'delete', '/integracoes/chaves/{id}', 'json', args, options),
    /** POST /integracoes/webhooks/{id}/rotacionar-segredo — Gerar novo segredo de assinatura */
    rotacionarSegredoWebhook: (args: RotacionarSegredoWebhookArgs, options?: CallOptions) =>
      call<RotacionarSegredoWebhookResult>(client, 'post', '/integracoes/webhooks/{id}/rotacionar-segredo', 'json', args, options),
    /** POST /users/me/cartao — Salvar cartão para a renovação automática */
    salvarCartao: (args: SalvarCartaoArgs, options?: CallOptions) =>
      call<SalvarCartaoResult>(client, 'post', '/users/me/cartao', 'json', args, options),
    /** PUT /configuracoes-sistema — Salvar configurações do sistema */
    salvarConfiguracoesSistema: (args: SalvarConfiguracoesSistemaArgs, options?: CallOptions) =>
      call<SalvarConfiguracoesSistemaResult>(client, 'put', '/configuracoes-sistema', 'json', args, options),
    /** PUT /faturamento/dados-cobranca — Salvar dados de cobrança da empresa */
    salvarDadosCobranca: (args: SalvarDadosCobrancaArgs, options?: CallOptions) =>
      call<SalvarDadosCobrancaResult>(client, 'put', '/faturamento/dados-cobranca', 'json', args, options),
    /** POST /pagamentos/{id}/sincronizar — Sincronizar status do pagamento */
    sincronizarPagamento: (args: SincronizarPagamentoArgs, options?: CallOptions) =>
      call<SincronizarPagamentoResult>(client, 'post', '/pagamentos/{id}/sincronizar', 'json', args, options),
    /** POST /solicitacoes/{id}/certidao/{certId}/tentar-novamente — Tentar novamente uma certidão */
    tentarNovamenteCertidao: (args: TentarNovamenteCertidaoArgs, options?: CallOptions) =>
      call<TentarNovamenteCertidaoResult>(client, 'post', '/solicitacoes/{id}/certidao/{certId}/tentar-novamente', 'json', args, options),
    /** POST /integracoes/webhooks/{id}/teste — Enviar evento de teste */
    testarWebhook: (args: TestarWebhookArgs, options?: CallOptions) =>
      call<TestarWebhookResult>(client, 'post', '/integracoes/webhooks/{id}/teste', 'json', args, options),
    /** GET /email/unlock — Desbloquear conta */
    unlockAccount: (args: UnlockAccountArgs, options?: CallOptions) =>
      call<UnlockAccountResult>(client, 'get', '/email/unlock', 'json', args, options),
    /** PATCH /users/me — Atualizar meu perfil */
    updateMe: (args: UpdateMeArgs, options?: CallOptions) =>
      call<UpdateMeResult>(client, 'patch', '/users/me', 'json', args, options),
    /** PATCH /users/me/password — Alterar minha senha */
    updateMyPassword: (args: UpdateMyPasswordArgs, options?: CallOptions) =>
      call<UpdateMyPasswordResult>(client, 'patch', '/users/me/password', 'json', args, options),
    /** PATCH /planos/{id} — Atualizar plano */
    updatePlano: (args: UpdatePlanoArgs, options?: CallOptions) =>
      call<UpdatePlanoResult>(client, 'patch', '/planos/{id}', 'json', args, options),
    /** PATCH /users/{id} — Atualizar usuário */
    updateUsuario: (args: UpdateUsuarioArgs, options?: CallOptions) =>
      call<UpdateUsuarioResult>(client, 'patch', '/users/{id}', 'json', args, options),
    /** GET /verificacao/{codigo} — Verificar uma certidão */
    verificarCertidao: (args: VerificarCertidaoArgs, options?: CallOptions) =>
      call<VerificarCertidaoResult>(client, 'get', '/verificacao/{codigo}', 'json', args, options),
  };
}

export type Operations = ReturnType<typeof createOperations>;
export type OperationId = keyof Operations;

/** Method, path and roles of each operation, as the contract states them. */
export const operationIndex = {
  alterarStatusChamadoSuporte: { method: 'patch', path: '/suporte/chamados/{id}' },
  asaasWebhook: { method: 'post', path: '/webhooks/asaas' },
  assinarPlanoParaUsuario: { method: 'post', path: '/users/{id}/plano/assinatura' },
  atribuirPlanoUsuario: { method: 'post', path: '/users/me/plano' },
  atualizarMeuPlano: { method: 'patch', path: '/users/me/plano' },
  atualizarWebhook: { method: 'patch', path: '/integracoes/webhooks/{id}' },
  baixarPdfsSolicitacao: { method: 'get', path: '/solicitacoes/{id}/pdfs.zip' },
  buscarPagamentosUsuario: { method: 'get', path: '/pagamentos/meus-pagamentos' },
  cancelarMeuPlano: { method: 'delete', path: '/users/me/plano' },
  cancelarPagamento: { method: 'post', path: '/pagamentos/{id}/cancelar' },
  cancelarPlanoUsuario: { method: 'delete', path: '/users/{id}/plano' },
  cancelarSolicitacao: { method: 'post', path: '/solicitacoes/{id}/cancelar' },
  changePassword: { method: 'post', path: '/auth/change-password' },
  concederPlanoUsuario: { method: 'post', path: '/users/{id}/plano' },
  confirmEmail: { method: 'get', path: '/email/confirm' },
  consultarStatusJob: { method: 'get', path: '/automations/job/{id}' },
  contarNotificacoesNaoLidas: { method: 'get', path: '/notificacoes/nao-lidas' },
  createObservacaoCertidao: { method: 'post', path: '/certidoes/{id}/observacoes' },
  createPlano: { method: 'post', path: '/planos' },
  createSolicitacao: { method: 'post', path: '/solicitacoes' },
  createUsuario: { method: 'post', path: '/users' },
  createVendedor: { method: 'post', path: '/vendedores' },
  criarChaveApi: { method: 'post', path: '/integracoes/chaves' },
  criarPagamento: { method: 'post', path: '/pagamentos' },
  criarWebhook: { method: 'post', path: '/integracoes/webhooks' },
  deletePlano: { method: 'delete', path: '/planos/{id}' },
  deleteUsuario: { method: 'delete', path: '/users/{id}' },
  downloadPdf: { method: 'get', path: '/automations/pdfs/download/{name}' },
  downloadPdfObjeto: { method: 'get', path: '/automations/pdfs/minio/{key}' },
  enviarContatoSuporte: { method: 'post', path: '/suporte/contato' },
  excluirNotificacao: { method: 'delete', path: '/notificacoes/{id}' },
  excluirWebhook: { method: 'delete', path: '/integracoes/webhooks/{id}' },
  executarAutomacao: { method: 'post', path: '/automations/{type}-certidao' },
  executeAll: { method: 'post', path: '/automations/execute-all' },
  exportarAuditoriaCsv: { method: 'get', path: '/auditoria/exportar.csv' },
  exportarPagamentosCsv: { method: 'get', path: '/faturamento/pagamentos.csv' },
  getBoletoSandbox: { method: 'get', path: '/sandbox/pagamentos/{id}/boleto' },
  getCertidaoDetalhe: { method: 'get', path: '/certidoes/{id}' },
  getChamadoSuporte: { method: 'get', path: '/suporte/chamados/{id}' },
  getDashboardStats: { method: 'get', path: '/dashboard/stats' },
  getEstatisticasSolicitacoes: { method: 'get', path: '/solicitacoes/estatisticas' },
  getEventosSolicitacoes: { method: 'get', path: '/solicitacoes/eventos' },
  getFaturaSandbox: { method: 'get', path: '/sandbox/pagamentos/{id}/fatura' },
  getHealth: { method: 'get', path: '/health' },
  getMe: { method: 'get', path: '/users/me' },
  getMyPermissions: { method: 'get', path: '/users/me/permissions' },
  getObservacoesCertidao: { method: 'get', path: '/certidoes/{id}/observacoes' },
  getOpenApiJson: { method: 'get', path: '/openapi.json' },
  getOpenApiYaml: { method: 'get', path: '/openapi.yaml' },
  getPagamento: { method: 'get', path: '/pagamentos/{id}' },
  getPdfStats: { method: 'get', path: '/automations/pdfs/stats' },
  getPlano: { method: 'get', path: '/planos/{id}' },
  getPlanoDoUsuario: { method: 'get', path: '/users/{id}/plano' },
  getPlanos: { method: 'get', path: '/planos' },
  getPlanoSolicitacoes: { method: 'get', path: '/solicitacoes/plano' },
  getPlanosPublicos: { method: 'get', path: '/planos/publicos' },
  getProfile: { method: 'get', path: '/auth/profile' },
  getRecentRequests: { method: 'get', path: '/dashboard/recent-requests' },
  getResumoFaturamento: { method: 'get', path: '/faturamento/resumo' },
  getSolicitacao: { method: 'get', path: '/solicitacoes/{id}' },
  getSolicitacoes: { method: 'get', path: '/solicitacoes' },
  getUserPermissions: { method: 'get', path: '/users/{id}/permissions' },
  getUserStats: { method: 'get', path: '/users/stats' },
  getUsoUsuario: { method: 'get', path: '/users/{id}/uso' },
  getUsuario: { method: 'get', path: '/users/{id}' },
  getUsuarios: { method: 'get', path: '/users' },
  listarAssinaturasAtivas: { method: 'get', path: '/users/assinaturas/ativas' },
  listarAssinaturasAtivasDetalhadas: { method: 'get', path: '/users/assinaturas/ativas/detalhadas' },
  listarAuditoria: { method: 'get', path: '/auditoria' },
  listarChamadosSuporte: { method: 'get', path: '/suporte/chamados' },
  listarChavesApi: { method: 'get', path: '/integracoes/chaves' },
  listarChavesApiDoUsuario: { method: 'get', path: '/users/{id}/chaves' },
  listarEntregasWebhook: { method: 'get', path: '/integracoes/webhooks/{id}/entregas' },
  listarNotificacoes: { method: 'get', path: '/notificacoes' },
  listarPagamentos: { method: 'get', path: '/pagamentos' },
  listarPdfs: { method: 'get', path: '/automations/pdfs' },
  listarPdfsPorCpf: { method: 'get', path: '/automations/pdfs/{cpf}' },
  listarWebhooks: { method: 'get', path: '/integracoes/webhooks' },
  login: { method: 'post', path: '/auth/login' },
  loginCheckout: { method: 'post', path: '/auth/login-checkout' },
  logout: { method: 'post', path: '/auth/logout' },
  marcarNotificacaoLida: { method: 'post', path: '/notificacoes/{id}/lida' },
  marcarTodasNotificacoesLidas: { method: 'post', path: '/notificacoes/marcar-todas-lidas' },
  obterCartao: { method: 'get', path: '/users/me/cartao' },
  obterConfiguracoesSistema: { method: 'get', path: '/configuracoes-sistema' },
  obterDadosCobranca: { method: 'get', path: '/faturamento/dados-cobranca' },
  obterPlanoUsuario: { method: 'get', path: '/users/me/plano' },
  obterWebhook: { method: 'get', path: '/integracoes/webhooks/{id}' },
  pagarSandbox: { method: 'post', path: '/sandbox/pagamentos/{id}/pagar' },
  reenviarEntregaWebhook: { method: 'post', path: '/integracoes/webhooks/{id}/entregas/{entregaId}/reenviar' },
  register: { method: 'post', path: '/auth/register' },
  removerCartao: { method: 'delete', path: '/users/me/cartao' },
  resendConfirmation: { method: 'post', path: '/email/resend-confirmation' },
  retryJob: { method: 'post', path: '/automations/job/{id}/retry' },
  revogarChaveApi: { method: 'delete', path: '/integracoes/chaves/{id}' },
  rotacionarSegredoWebhook: { method: 'post', path: '/integracoes/webhooks/{id}/rotacionar-segredo' },
  salvarCartao: { method: 'post', path: '/users/me/cartao' },
  salvarConfiguracoesSistema: { method: 'put', path: '/configuracoes-sistema' },
  salvarDadosCobranca: { method: 'put', path: '/faturamento/dados-cobranca' },
  sincronizarPagamento: { method: 'post', path: '/pagamentos/{id}/sincronizar' },
  tentarNovamenteCertidao: { method: 'post', path: '/solicitacoes/{id}/certidao/{certId}/tentar-novamente' },
  testarWebhook: { method: 'post', path: '/integracoes/webhooks/{id}/teste' },
  unlockAccount: { method: 'get', path: '/email/unlock' },
  updateMe: { method: 'patch', path: '/users/me' },
  updateMyPassword: { method: 'patch', path: '/users/me/password' },
  updatePlano: { method: 'patch', path: '/planos/{id}' },
  updateUsuario: { method: 'patch', path: '/users/{id}' },
  verificarCertidao: { method: 'get', path: '/verificacao/{codigo}' },
} as const;

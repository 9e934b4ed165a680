// Generated from openapi.yaml by packages/api-client/scripts/generate.mjs. Do not edit.

import type { CallOptions, HttpMethod, ParseAs } from '../call.ts';
import { call } from '../call.ts';
import type { RawClient } from '../client.ts';
import type { operations } from './schema.ts';

type Success<Op> = Op extends { responses: infer R }
  ? 200 extends keyof R ? Content<R[200]> : 201 extends keyof R ? Content<R[201]> : 202 extends keyof R ? Content<R[202]> : undefined
  : never;
type Content<R> = R extends { content: { 'application/json': infer T } } ? T : R extends { content: { 'application/pdf': unknown } } ? Blob : R extends { content: { 'application/zip': unknown } } ? Blob : R extends { content: { 'text/html': unknown } } ? string : R extends { content: { 'text/csv': unknown } } ? string : R extends { content: { 'application/yaml': unknown } } ? string : undefined;

export type AceitarConviteArgs = { path: operations['aceitarConvite']['parameters']['path']; body?: NonNullable<operations['aceitarConvite']['requestBody']>['content']['application/json']; };
export type AceitarConviteResult = Success<operations['aceitarConvite']>;
export type AcompanharEventosResult = Success<operations['acompanharEventos']>;
export type AlterarMeuPlanoArgs = { body: NonNullable<operations['alterarMeuPlano']['requestBody']>['content']['application/json']; };
export type AlterarMeuPlanoResult = Success<operations['alterarMeuPlano']>;
export type AlterarPapelMembroArgs = { path: operations['alterarPapelMembro']['parameters']['path']; body: NonNullable<operations['alterarPapelMembro']['requestBody']>['content']['application/json']; };
export type AlterarPapelMembroResult = Success<operations['alterarPapelMembro']>;
export type AlterarStatusChamadoSuporteArgs = { path: operations['alterarStatusChamadoSuporte']['parameters']['path']; body: NonNullable<operations['alterarStatusChamadoSuporte']['requestBody']>['content']['application/json']; };
export type AlterarStatusChamadoSuporteResult = Success<operations['alterarStatusChamadoSuporte']>;
export type AsaasWebhookArgs = { header?: operations['asaasWebhook']['parameters']['header']; body: NonNullable<operations['asaasWebhook']['requestBody']>['content']['application/json']; };
export type AsaasWebhookResult = Success<operations['asaasWebhook']>;
export type AssinarPlanoParaUsuarioArgs = { path: operations['assinarPlanoParaUsuario']['parameters']['path']; body: NonNullable<operations['assinarPlanoParaUsuario']['requestBody']>['content']['application/json']; };
export type AssinarPlanoParaUsuarioResult = Success<operations['assinarPlanoParaUsuario']>;
export type AssumirEmissaoAssistidaArgs = { path: operations['assumirEmissaoAssistida']['parameters']['path']; };
export type AssumirEmissaoAssistidaResult = Success<operations['assumirEmissaoAssistida']>;
export type AtribuirPlanoUsuarioArgs = { body: NonNullable<operations['atribuirPlanoUsuario']['requestBody']>['content']['application/json']; };
export type AtribuirPlanoUsuarioResult = Success<operations['atribuirPlanoUsuario']>;
export type AtualizarCentroCustoArgs = { path: operations['atualizarCentroCusto']['parameters']['path']; body: NonNullable<operations['atualizarCentroCusto']['requestBody']>['content']['application/json']; };
export type AtualizarCentroCustoResult = Success<operations['atualizarCentroCusto']>;
export type AtualizarEmpresaArgs = { body: NonNullable<operations['atualizarEmpresa']['requestBody']>['content']['application/json']; };
export type AtualizarEmpresaResult = Success<operations['atualizarEmpresa']>;
export type AtualizarEmpresaStaffArgs = { path: operations['atualizarEmpresaStaff']['parameters']['path']; body: NonNullable<operations['atualizarEmpresaStaff']['requestBody']>['content']['application/json']; };
export type AtualizarEmpresaStaffResult = Success<operations['atualizarEmpresaStaff']>;
export type AtualizarKitArgs = { path: operations['atualizarKit']['parameters']['path']; body: NonNullable<operations['atualizarKit']['requestBody']>['content']['application/json']; };
export type AtualizarKitResult = Success<operations['atualizarKit']>;
export type AtualizarMeuPlanoArgs = { body: NonNullable<operations['atualizarMeuPlano']['requestBody']>['content']['application/json']; };
export type AtualizarMeuPlanoResult = Success<operations['atualizarMeuPlano']>;
export type AtualizarMonitoramentoArgs = { path: operations['atualizarMonitoramento']['parameters']['path']; body: NonNullable<operations['atualizarMonitoramento']['requestBody']>['content']['application/json']; };
export type AtualizarMonitoramentoResult = Success<operations['atualizarMonitoramento']>;
export type AtualizarPreferenciasAlertasArgs = { body: NonNullable<operations['atualizarPreferenciasAlertas']['requestBody']>['content']['application/json']; };
export type AtualizarPreferenciasAlertasResult = Success<operations['atualizarPreferenciasAlertas']>;
export type AtualizarSolicitacaoArgs = { path: operations['atualizarSolicitacao']['parameters']['path']; body: NonNullable<operations['atualizarSolicitacao']['requestBody']>['content']['application/json']; };
export type AtualizarSolicitacaoResult = Success<operations['atualizarSolicitacao']>;
export type AtualizarWebhookArgs = { path: operations['atualizarWebhook']['parameters']['path']; body: NonNullable<operations['atualizarWebhook']['requestBody']>['content']['application/json']; };
export type AtualizarWebhookResult = Success<operations['atualizarWebhook']>;
export type AvancarRelogioSandboxArgs = { body: NonNullable<operations['avancarRelogioSandbox']['requestBody']>['content']['application/json']; };
export type AvancarRelogioSandboxResult = Success<operations['avancarRelogioSandbox']>;
export type BaixarPdfsMonitoramentoArgs = { path: operations['baixarPdfsMonitoramento']['parameters']['path']; };
export type BaixarPdfsMonitoramentoResult = Success<operations['baixarPdfsMonitoramento']>;
export type BaixarPdfsSolicitacaoArgs = { path: operations['baixarPdfsSolicitacao']['parameters']['path']; query?: operations['baixarPdfsSolicitacao']['parameters']['query']; };
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
export type CoberturaCotaMonitoramentoArgs = { query: operations['coberturaCotaMonitoramento']['parameters']['query']; };
export type CoberturaCotaMonitoramentoResult = Success<operations['coberturaCotaMonitoramento']>;
export type ComprarAssentoExtraResult = Success<operations['comprarAssentoExtra']>;
export type ConcederPlanoUsuarioArgs = { path: operations['concederPlanoUsuario']['parameters']['path']; body: NonNullable<operations['concederPlanoUsuario']['requestBody']>['content']['application/json']; };
export type ConcederPlanoUsuarioResult = Success<operations['concederPlanoUsuario']>;
export type ConcluirEmissaoAssistidaArgs = { path: operations['concluirEmissaoAssistida']['parameters']['path']; body: NonNullable<operations['concluirEmissaoAssistida']['requestBody']>['content']['application/json']; };
export type ConcluirEmissaoAssistidaResult = Success<operations['concluirEmissaoAssistida']>;
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
export type CriarCentroCustoArgs = { body: NonNullable<operations['criarCentroCusto']['requestBody']>['content']['application/json']; };
export type CriarCentroCustoResult = Success<operations['criarCentroCusto']>;
export type CriarChaveApiArgs = { body: NonNullable<operations['criarChaveApi']['requestBody']>['content']['application/json']; };
export type CriarChaveApiResult = Success<operations['criarChaveApi']>;
export type CriarConviteEmpresaArgs = { body: NonNullable<operations['criarConviteEmpresa']['requestBody']>['content']['application/json']; };
export type CriarConviteEmpresaResult = Success<operations['criarConviteEmpresa']>;
export type CriarEmpresaArgs = { body: NonNullable<operations['criarEmpresa']['requestBody']>['content']['application/json']; };
export type CriarEmpresaResult = Success<operations['criarEmpresa']>;
export type CriarKitArgs = { body: NonNullable<operations['criarKit']['requestBody']>['content']['application/json']; };
export type CriarKitResult = Success<operations['criarKit']>;
export type CriarMonitoramentoArgs = { header?: operations['criarMonitoramento']['parameters']['header']; body: NonNullable<operations['criarMonitoramento']['requestBody']>['content']['application/json']; };
export type CriarMonitoramentoResult = Success<operations['criarMonitoramento']>;
export type CriarPagamentoArgs = { body: NonNullable<operations['criarPagamento']['requestBody']>['content']['application/json']; };
export type CriarPagamentoResult = Success<operations['criarPagamento']>;
export type CriarSolicitacoesEmLoteArgs = { header?: operations['criarSolicitacoesEmLote']['parameters']['header']; body: NonNullable<operations['criarSolicitacoesEmLote']['requestBody']>['content']['application/json']; };
export type CriarSolicitacoesEmLoteResult = Success<operations['criarSolicitacoesEmLote']>;
export type CriarWebhookArgs = { header?: operations['criarWebhook']['parameters']['header']; body: NonNullable<operations['criarWebhook']['requestBody']>['content']['application/json']; };
export type CriarWebhookResult = Success<operations['criarWebhook']>;
export type DeletePlanoArgs = { path: operations['deletePlano']['parameters']['path']; };
export type DeletePlanoResult = Success<operations['deletePlano']>;
export type DeleteUsuarioArgs = { path: operations['deleteUsuario']['parameters']['path']; };
export type DeleteUsuarioResult = Success<operations['deleteUsuario']>;
export type DerrubarFonteSandboxArgs = { path: operations['derrubarFonteSandbox']['parameters']['path']; };
export type DerrubarFonteSandboxResult = Success<operations['derrubarFonteSandbox']>;
export type DesistirAlteracaoPlanoResult = Success<operations['desistirAlteracaoPlano']>;
export type DispararEventoTesteArgs = { header?: operations['dispararEventoTeste']['parameters']['header']; body: NonNullable<operations['dispararEventoTeste']['requestBody']>['content']['application/json']; };
export type DispararEventoTesteResult = Success<operations['dispararEventoTeste']>;
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
export type ExportarExtratoMensalCsvArgs = { path: operations['exportarExtratoMensalCsv']['parameters']['path']; query?: operations['exportarExtratoMensalCsv']['parameters']['query']; };
export type ExportarExtratoMensalCsvResult = Success<operations['exportarExtratoMensalCsv']>;
export type ExportarExtratoMensalPdfArgs = { path: operations['exportarExtratoMensalPdf']['parameters']['path']; query?: operations['exportarExtratoMensalPdf']['parameters']['query']; };
export type ExportarExtratoMensalPdfResult = Success<operations['exportarExtratoMensalPdf']>;
export type ExportarMonitoramentosArgs = { query: operations['exportarMonitoramentos']['parameters']['query']; };
export type ExportarMonitoramentosResult = Success<operations['exportarMonitoramentos']>;
export type ExportarPagamentosCsvArgs = { query?: operations['exportarPagamentosCsv']['parameters']['query']; };
export type ExportarPagamentosCsvResult = Success<operations['exportarPagamentosCsv']>;
export type ExportarRelatorioUsoEmpresaCsvArgs = { query?: operations['exportarRelatorioUsoEmpresaCsv']['parameters']['query']; };
export type ExportarRelatorioUsoEmpresaCsvResult = Success<operations['exportarRelatorioUsoEmpresaCsv']>;
export type FalharEmissaoAssistidaArgs = { path: operations['falharEmissaoAssistida']['parameters']['path']; body: NonNullable<operations['falharEmissaoAssistida']['requestBody']>['content']['application/json']; };
export type FalharEmissaoAssistidaResult = Success<operations['falharEmissaoAssistida']>;
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
export type GetNotaFiscalSandboxArgs = { path: operations['getNotaFiscalSandbox']['parameters']['path']; };
export type GetNotaFiscalSandboxResult = Success<operations['getNotaFiscalSandbox']>;
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
export type ImportarMonitoramentosArgs = { header?: operations['importarMonitoramentos']['parameters']['header']; body: NonNullable<operations['importarMonitoramentos']['requestBody']>['content']['application/json']; };
export type ImportarMonitoramentosResult = Success<operations['importarMonitoramentos']>;
export type LiberarEmissaoAssistidaArgs = { path: operations['liberarEmissaoAssistida']['parameters']['path']; };
export type LiberarEmissaoAssistidaResult = Success<operations['liberarEmissaoAssistida']>;
export type ListarAssinaturasAtivasArgs = { query?: operations['listarAssinaturasAtivas']['parameters']['query']; };
export type ListarAssinaturasAtivasResult = Success<operations['listarAssinaturasAtivas']>;
export type ListarAssinaturasAtivasDetalhadasArgs = { query?: operations['listarAssinaturasAtivasDetalhadas']['parameters']['query']; };
export type ListarAssinaturasAtivasDetalhadasResult = Success<operations['listarAssinaturasAtivasDetalhadas']>;
export type ListarAuditoriaArgs = { query?: operations['listarAuditoria']['parameters']['query']; };
export type ListarAuditoriaResult = Success<operations['listarAuditoria']>;
export type ListarCatalogoArgs = { query?: operations['listarCatalogo']['parameters']['query']; };
export type ListarCatalogoResult = Success<operations['listarCatalogo']>;
export type ListarCentrosCustoResult = Success<operations['listarCentrosCusto']>;
export type ListarChamadosSuporteArgs = { query?: operations['listarChamadosSuporte']['parameters']['query']; };
export type ListarChamadosSuporteResult = Success<operations['listarChamadosSuporte']>;
export type ListarChavesApiResult = Success<operations['listarChavesApi']>;
export type ListarChavesApiDoUsuarioArgs = { path: operations['listarChavesApiDoUsuario']['parameters']['path']; };
export type ListarChavesApiDoUsuarioResult = Success<operations['listarChavesApiDoUsuario']>;
export type ListarConvitesEmpresaArgs = { query?: operations['listarConvitesEmpresa']['parameters']['query']; };
export type ListarConvitesEmpresaResult = Success<operations['listarConvitesEmpresa']>;
export type ListarEmissoesAssistidasArgs = { query?: operations['listarEmissoesAssistidas']['parameters']['query']; };
export type ListarEmissoesAssistidasResult = Success<operations['listarEmissoesAssistidas']>;
export type ListarEmpresasArgs = { query?: operations['listarEmpresas']['parameters']['query']; };
export type ListarEmpresasResult = Success<operations['listarEmpresas']>;
export type ListarEntregasWebhookArgs = { path: operations['listarEntregasWebhook']['parameters']['path']; query?: operations['listarEntregasWebhook']['parameters']['query']; };
export type ListarEntregasWebhookResult = Success<operations['listarEntregasWebhook']>;
export type ListarEventosArgs = { query?: operations['listarEventos']['parameters']['query']; };
export type ListarEventosResult = Success<operations['listarEventos']>;
export type ListarFinalidadesResult = Success<operations['listarFinalidades']>;
export type ListarKitsResult = Success<operations['listarKits']>;
export type ListarMembrosEmpresaResult = Success<operations['listarMembrosEmpresa']>;
export type ListarMonitoramentosArgs = { query?: operations['listarMonitoramentos']['parameters']['query']; };
export type ListarMonitoramentosResult = Success<operations['listarMonitoramentos']>;
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
export type MonitorarSolicitacaoArgs = { path: operations['monitorarSolicitacao']['parameters']['path']; body?: NonNullable<operations['monitorarSolicitacao']['requestBody']>['content']['application/json']; };
export type MonitorarSolicitacaoResult = Success<operations['monitorarSolicitacao']>;
export type ObterCartaoResult = Success<operations['obterCartao']>;
export type ObterChaveAtualResult = Success<operations['obterChaveAtual']>;
export type ObterConfiguracoesSistemaResult = Success<operations['obterConfiguracoesSistema']>;
export type ObterConviteArgs = { path: operations['obterConvite']['parameters']['path']; };
export type ObterConviteResult = Success<operations['obterConvite']>;
export type ObterDadosCobrancaResult = Success<operations['obterDadosCobranca']>;
export type ObterEmissaoAssistidaArgs = { path: operations['obterEmissaoAssistida']['parameters']['path']; };
export type ObterEmissaoAssistidaResult = Success<operations['obterEmissaoAssistida']>;
export type ObterEmpresaCheckoutResult = Success<operations['obterEmpresaCheckout']>;
export type ObterEmpresaStaffArgs = { path: operations['obterEmpresaStaff']['parameters']['path']; };
export type ObterEmpresaStaffResult = Success<operations['obterEmpresaStaff']>;
export type ObterEntregaWebhookArgs = { path: operations['obterEntregaWebhook']['parameters']['path']; };
export type ObterEntregaWebhookResult = Success<operations['obterEntregaWebhook']>;
export type ObterEventoArgs = { path: operations['obterEvento']['parameters']['path']; };
export type ObterEventoResult = Success<operations['obterEvento']>;
export type ObterExtratoMensalEmpresaArgs = { path: operations['obterExtratoMensalEmpresa']['parameters']['path']; query?: operations['obterExtratoMensalEmpresa']['parameters']['query']; };
export type ObterExtratoMensalEmpresaResult = Success<operations['obterExtratoMensalEmpresa']>;
export type ObterHistoricoFonteArgs = { path: operations['obterHistoricoFonte']['parameters']['path']; };
export type ObterHistoricoFonteResult = Success<operations['obterHistoricoFonte']>;
export type ObterMinhaEmpresaResult = Success<operations['obterMinhaEmpresa']>;
export type ObterMonitoramentoArgs = { path: operations['obterMonitoramento']['parameters']['path']; };
export type ObterMonitoramentoResult = Success<operations['obterMonitoramento']>;
export type ObterPlanoUsuarioResult = Success<operations['obterPlanoUsuario']>;
export type ObterPreferenciasAlertasResult = Success<operations['obterPreferenciasAlertas']>;
export type ObterRelatorioUsoEmpresaArgs = { query?: operations['obterRelatorioUsoEmpresa']['parameters']['query']; };
export type ObterRelatorioUsoEmpresaResult = Success<operations['obterRelatorioUsoEmpresa']>;
export type ObterRelogioSandboxResult = Success<operations['obterRelogioSandbox']>;
export type ObterSaudeFontesResult = Success<operations['obterSaudeFontes']>;
export type ObterStatusPublicoResult = Success<operations['obterStatusPublico']>;
export type ObterTipoCertidaoArgs = { path: operations['obterTipoCertidao']['parameters']['path']; };
export type ObterTipoCertidaoResult = Success<operations['obterTipoCertidao']>;
export type ObterWebhookArgs = { path: operations['obterWebhook']['parameters']['path']; };
export type ObterWebhookResult = Success<operations['obterWebhook']>;
export type PagarSandboxArgs = { path: operations['pagarSandbox']['parameters']['path']; };
export type PagarSandboxResult = Success<operations['pagarSandbox']>;
export type PreviaAlteracaoPlanoArgs = { query: operations['previaAlteracaoPlano']['parameters']['query']; };
export type PreviaAlteracaoPlanoResult = Success<operations['previaAlteracaoPlano']>;
export type PreviaAssentoExtraResult = Success<operations['previaAssentoExtra']>;
export type ProporCertidoesArgs = { query: operations['proporCertidoes']['parameters']['query']; };
export type ProporCertidoesResult = Success<operations['proporCertidoes']>;
export type ReenviarConviteEmpresaArgs = { path: operations['reenviarConviteEmpresa']['parameters']['path']; };
export type ReenviarConviteEmpresaResult = Success<operations['reenviarConviteEmpresa']>;
export type ReenviarEntregaWebhookArgs = { path: operations['reenviarEntregaWebhook']['parameters']['path']; header?: operations['reenviarEntregaWebhook']['parameters']['header']; };
export type ReenviarEntregaWebhookResult = Success<operations['reenviarEntregaWebhook']>;
export type ReenviarEventosWebhookArgs = { path: operations['reenviarEventosWebhook']['parameters']['path']; header?: operations['reenviarEventosWebhook']['parameters']['header']; body: NonNullable<operations['reenviarEventosWebhook']['requestBody']>['content']['application/json']; };
export type ReenviarEventosWebhookResult = Success<operations['reenviarEventosWebhook']>;
export type RegisterArgs = { body: NonNullable<operations['register']['requestBody']>['content']['application/json']; };
export type RegisterResult = Success<operations['register']>;
export type RemoverCartaoResult = Success<operations['removerCartao']>;
export type RemoverCentroCustoArgs = { path: operations['removerCentroCusto']['parameters']['path']; };
export type RemoverCentroCustoResult = Success<operations['removerCentroCusto']>;
export type RemoverKitArgs = { path: operations['removerKit']['parameters']['path']; };
export type RemoverKitResult = Success<operations['removerKit']>;
export type RemoverMembroEmpresaArgs = { path: operations['removerMembroEmpresa']['parameters']['path']; };
export type RemoverMembroEmpresaResult = Success<operations['removerMembroEmpresa']>;
export type RemoverMembroEmpresaStaffArgs = { path: operations['removerMembroEmpresaStaff']['parameters']['path']; };
export type RemoverMembroEmpresaStaffResult = Success<operations['removerMembroEmpresaStaff']>;
export type RemoverMonitoramentoArgs = { path: operations['removerMonitoramento']['parameters']['path']; };
export type RemoverMonitoramentoResult = Success<operations['removerMonitoramento']>;
export type RenovarMonitoramentoArgs = { path: operations['renovarMonitoramento']['parameters']['path']; };
export type RenovarMonitoramentoResult = Success<operations['renovarMonitoramento']>;
export type ResendConfirmationArgs = { body: NonNullable<operations['resendConfirmation']['requestBody']>['content']['application/json']; };
export type ResendConfirmationResult = Success<operations['resendConfirmation']>;
export type RestabelecerFonteSandboxArgs = { path: operations['restabelecerFonteSandbox']['parameters']['path']; };
export type RestabelecerFonteSandboxResult = Success<operations['restabelecerFonteSandbox']>;
export type ResumoCatalogoResult = Success<operations['resumoCatalogo']>;
export type ResumoMonitoramentoResult = Success<operations['resumoMonitoramento']>;
export type RetryJobArgs = { path: operations['retryJob']['parameters']['path']; header?: operations['retryJob']['parameters']['header']; };
export type RetryJobResult = Success<operations['retryJob']>;
export type RevogarChaveApiArgs = { path: operations['revogarChaveApi']['parameters']['path']; };
export type RevogarChaveApiResult = Success<operations['revogarChaveApi']>;
export type RevogarConviteEmpresaArgs = { path: operations['revogarConviteEmpresa']['parameters']['path']; };
export type RevogarConviteEmpresaResult = Success<operations['revogarConviteEmpresa']>;
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
export interface Operations {
  /** POST /convites/{token}/aceitar — Aceitar um convite */
  aceitarConvite(args: AceitarConviteArgs, options?: CallOptions): Promise<AceitarConviteResult>;
  /** GET /integracoes/eventos/ao-vivo — Receber os eventos ao vivo */
  acompanharEventos(options?: CallOptions): Promise<AcompanharEventosResult>;
  /** POST /users/me/plano/alteracao — Mudar de plano */
  alterarMeuPlano(args: AlterarMeuPlanoArgs, options?: CallOptions): Promise<AlterarMeuPlanoResult>;
  /** PATCH /empresa/membros/{id} — Alterar o papel de um membro */
  alterarPapelMembro(args: AlterarPapelMembroArgs, options?: CallOptions): Promise<AlterarPapelMembroResult>;
  /** PATCH /suporte/chamados/{id} — Alterar status do chamado */
  alterarStatusChamadoSuporte(args: AlterarStatusChamadoSuporteArgs, options?: CallOptions): Promise<AlterarStatusChamadoSuporteResult>;
  /** POST /webhooks/asaas — Receber evento do Asaas */
  asaasWebhook(args: AsaasWebhookArgs, options?: CallOptions): Promise<AsaasWebhookResult>;
  /** POST /users/{id}/plano/assinatura — Assinar um plano para um usuário (com cobrança) */
  assinarPlanoParaUsuario(args: AssinarPlanoParaUsuarioArgs, options?: CallOptions): Promise<AssinarPlanoParaUsuarioResult>;
  /** POST /assistidas/{id}/assumir — Assumir uma emissão assistida */
  assumirEmissaoAssistida(args: AssumirEmissaoAssistidaArgs, options?: CallOptions): Promise<AssumirEmissaoAssistidaResult>;
  /** POST /users/me/plano — Adquirir um plano */
  atribuirPlanoUsuario(args: AtribuirPlanoUsuarioArgs, options?: CallOptions): Promise<AtribuirPlanoUsuarioResult>;
  /** PATCH /empresa/centros-custo/{id} — Alterar centro de custo */
  atualizarCentroCusto(args: AtualizarCentroCustoArgs, options?: CallOptions): Promise<AtualizarCentroCustoResult>;
  /** PATCH /empresa — Atualizar dados e configurações da empresa */
  atualizarEmpresa(args: AtualizarEmpresaArgs, options?: CallOptions): Promise<AtualizarEmpresaResult>;
  /** PATCH /empresas/{id} — Atualizar os dados de uma empresa (back office) */
  atualizarEmpresaStaff(args: AtualizarEmpresaStaffArgs, options?: CallOptions): Promise<AtualizarEmpresaStaffResult>;
  /** PATCH /empresa/kits/{id} — Alterar kit da empresa */
  atualizarKit(args: AtualizarKitArgs, options?: CallOptions): Promise<AtualizarKitResult>;
  /** PATCH /users/me/plano — Ativar ou desativar a renovação automática do meu plano */
  atualizarMeuPlano(args: AtualizarMeuPlanoArgs, options?: CallOptions): Promise<AtualizarMeuPlanoResult>;
  /** PATCH /monitoramentos/{id} — Pausar, retomar ou mudar a política */
  atualizarMonitoramento(args: AtualizarMonitoramentoArgs, options?: CallOptions): Promise<AtualizarMonitoramentoResult>;
  /** PUT /monitoramentos/preferencias-alertas — Mudar como receber os alertas do monitoramento */
  atualizarPreferenciasAlertas(args: AtualizarPreferenciasAlertasArgs, options?: CallOptions): Promise<AtualizarPreferenciasAlertasResult>;
  /** PATCH /solicitacoes/{id} — Atualizar referência da solicitação */
  atualizarSolicitacao(args: AtualizarSolicitacaoArgs, options?: CallOptions): Promise<AtualizarSolicitacaoResult>;
  /** PATCH /integracoes/webhooks/{id} — Alterar endpoint de webhook */
  atualizarWebhook(args: AtualizarWebhookArgs, options?: CallOptions): Promise<AtualizarWebhookResult>;
  /** POST /sandbox/relogio — Avançar o relógio do servidor (sandbox) */
  avancarRelogioSandbox(args: AvancarRelogioSandboxArgs, options?: CallOptions): Promise<AvancarRelogioSandboxResult>;
  /** GET /monitoramentos/{id}/pdfs.zip — Baixar as certidões válidas da parte (ZIP) */
  baixarPdfsMonitoramento(args: BaixarPdfsMonitoramentoArgs, options?: CallOptions): Promise<BaixarPdfsMonitoramentoResult>;
  /** GET /solicitacoes/{id}/pdfs.zip — Baixar todos os PDFs da solicitação (ZIP) */
  baixarPdfsSolicitacao(args: BaixarPdfsSolicitacaoArgs, options?: CallOptions): Promise<BaixarPdfsSolicitacaoResult>;
  /** GET /pagamentos/meus-pagamentos — Listar meus pagamentos */
  buscarPagamentosUsuario(args?: BuscarPagamentosUsuarioArgs, options?: CallOptions): Promise<BuscarPagamentosUsuarioResult>;
  /** DELETE /users/me/plano — Cancelar meu plano */
  cancelarMeuPlano(options?: CallOptions): Promise<CancelarMeuPlanoResult>;
  /** POST /pagamentos/{id}/cancelar — Cancelar pagamento */
  cancelarPagamento(args: CancelarPagamentoArgs, options?: CallOptions): Promise<CancelarPagamentoResult>;
  /** DELETE /users/{id}/plano — Cancelar o plano de um usuário */
  cancelarPlanoUsuario(args: CancelarPlanoUsuarioArgs, options?: CallOptions): Promise<CancelarPlanoUsuarioResult>;
  /** POST /solicitacoes/{id}/cancelar — Cancelar solicitação */
  cancelarSolicitacao(args: CancelarSolicitacaoArgs, options?: CallOptions): Promise<CancelarSolicitacaoResult>;
  /** POST /auth/change-password — Alterar a própria senha */
  changePassword(args: ChangePasswordArgs, options?: CallOptions): Promise<ChangePasswordResult>;
  /** GET /monitoramentos/cota — Quantas partes novas a cota cobre */
  coberturaCotaMonitoramento(args: CoberturaCotaMonitoramentoArgs, options?: CallOptions): Promise<CoberturaCotaMonitoramentoResult>;
  /** POST /users/me/plano/assentos — Comprar um assento */
  comprarAssentoExtra(options?: CallOptions): Promise<ComprarAssentoExtraResult>;
  /** POST /users/{id}/plano — Conceder plano a um usuário */
  concederPlanoUsuario(args: ConcederPlanoUsuarioArgs, options?: CallOptions): Promise<ConcederPlanoUsuarioResult>;
  /** POST /assistidas/{id}/concluir — Concluir uma emissão assistida com o PDF obtido */
  concluirEmissaoAssistida(args: ConcluirEmissaoAssistidaArgs, options?: CallOptions): Promise<ConcluirEmissaoAssistidaResult>;
  /** GET /email/confirm — Confirmar e-mail */
  confirmEmail(args: ConfirmEmailArgs, options?: CallOptions): Promise<ConfirmEmailResult>;
  /** GET /automations/job/{id} — Consultar o status de um job */
  consultarStatusJob(args: ConsultarStatusJobArgs, options?: CallOptions): Promise<ConsultarStatusJobResult>;
  /** GET /notificacoes/nao-lidas — Contar notificações não lidas */
  contarNotificacoesNaoLidas(options?: CallOptions): Promise<ContarNotificacoesNaoLidasResult>;
  /** POST /certidoes/{id}/observacoes — Adicionar observação à certidão */
  createObservacaoCertidao(args: CreateObservacaoCertidaoArgs, options?: CallOptions): Promise<CreateObservacaoCertidaoResult>;
  /** POST /planos — Criar plano */
  createPlano(args: CreatePlanoArgs, options?: CallOptions): Promise<CreatePlanoResult>;
  /** POST /solicitacoes — Criar solicitação */
  createSolicitacao(args: CreateSolicitacaoArgs, options?: CallOptions): Promise<CreateSolicitacaoResult>;
  /** POST /users — Criar usuário */
  createUsuario(args: CreateUsuarioArgs, options?: CallOptions): Promise<CreateUsuarioResult>;
  /** POST /vendedores — Cadastrar vendedor */
  createVendedor(args: CreateVendedorArgs, options?: CallOptions): Promise<CreateVendedorResult>;
  /** POST /empresa/centros-custo — Criar centro de custo */
  criarCentroCusto(args: CriarCentroCustoArgs, options?: CallOptions): Promise<CriarCentroCustoResult>;
  /** POST /integracoes/chaves — Criar chave de API */
  criarChaveApi(args: CriarChaveApiArgs, options?: CallOptions): Promise<CriarChaveApiResult>;
  /** POST /empresa/convites — Convidar por e-mail */
  criarConviteEmpresa(args: CriarConviteEmpresaArgs, options?: CallOptions): Promise<CriarConviteEmpresaResult>;
  /** POST /empresa — Transformar minha conta em conta de empresa */
  criarEmpresa(args: CriarEmpresaArgs, options?: CallOptions): Promise<CriarEmpresaResult>;
  /** POST /empresa/kits — Criar kit da empresa */
  criarKit(args: CriarKitArgs, options?: CallOptions): Promise<CriarKitResult>;
  /** POST /monitoramentos — Monitorar uma parte */
  criarMonitoramento(args: CriarMonitoramentoArgs, options?: CallOptions): Promise<CriarMonitoramentoResult>;
  /** POST /pagamentos — Criar pagamento */
  criarPagamento(args: CriarPagamentoArgs, options?: CallOptions): Promise<CriarPagamentoResult>;
  /** POST /solicitacoes/lote — Criar solicitações em lote */
  criarSolicitacoesEmLote(args: CriarSolicitacoesEmLoteArgs, options?: CallOptions): Promise<CriarSolicitacoesEmLoteResult>;
  /** POST /integracoes/webhooks — Cadastrar endpoint de webhook */
  criarWebhook(args: CriarWebhookArgs, options?: CallOptions): Promise<CriarWebhookResult>;
  /** DELETE /planos/{id} — Excluir plano */
  deletePlano(args: DeletePlanoArgs, options?: CallOptions): Promise<DeletePlanoResult>;
  /** DELETE /users/{id} — Remover usuário */
  deleteUsuario(args: DeleteUsuarioArgs, options?: CallOptions): Promise<DeleteUsuarioResult>;
  /** PUT /sandbox/fontes/{fonte}/fora-do-ar — Simular uma fonte fora do ar (sandbox) */
  derrubarFonteSandbox(args: DerrubarFonteSandboxArgs, options?: CallOptions): Promise<DerrubarFonteSandboxResult>;
  /** DELETE /users/me/plano/alteracao — Desistir da mudança de plano agendada */
  desistirAlteracaoPlano(options?: CallOptions): Promise<DesistirAlteracaoPlanoResult>;
  /** POST /integracoes/eventos/teste — Disparar um evento de teste */
  dispararEventoTeste(args: DispararEventoTesteArgs, options?: CallOptions): Promise<DispararEventoTesteResult>;
  /** GET /automations/pdfs/download/{name} — Baixar PDF pelo nome */
  downloadPdf(args: DownloadPdfArgs, options?: CallOptions): Promise<DownloadPdfResult>;
  /** GET /automations/pdfs/minio/{key} — Baixar PDF pela chave de armazenamento */
  downloadPdfObjeto(args: DownloadPdfObjetoArgs, options?: CallOptions): Promise<DownloadPdfObjetoResult>;
  /** POST /suporte/contato — Enviar mensagem ao suporte */
  enviarContatoSuporte(args: EnviarContatoSuporteArgs, options?: CallOptions): Promise<EnviarContatoSuporteResult>;
  /** DELETE /notificacoes/{id} — Excluir notificação */
  excluirNotificacao(args: ExcluirNotificacaoArgs, options?: CallOptions): Promise<ExcluirNotificacaoResult>;
  /** DELETE /integracoes/webhooks/{id} — Excluir endpoint de webhook */
  excluirWebhook(args: ExcluirWebhookArgs, options?: CallOptions): Promise<ExcluirWebhookResult>;
  /** POST /automations/{type}-certidao — Executar uma automação */
  executarAutomacao(args: ExecutarAutomacaoArgs, options?: CallOptions): Promise<ExecutarAutomacaoResult>;
  /** POST /automations/execute-all — Executar várias automações */
  executeAll(args: ExecuteAllArgs, options?: CallOptions): Promise<ExecuteAllResult>;
  /** GET /auditoria/exportar.csv — Exportar histórico de auditoria (CSV) */
  exportarAuditoriaCsv(args?: ExportarAuditoriaCsvArgs, options?: CallOptions): Promise<ExportarAuditoriaCsvResult>;
  /** GET /empresa/extratos/{mes}.csv — Baixar o extrato mensal (CSV) */
  exportarExtratoMensalCsv(args: ExportarExtratoMensalCsvArgs, options?: CallOptions): Promise<ExportarExtratoMensalCsvResult>;
  /** GET /empresa/extratos/{mes}.pdf — Baixar o extrato mensal (PDF) */
  exportarExtratoMensalPdf(args: ExportarExtratoMensalPdfArgs, options?: CallOptions): Promise<ExportarExtratoMensalPdfResult>;
  /** GET /monitoramentos/exportar — Exportar a carteira monitorada (CSV ou PDF) */
  exportarMonitoramentos(args: ExportarMonitoramentosArgs, options?: CallOptions): Promise<ExportarMonitoramentosResult>;
  /** GET /faturamento/pagamentos.csv — Exportar pagamentos (CSV) */
  exportarPagamentosCsv(args?: ExportarPagamentosCsvArgs, options?: CallOptions): Promise<ExportarPagamentosCsvResult>;
  /** GET /empresa/relatorios/uso.csv — Exportar relatório de uso (CSV) */
  exportarRelatorioUsoEmpresaCsv(args?: ExportarRelatorioUsoEmpresaCsvArgs, options?: CallOptions): Promise<ExportarRelatorioUsoEmpresaCsvResult>;
  /** POST /assistidas/{id}/falhar — Registrar que a emissão assistida não foi possível */
  falharEmissaoAssistida(args: FalharEmissaoAssistidaArgs, options?: CallOptions): Promise<FalharEmissaoAssistidaResult>;
  /** GET /sandbox/pagamentos/{id}/boleto — Página do boleto (sandbox) */
  getBoletoSandbox(args: GetBoletoSandboxArgs, options?: CallOptions): Promise<GetBoletoSandboxResult>;
  /** GET /certidoes/{id} — Visualizar certidão */
  getCertidaoDetalhe(args: GetCertidaoDetalheArgs, options?: CallOptions): Promise<GetCertidaoDetalheResult>;
  /** GET /suporte/chamados/{id} — Ver chamado de suporte */
  getChamadoSuporte(args: GetChamadoSuporteArgs, options?: CallOptions): Promise<GetChamadoSuporteResult>;
  /** GET /dashboard/stats — Estatísticas do dashboard */
  getDashboardStats(options?: CallOptions): Promise<GetDashboardStatsResult>;
  /** GET /solicitacoes/estatisticas — Estatísticas das solicitações */
  getEstatisticasSolicitacoes(options?: CallOptions): Promise<GetEstatisticasSolicitacoesResult>;
  /** GET /solicitacoes/eventos — Acompanhar as solicitações ao vivo */
  getEventosSolicitacoes(args?: GetEventosSolicitacoesArgs, options?: CallOptions): Promise<GetEventosSolicitacoesResult>;
  /** GET /sandbox/pagamentos/{id}/fatura — Página da fatura (sandbox) */
  getFaturaSandbox(args: GetFaturaSandboxArgs, options?: CallOptions): Promise<GetFaturaSandboxResult>;
  /** GET /health — Verificar a saúde do serviço */
  getHealth(options?: CallOptions): Promise<GetHealthResult>;
  /** GET /users/me — Obter meu perfil */
  getMe(options?: CallOptions): Promise<GetMeResult>;
  /** GET /users/me/permissions — Obter minhas permissões */
  getMyPermissions(options?: CallOptions): Promise<GetMyPermissionsResult>;
  /** GET /sandbox/pagamentos/{id}/nota-fiscal — PDF da nota fiscal (sandbox) */
  getNotaFiscalSandbox(args: GetNotaFiscalSandboxArgs, options?: CallOptions): Promise<GetNotaFiscalSandboxResult>;
  /** GET /certidoes/{id}/observacoes — Histórico de observações da certidão */
  getObservacoesCertidao(args: GetObservacoesCertidaoArgs, options?: CallOptions): Promise<GetObservacoesCertidaoResult>;
  /** GET /openapi.json — Baixar o contrato da API (JSON) */
  getOpenApiJson(options?: CallOptions): Promise<GetOpenApiJsonResult>;
  /** GET /openapi.yaml — Baixar o contrato da API (YAML) */
  getOpenApiYaml(options?: CallOptions): Promise<GetOpenApiYamlResult>;
  /** GET /pagamentos/{id} — Obter pagamento */
  getPagamento(args: GetPagamentoArgs, options?: CallOptions): Promise<GetPagamentoResult>;
  /** GET /automations/pdfs/stats — Estatísticas dos PDFs */
  getPdfStats(options?: CallOptions): Promise<GetPdfStatsResult>;
  /** GET /planos/{id} — Obter plano */
  getPlano(args: GetPlanoArgs, options?: CallOptions): Promise<GetPlanoResult>;
  /** GET /users/{id}/plano — Obter o plano de um usuário */
  getPlanoDoUsuario(args: GetPlanoDoUsuarioArgs, options?: CallOptions): Promise<GetPlanoDoUsuarioResult>;
  /** GET /planos — Listar planos */
  getPlanos(args?: GetPlanosArgs, options?: CallOptions): Promise<GetPlanosResult>;
  /** GET /solicitacoes/plano — Plano e cota de solicitações do usuário */
  getPlanoSolicitacoes(options?: CallOptions): Promise<GetPlanoSolicitacoesResult>;
  /** GET /planos/publicos — Listar planos (público) */
  getPlanosPublicos(args?: GetPlanosPublicosArgs, options?: CallOptions): Promise<GetPlanosPublicosResult>;
  /** GET /auth/profile — Obter o usuário da sessão */
  getProfile(options?: CallOptions): Promise<GetProfileResult>;
  /** GET /dashboard/recent-requests — Solicitações recentes */
  getRecentRequests(args?: GetRecentRequestsArgs, options?: CallOptions): Promise<GetRecentRequestsResult>;
  /** GET /faturamento/resumo — Resumo do faturamento */
  getResumoFaturamento(args?: GetResumoFaturamentoArgs, options?: CallOptions): Promise<GetResumoFaturamentoResult>;
  /** GET /solicitacoes/{id} — Obter solicitação */
  getSolicitacao(args: GetSolicitacaoArgs, options?: CallOptions): Promise<GetSolicitacaoResult>;
  /** GET /solicitacoes — Listar solicitações */
  getSolicitacoes(args?: GetSolicitacoesArgs, options?: CallOptions): Promise<GetSolicitacoesResult>;
  /** GET /users/{id}/permissions — Obter permissões de um usuário */
  getUserPermissions(args: GetUserPermissionsArgs, options?: CallOptions): Promise<GetUserPermissionsResult>;
  /** GET /users/stats — Estatísticas de usuários */
  getUserStats(options?: CallOptions): Promise<GetUserStatsResult>;
  /** GET /users/{id}/uso — Histórico de uso de um usuário */
  getUsoUsuario(args: GetUsoUsuarioArgs, options?: CallOptions): Promise<GetUsoUsuarioResult>;
  /** GET /users/{id} — Obter usuário */
  getUsuario(args: GetUsuarioArgs, options?: CallOptions): Promise<GetUsuarioResult>;
  /** GET /users — Listar usuários */
  getUsuarios(args?: GetUsuariosArgs, options?: CallOptions): Promise<GetUsuariosResult>;
  /** POST /monitoramentos/importar — Importar uma carteira */
  importarMonitoramentos(args: ImportarMonitoramentosArgs, options?: CallOptions): Promise<ImportarMonitoramentosResult>;
  /** POST /assistidas/{id}/liberar — Liberar uma emissão assistida */
  liberarEmissaoAssistida(args: LiberarEmissaoAssistidaArgs, options?: CallOptions): Promise<LiberarEmissaoAssistidaResult>;
  /** GET /users/assinaturas/ativas — Listar assinaturas ativas */
  listarAssinaturasAtivas(args?: ListarAssinaturasAtivasArgs, options?: CallOptions): Promise<ListarAssinaturasAtivasResult>;
  /** GET /users/assinaturas/ativas/detalhadas — Listar assinaturas ativas com detalhes */
  listarAssinaturasAtivasDetalhadas(args?: ListarAssinaturasAtivasDetalhadasArgs, options?: CallOptions): Promise<ListarAssinaturasAtivasDetalhadasResult>;
  /** GET /auditoria — Histórico de auditoria */
  listarAuditoria(args?: ListarAuditoriaArgs, options?: CallOptions): Promise<ListarAuditoriaResult>;
  /** GET /catalogo — Catálogo de certidões */
  listarCatalogo(args?: ListarCatalogoArgs, options?: CallOptions): Promise<ListarCatalogoResult>;
  /** GET /empresa/centros-custo — Listar centros de custo */
  listarCentrosCusto(options?: CallOptions): Promise<ListarCentrosCustoResult>;
  /** GET /suporte/chamados — Listar chamados de suporte */
  listarChamadosSuporte(args?: ListarChamadosSuporteArgs, options?: CallOptions): Promise<ListarChamadosSuporteResult>;
  /** GET /integracoes/chaves — Listar minhas chaves de API */
  listarChavesApi(options?: CallOptions): Promise<ListarChavesApiResult>;
  /** GET /users/{id}/chaves — Chaves de API de um usuário */
  listarChavesApiDoUsuario(args: ListarChavesApiDoUsuarioArgs, options?: CallOptions): Promise<ListarChavesApiDoUsuarioResult>;
  /** GET /empresa/convites — Listar convites da empresa */
  listarConvitesEmpresa(args?: ListarConvitesEmpresaArgs, options?: CallOptions): Promise<ListarConvitesEmpresaResult>;
  /** GET /assistidas — Fila de emissão assistida */
  listarEmissoesAssistidas(args?: ListarEmissoesAssistidasArgs, options?: CallOptions): Promise<ListarEmissoesAssistidasResult>;
  /** GET /empresas — Listar empresas (back office) */
  listarEmpresas(args?: ListarEmpresasArgs, options?: CallOptions): Promise<ListarEmpresasResult>;
  /** GET /integracoes/webhooks/{id}/entregas — Registro de entregas do endpoint */
  listarEntregasWebhook(args: ListarEntregasWebhookArgs, options?: CallOptions): Promise<ListarEntregasWebhookResult>;
  /** GET /integracoes/eventos — Listar eventos */
  listarEventos(args?: ListarEventosArgs, options?: CallOptions): Promise<ListarEventosResult>;
  /** GET /catalogo/finalidades — Finalidades (tipos de transação) */
  listarFinalidades(options?: CallOptions): Promise<ListarFinalidadesResult>;
  /** GET /kits — Listar kits de certidões */
  listarKits(options?: CallOptions): Promise<ListarKitsResult>;
  /** GET /empresa/membros — Listar membros da empresa */
  listarMembrosEmpresa(options?: CallOptions): Promise<ListarMembrosEmpresaResult>;
  /** GET /monitoramentos — Listar a carteira monitorada */
  listarMonitoramentos(args?: ListarMonitoramentosArgs, options?: CallOptions): Promise<ListarMonitoramentosResult>;
  /** GET /notificacoes — Listar notificações */
  listarNotificacoes(args?: ListarNotificacoesArgs, options?: CallOptions): Promise<ListarNotificacoesResult>;
  /** GET /pagamentos — Listar todos os pagamentos */
  listarPagamentos(args?: ListarPagamentosArgs, options?: CallOptions): Promise<ListarPagamentosResult>;
  /** GET /automations/pdfs — Listar PDFs gerados */
  listarPdfs(args?: ListarPdfsArgs, options?: CallOptions): Promise<ListarPdfsResult>;
  /** GET /automations/pdfs/{cpf} — Listar PDFs por CPF/CNPJ */
  listarPdfsPorCpf(args: ListarPdfsPorCpfArgs, options?: CallOptions): Promise<ListarPdfsPorCpfResult>;
  /** GET /integracoes/webhooks — Listar meus endpoints de webhook */
  listarWebhooks(options?: CallOptions): Promise<ListarWebhooksResult>;
  /** POST /auth/login — Entrar */
  login(args: LoginArgs, options?: CallOptions): Promise<LoginResult>;
  /** POST /auth/login-checkout — Entrar durante o checkout */
  loginCheckout(args: LoginCheckoutArgs, options?: CallOptions): Promise<LoginCheckoutResult>;
  /** POST /auth/logout — Sair */
  logout(options?: CallOptions): Promise<LogoutResult>;
  /** POST /notificacoes/{id}/lida — Marcar notificação como lida */
  marcarNotificacaoLida(args: MarcarNotificacaoLidaArgs, options?: CallOptions): Promise<MarcarNotificacaoLidaResult>;
  /** POST /notificacoes/marcar-todas-lidas — Marcar todas as notificações como lidas */
  marcarTodasNotificacoesLidas(options?: CallOptions): Promise<MarcarTodasNotificacoesLidasResult>;
  /** POST /solicitacoes/{id}/monitorar — Monitorar a parte de uma solicitação */
  monitorarSolicitacao(args: MonitorarSolicitacaoArgs, options?: CallOptions): Promise<MonitorarSolicitacaoResult>;
  /** GET /users/me/cartao — Obter meu cartão salvo */
  obterCartao(options?: CallOptions): Promise<ObterCartaoResult>;
  /** GET /integracoes/chaves/atual — Obter a chave de API em uso */
  obterChaveAtual(options?: CallOptions): Promise<ObterChaveAtualResult>;
  /** GET /configuracoes-sistema — Obter configurações do sistema */
  obterConfiguracoesSistema(options?: CallOptions): Promise<ObterConfiguracoesSistemaResult>;
  /** GET /convites/{token} — Ver um convite (link do e-mail) */
  obterConvite(args: ObterConviteArgs, options?: CallOptions): Promise<ObterConviteResult>;
  /** GET /faturamento/dados-cobranca — Obter dados de cobrança da empresa */
  obterDadosCobranca(options?: CallOptions): Promise<ObterDadosCobrancaResult>;
  /** GET /assistidas/{id} — Uma emissão assistida */
  obterEmissaoAssistida(args: ObterEmissaoAssistidaArgs, options?: CallOptions): Promise<ObterEmissaoAssistidaResult>;
  /** GET /users/me/plano/empresa — Empresa escolhida no checkout */
  obterEmpresaCheckout(options?: CallOptions): Promise<ObterEmpresaCheckoutResult>;
  /** GET /empresas/{id} — Detalhar uma empresa (back office) */
  obterEmpresaStaff(args: ObterEmpresaStaffArgs, options?: CallOptions): Promise<ObterEmpresaStaffResult>;
  /** GET /integracoes/webhooks/{id}/entregas/{entregaId} — Obter uma entrega com todas as tentativas */
  obterEntregaWebhook(args: ObterEntregaWebhookArgs, options?: CallOptions): Promise<ObterEntregaWebhookResult>;
  /** GET /integracoes/eventos/{eventoId} — Obter um evento */
  obterEvento(args: ObterEventoArgs, options?: CallOptions): Promise<ObterEventoResult>;
  /** GET /empresa/extratos/{mes} — Extrato mensal da empresa */
  obterExtratoMensalEmpresa(args: ObterExtratoMensalEmpresaArgs, options?: CallOptions): Promise<ObterExtratoMensalEmpresaResult>;
  /** GET /fontes/{fonte}/historico — Ver o histórico de uma fonte (equipe) */
  obterHistoricoFonte(args: ObterHistoricoFonteArgs, options?: CallOptions): Promise<ObterHistoricoFonteResult>;
  /** GET /empresa — Obter minha empresa */
  obterMinhaEmpresa(options?: CallOptions): Promise<ObterMinhaEmpresaResult>;
  /** GET /monitoramentos/{id} — Detalhar uma parte monitorada */
  obterMonitoramento(args: ObterMonitoramentoArgs, options?: CallOptions): Promise<ObterMonitoramentoResult>;
  /** GET /users/me/plano — Obter meu plano */
  obterPlanoUsuario(options?: CallOptions): Promise<ObterPlanoUsuarioResult>;
  /** GET /monitoramentos/preferencias-alertas — Como receber os alertas do monitoramento */
  obterPreferenciasAlertas(options?: CallOptions): Promise<ObterPreferenciasAlertasResult>;
  /** GET /empresa/relatorios/uso — Relatório de uso da empresa */
  obterRelatorioUsoEmpresa(args?: ObterRelatorioUsoEmpresaArgs, options?: CallOptions): Promise<ObterRelatorioUsoEmpresaResult>;
  /** GET /sandbox/relogio — Ver o relógio do servidor (sandbox) */
  obterRelogioSandbox(options?: CallOptions): Promise<ObterRelogioSandboxResult>;
  /** GET /fontes/saude — Ver a saúde das fontes (equipe) */
  obterSaudeFontes(options?: CallOptions): Promise<ObterSaudeFontesResult>;
  /** GET /status — Ver o status das fontes (público) */
  obterStatusPublico(options?: CallOptions): Promise<ObterStatusPublicoResult>;
  /** GET /catalogo/{codigo} — Um tipo de certidão */
  obterTipoCertidao(args: ObterTipoCertidaoArgs, options?: CallOptions): Promise<ObterTipoCertidaoResult>;
  /** GET /integracoes/webhooks/{id} — Obter endpoint de webhook */
  obterWebhook(args: ObterWebhookArgs, options?: CallOptions): Promise<ObterWebhookResult>;
  /** POST /sandbox/pagamentos/{id}/pagar — Simular o pagamento de uma cobrança (sandbox) */
  pagarSandbox(args: PagarSandboxArgs, options?: CallOptions): Promise<PagarSandboxResult>;
  /** GET /users/me/plano/alteracao — Prévia da mudança de plano */
  previaAlteracaoPlano(args: PreviaAlteracaoPlanoArgs, options?: CallOptions): Promise<PreviaAlteracaoPlanoResult>;
  /** GET /users/me/plano/assentos — Prévia da compra de um assento */
  previaAssentoExtra(options?: CallOptions): Promise<PreviaAssentoExtraResult>;
  /** GET /catalogo/proposta — Propor certidões para uma transação */
  proporCertidoes(args: ProporCertidoesArgs, options?: CallOptions): Promise<ProporCertidoesResult>;
  /** POST /empresa/convites/{id}/reenviar — Reenviar convite */
  reenviarConviteEmpresa(args: ReenviarConviteEmpresaArgs, options?: CallOptions): Promise<ReenviarConviteEmpresaResult>;
  /** POST /integracoes/webhooks/{id}/entregas/{entregaId}/reenviar — Reenviar uma entrega */
  reenviarEntregaWebhook(args: ReenviarEntregaWebhookArgs, options?: CallOptions): Promise<ReenviarEntregaWebhookResult>;
  /** POST /integracoes/webhooks/{id}/reenviar — Reenviar os eventos desde um momento */
  reenviarEventosWebhook(args: ReenviarEventosWebhookArgs, options?: CallOptions): Promise<ReenviarEventosWebhookResult>;
  /** POST /auth/register — Criar conta */
  register(args: RegisterArgs, options?: CallOptions): Promise<RegisterResult>;
  /** DELETE /users/me/cartao — Remover meu cartão salvo */
  removerCartao(options?: CallOptions): Promise<RemoverCartaoResult>;
  /** DELETE /empresa/centros-custo/{id} — Excluir centro de custo */
  removerCentroCusto(args: RemoverCentroCustoArgs, options?: CallOptions): Promise<RemoverCentroCustoResult>;
  /** DELETE /empresa/kits/{id} — Excluir kit da empresa */
  removerKit(args: RemoverKitArgs, options?: CallOptions): Promise<RemoverKitResult>;
  /** DELETE /empresa/membros/{id} — Remover um membro */
  removerMembroEmpresa(args: RemoverMembroEmpresaArgs, options?: CallOptions): Promise<RemoverMembroEmpresaResult>;
  /** DELETE /empresas/{id}/membros/{userId} — Remover um membro (back office) */
  removerMembroEmpresaStaff(args: RemoverMembroEmpresaStaffArgs, options?: CallOptions): Promise<RemoverMembroEmpresaStaffResult>;
  /** DELETE /monitoramentos/{id} — Deixar de monitorar */
  removerMonitoramento(args: RemoverMonitoramentoArgs, options?: CallOptions): Promise<RemoverMonitoramentoResult>;
  /** POST /monitoramentos/{id}/renovar — Renovar agora */
  renovarMonitoramento(args: RenovarMonitoramentoArgs, options?: CallOptions): Promise<RenovarMonitoramentoResult>;
  /** POST /email/resend-confirmation — Reenviar e-mail de confirmação */
  resendConfirmation(args: ResendConfirmationArgs, options?: CallOptions): Promise<ResendConfirmationResult>;
  /** DELETE /sandbox/fontes/{fonte}/fora-do-ar — Restabelecer uma fonte simulada (sandbox) */
  restabelecerFonteSandbox(args: RestabelecerFonteSandboxArgs, options?: CallOptions): Promise<RestabelecerFonteSandboxResult>;
  /** GET /catalogo/resumo — Catálogo em números */
  resumoCatalogo(options?: CallOptions): Promise<ResumoCatalogoResult>;
  /** GET /monitoramentos/resumo — Resumo do monitoramento */
  resumoMonitoramento(options?: CallOptions): Promise<ResumoMonitoramentoResult>;
  /** POST /automations/job/{id}/retry — Reenfileirar um job */
  retryJob(args: RetryJobArgs, options?: CallOptions): Promise<RetryJobResult>;
  /** DELETE /integracoes/chaves/{id} — Revogar chave de API */
  revogarChaveApi(args: RevogarChaveApiArgs, options?: CallOptions): Promise<RevogarChaveApiResult>;
  /** DELETE /empresa/convites/{id} — Revogar convite */
  revogarConviteEmpresa(args: RevogarConviteEmpresaArgs, options?: CallOptions): Promise<RevogarConviteEmpresaResult>;
  /** POST /integracoes/webhooks/{id}/rotacionar-segredo — Gerar novo segredo de assinatura */
  rotacionarSegredoWebhook(args: RotacionarSegredoWebhookArgs, options?: CallOptions): Promise<RotacionarSegredoWebhookResult>;
  /** POST /users/me/cartao — Salvar cartão para a renovação automática */
  salvarCartao(args: SalvarCartaoArgs, options?: CallOptions): Promise<SalvarCartaoResult>;
  /** PUT /configuracoes-sistema — Salvar configurações do sistema */
  salvarConfiguracoesSistema(args: SalvarConfiguracoesSistemaArgs, options?: CallOptions): Promise<SalvarConfiguracoesSistemaResult>;
  /** PUT /faturamento/dados-cobranca — Salvar dados de cobrança da empresa */
  salvarDadosCobranca(args: SalvarDadosCobrancaArgs, options?: CallOptions): Promise<SalvarDadosCobrancaResult>;
  /** POST /pagamentos/{id}/sincronizar — Sincronizar status do pagamento */
  sincronizarPagamento(args: SincronizarPagamentoArgs, options?: CallOptions): Promise<SincronizarPagamentoResult>;
  /** POST /solicitacoes/{id}/certidao/{certId}/tentar-novamente — Tentar novamente uma certidão */
  tentarNovamenteCertidao(args: TentarNovamenteCertidaoArgs, options?: CallOptions): Promise<TentarNovamenteCertidaoResult>;
  /** POST /integracoes/webhooks/{id}/teste — Enviar evento de teste */
  testarWebhook(args: TestarWebhookArgs, options?: CallOptions): Promise<TestarWebhookResult>;
  /** GET /email/unlock — Desbloquear conta */
  unlockAccount(args: UnlockAccountArgs, options?: CallOptions): Promise<UnlockAccountResult>;
  /** PATCH /users/me — Atualizar meu perfil */
  updateMe(args: UpdateMeArgs, options?: CallOptions): Promise<UpdateMeResult>;
  /** PATCH /users/me/password — Alterar minha senha */
  updateMyPassword(args: UpdateMyPasswordArgs, options?: CallOptions): Promise<UpdateMyPasswordResult>;
  /** PATCH /planos/{id} — Atualizar plano */
  updatePlano(args: UpdatePlanoArgs, options?: CallOptions): Promise<UpdatePlanoResult>;
  /** PATCH /users/{id} — Atualizar usuário */
  updateUsuario(args: UpdateUsuarioArgs, options?: CallOptions): Promise<UpdateUsuarioResult>;
  /** GET /verificacao/{codigo} — Verificar uma certidão */
  verificarCertidao(args: VerificarCertidaoArgs, options?: CallOptions): Promise<VerificarCertidaoResult>;
}
export type OperationId = keyof Operations;

type Row = readonly [method: HttpMethod, path: string, parseAs: ParseAs, takesArgs: 0 | 1];
/** Method, path, how the answer is read and whether it takes arguments, per operation. */
const TABLE: Record<OperationId, Row> = {
  aceitarConvite: ['post', '/convites/{token}/aceitar', 'json', 1],
  acompanharEventos: ['get', '/integracoes/eventos/ao-vivo', 'text', 0],
  alterarMeuPlano: ['post', '/users/me/plano/alteracao', 'json', 1],
  alterarPapelMembro: ['patch', '/empresa/membros/{id}', 'json', 1],
  alterarStatusChamadoSuporte: ['patch', '/suporte/chamados/{id}', 'json', 1],
  asaasWebhook: ['post', '/webhooks/asaas', 'json', 1],
  assinarPlanoParaUsuario: ['post', '/users/{id}/plano/assinatura', 'json', 1],
  assumirEmissaoAssistida: ['post', '/assistidas/{id}/assumir', 'json', 1],
  atribuirPlanoUsuario: ['post', '/users/me/plano', 'json', 1],
  atualizarCentroCusto: ['patch', '/empresa/centros-custo/{id}', 'json', 1],
  atualizarEmpresa: ['patch', '/empresa', 'json', 1],
  atualizarEmpresaStaff: ['patch', '/empresas/{id}', 'json', 1],
  atualizarKit: ['patch', '/empresa/kits/{id}', 'json', 1],
  atualizarMeuPlano: ['patch', '/users/me/plano', 'json', 1],
  atualizarMonitoramento: ['patch', '/monitoramentos/{id}', 'json', 1],
  atualizarPreferenciasAlertas: ['put', '/monitoramentos/preferencias-alertas', 'json', 1],
  atualizarSolicitacao: ['patch', '/solicitacoes/{id}', 'json', 1],
  atualizarWebhook: ['patch', '/integracoes/webhooks/{id}', 'json', 1],
  avancarRelogioSandbox: ['post', '/sandbox/relogio', 'json', 1],
  baixarPdfsMonitoramento: ['get', '/monitoramentos/{id}/pdfs.zip', 'blob', 1],
  baixarPdfsSolicitacao: ['get', '/solicitacoes/{id}/pdfs.zip', 'blob', 1],
  buscarPagamentosUsuario: ['get', '/pagamentos/meus-pagamentos', 'json', 1],
  cancelarMeuPlano: ['delete', '/users/me/plano', 'json', 0],
  cancelarPagamento: ['post', '/pagamentos/{id}/cancelar', 'json', 1],
  cancelarPlanoUsuario: ['delete', '/users/{id}/plano', 'json', 1],
  cancelarSolicitacao: ['post', '/solicitacoes/{id}/cancelar', 'json', 1],
  changePassword: ['post', '/auth/change-password', 'json', 1],
  coberturaCotaMonitoramento: ['get', '/monitoramentos/cota', 'json', 1],
  comprarAssentoExtra: ['post', '/users/me/plano/assentos', 'json', 0],
  concederPlanoUsuario: ['post', '/users/{id}/plano', 'json', 1],
  concluirEmissaoAssistida: ['post', '/assistidas/{id}/concluir', 'json', 1],
  confirmEmail: ['get', '/email/confirm', 'json', 1],
  consultarStatusJob: ['get', '/automations/job/{id}', 'json', 1],
  contarNotificacoesNaoLidas: ['get', '/notificacoes/nao-lidas', 'json', 0],
  createObservacaoCertidao: ['post', '/certidoes/{id}/observacoes', 'json', 1],
  createPlano: ['post', '/planos', 'json', 1],
  createSolicitacao: ['post', '/solicitacoes', 'json', 1],
  createUsuario: ['post', '/users', 'json', 1],
  createVendedor: ['post', '/vendedores', 'json', 1],
  criarCentroCusto: ['post', '/empresa/centros-custo', 'json', 1],
  criarChaveApi: ['post', '/integracoes/chaves', 'json', 1],
  criarConviteEmpresa: ['post', '/empresa/convites', 'json', 1],
  criarEmpresa: ['post', '/empresa', 'json', 1],
  criarKit: ['post', '/empresa/kits', 'json', 1],
  criarMonitoramento: ['post', '/monitoramentos', 'json', 1],
  criarPagamento: ['post', '/pagamentos', 'json', 1],
  criarSolicitacoesEmLote: ['post', '/solicitacoes/lote', 'json', 1],
  criarWebhook: ['post', '/integracoes/webhooks', 'json', 1],
  deletePlano: ['delete', '/planos/{id}', 'json', 1],
  deleteUsuario: ['delete', '/users/{id}', 'json', 1],
  derrubarFonteSandbox: ['put', '/sandbox/fontes/{fonte}/fora-do-ar', 'json', 1],
  desistirAlteracaoPlano: ['delete', '/users/me/plano/alteracao', 'json', 0],
  dispararEventoTeste: ['post', '/integracoes/eventos/teste', 'json', 1],
  downloadPdf: ['get', '/automations/pdfs/download/{name}', 'blob', 1],
  downloadPdfObjeto: ['get', '/automations/pdfs/minio/{key}', 'blob', 1],
  enviarContatoSuporte: ['post', '/suporte/contato', 'json', 1],
  excluirNotificacao: ['delete', '/notificacoes/{id}', 'json', 1],
  excluirWebhook: ['delete', '/integracoes/webhooks/{id}', 'json', 1],
  executarAutomacao: ['post', '/automations/{type}-certidao', 'json', 1],
  executeAll: ['post', '/automations/execute-all', 'json', 1],
  exportarAuditoriaCsv: ['get', '/auditoria/exportar.csv', 'text', 1],
  exportarExtratoMensalCsv: ['get', '/empresa/extratos/{mes}.csv', 'text', 1],
  exportarExtratoMensalPdf: ['get', '/empresa/extratos/{mes}.pdf', 'blob', 1],
  exportarMonitoramentos: ['get', '/monitoramentos/exportar', 'blob', 1],
  exportarPagamentosCsv: ['get', '/faturamento/pagamentos.csv', 'text', 1],
  exportarRelatorioUsoEmpresaCsv: ['get', '/empresa/relatorios/uso.csv', 'text', 1],
  falharEmissaoAssistida: ['post', '/assistidas/{id}/falhar', 'json', 1],
  getBoletoSandbox: ['get', '/sandbox/pagamentos/{id}/boleto', 'text', 1],
  getCertidaoDetalhe: ['get', '/certidoes/{id}', 'json', 1],
  getChamadoSuporte: ['get', '/suporte/chamados/{id}', 'json', 1],
  getDashboardStats: ['get', '/dashboard/stats', 'json', 0],
  getEstatisticasSolicitacoes: ['get', '/solicitacoes/estatisticas', 'json', 0],
  getEventosSolicitacoes: ['get', '/solicitacoes/eventos', 'text', 1],
  getFaturaSandbox: ['get', '/sandbox/pagamentos/{id}/fatura', 'text', 1],
  getHealth: ['get', '/health', 'json', 0],
  getMe: ['get', '/users/me', 'json', 0],
  getMyPermissions: ['get', '/users/me/permissions', 'json', 0],
  getNotaFiscalSandbox: ['get', '/sandbox/pagamentos/{id}/nota-fiscal', 'blob', 1],
  getObservacoesCertidao: ['get', '/certidoes/{id}/observacoes', 'json', 1],
  getOpenApiJson: ['get', '/openapi.json', 'json', 0],
  getOpenApiYaml: ['get', '/openapi.yaml', 'text', 0],
  getPagamento: ['get', '/pagamentos/{id}', 'json', 1],
  getPdfStats: ['get', '/automations/pdfs/stats', 'json', 0],
  getPlano: ['get', '/planos/{id}', 'json', 1],
  getPlanoDoUsuario: ['get', '/users/{id}/plano', 'json', 1],
  getPlanos: ['get', '/planos', 'json', 1],
  getPlanoSolicitacoes: ['get', '/solicitacoes/plano', 'json', 0],
  getPlanosPublicos: ['get', '/planos/publicos', 'json', 1],
  getProfile: ['get', '/auth/profile', 'json', 0],
  getRecentRequests: ['get', '/dashboard/recent-requests', 'json', 1],
  getResumoFaturamento: ['get', '/faturamento/resumo', 'json', 1],
  getSolicitacao: ['get', '/solicitacoes/{id}', 'json', 1],
  getSolicitacoes: ['get', '/solicitacoes', 'json', 1],
  getUserPermissions: ['get', '/users/{id}/permissions', 'json', 1],
  getUserStats: ['get', '/users/stats', 'json', 0],
  getUsoUsuario: ['get', '/users/{id}/uso', 'json', 1],
  getUsuario: ['get', '/users/{id}', 'json', 1],
  getUsuarios: ['get', '/users', 'json', 1],
  importarMonitoramentos: ['post', '/monitoramentos/importar', 'json', 1],
  liberarEmissaoAssistida: ['post', '/assistidas/{id}/liberar', 'json', 1],
  listarAssinaturasAtivas: ['get', '/users/assinaturas/ativas', 'json', 1],
  listarAssinaturasAtivasDetalhadas: ['get', '/users/assinaturas/ativas/detalhadas', 'json', 1],
  listarAuditoria: ['get', '/auditoria', 'json', 1],
  listarCatalogo: ['get', '/catalogo', 'json', 1],
  listarCentrosCusto: ['get', '/empresa/centros-custo', 'json', 0],
  listarChamadosSuporte: ['get', '/suporte/chamados', 'json', 1],
  listarChavesApi: ['get', '/integracoes/chaves', 'json', 0],
  listarChavesApiDoUsuario: ['get', '/users/{id}/chaves', 'json', 1],
  listarConvitesEmpresa: ['get', '/empresa/convites', 'json', 1],
  listarEmissoesAssistidas: ['get', '/assistidas', 'json', 1],
  listarEmpresas: ['get', '/empresas', 'json', 1],
  listarEntregasWebhook: ['get', '/integracoes/webhooks/{id}/entregas', 'json', 1],
  listarEventos: ['get', '/integracoes/eventos', 'json', 1],
  listarFinalidades: ['get', '/catalogo/finalidades', 'json', 0],
  listarKits: ['get', '/kits', 'json', 0],
  listarMembrosEmpresa: ['get', '/empresa/membros', 'json', 0],
  listarMonitoramentos: ['get', '/monitoramentos', 'json', 1],
  listarNotificacoes: ['get', '/notificacoes', 'json', 1],
  listarPagamentos: ['get', '/pagamentos', 'json', 1],
  listarPdfs: ['get', '/automations/pdfs', 'json', 1],
  listarPdfsPorCpf: ['get', '/automations/pdfs/{cpf}', 'json', 1],
  listarWebhooks: ['get', '/integracoes/webhooks', 'json', 0],
  login: ['post', '/auth/login', 'json', 1],
  loginCheckout: ['post', '/auth/login-checkout', 'json', 1],
  logout: ['post', '/auth/logout', 'json', 0],
  marcarNotificacaoLida: ['post', '/notificacoes/{id}/lida', 'json', 1],
  marcarTodasNotificacoesLidas: ['post', '/notificacoes/marcar-todas-lidas', 'json', 0],
  monitorarSolicitacao: ['post', '/solicitacoes/{id}/monitorar', 'json', 1],
  obterCartao: ['get', '/users/me/cartao', 'json', 0],
  obterChaveAtual: ['get', '/integracoes/chaves/atual', 'json', 0],
  obterConfiguracoesSistema: ['get', '/configuracoes-sistema', 'json', 0],
  obterConvite: ['get', '/convites/{token}', 'json', 1],
  obterDadosCobranca: ['get', '/faturamento/dados-cobranca', 'json', 0],
  obterEmissaoAssistida: ['get', '/assistidas/{id}', 'json', 1],
  obterEmpresaCheckout: ['get', '/users/me/plano/empresa', 'json', 0],
  obterEmpresaStaff: ['get', '/empresas/{id}', 'json', 1],
  obterEntregaWebhook: ['get', '/integracoes/webhooks/{id}/entregas/{entregaId}', 'json', 1],
  obterEvento: ['get', '/integracoes/eventos/{eventoId}', 'json', 1],
  obterExtratoMensalEmpresa: ['get', '/empresa/extratos/{mes}', 'json', 1],
  obterHistoricoFonte: ['get', '/fontes/{fonte}/historico', 'json', 1],
  obterMinhaEmpresa: ['get', '/empresa', 'json', 0],
  obterMonitoramento: ['get', '/monitoramentos/{id}', 'json', 1],
  obterPlanoUsuario: ['get', '/users/me/plano', 'json', 0],
  obterPreferenciasAlertas: ['get', '/monitoramentos/preferencias-alertas', 'json', 0],
  obterRelatorioUsoEmpresa: ['get', '/empresa/relatorios/uso', 'json', 1],
  obterRelogioSandbox: ['get', '/sandbox/relogio', 'json', 0],
  obterSaudeFontes: ['get', '/fontes/saude', 'json', 0],
  obterStatusPublico: ['get', '/status', 'json', 0],
  obterTipoCertidao: ['get', '/catalogo/{codigo}', 'json', 1],
  obterWebhook: ['get', '/integracoes/webhooks/{id}', 'json', 1],
  pagarSandbox: ['post', '/sandbox/pagamentos/{id}/pagar', 'json', 1],
  previaAlteracaoPlano: ['get', '/users/me/plano/alteracao', 'json', 1],
  previaAssentoExtra: ['get', '/users/me/plano/assentos', 'json', 0],
  proporCertidoes: ['get', '/catalogo/proposta', 'json', 1],
  reenviarConviteEmpresa: ['post', '/empresa/convites/{id}/reenviar', 'json', 1],
  reenviarEntregaWebhook: ['post', '/integracoes/webhooks/{id}/entregas/{entregaId}/reenviar', 'json', 1],
  reenviarEventosWebhook: ['post', '/integracoes/webhooks/{id}/reenviar', 'json', 1],
  register: ['post', '/auth/register', 'json', 1],
  removerCartao: ['delete', '/users/me/cartao', 'json', 0],
  removerCentroCusto: ['delete', '/empresa/centros-custo/{id}', 'json', 1],
  removerKit: ['delete', '/empresa/kits/{id}', 'json', 1],
  removerMembroEmpresa: ['delete', '/empresa/membros/{id}', 'json', 1],
  removerMembroEmpresaStaff: ['delete', '/empresas/{id}/membros/{userId}', 'json', 1],
  removerMonitoramento: ['delete', '/monitoramentos/{id}', 'json', 1],
  renovarMonitoramento: ['post', '/monitoramentos/{id}/renovar', 'json', 1],
  resendConfirmation: ['post', '/email/resend-confirmation', 'json', 1],
  restabelecerFonteSandbox: ['delete', '/sandbox/fontes/{fonte}/fora-do-ar', 'json', 1],
  resumoCatalogo: ['get', '/catalogo/resumo', 'json', 0],
  resumoMonitoramento: ['get', '/monitoramentos/resumo', 'json', 0],
  retryJob: ['post', '/automations/job/{id}/retry', 'json', 1],
  revogarChaveApi: ['delete', '/integracoes/chaves/{id}', 'json', 1],
  revogarConviteEmpresa: ['delete', '/empresa/convites/{id}', 'json', 1],
  rotacionarSegredoWebhook: ['post', '/integracoes/webhooks/{id}/rotacionar-segredo', 'json', 1],
  salvarCartao: ['post', '/users/me/cartao', 'json', 1],
  salvarConfiguracoesSistema: ['put', '/configuracoes-sistema', 'json', 1],
  salvarDadosCobranca: ['put', '/faturamento/dados-cobranca', 'json', 1],
  sincronizarPagamento: ['post', '/pagamentos/{id}/sincronizar', 'json', 1],
  tentarNovamenteCertidao: ['post', '/solicitacoes/{id}/certidao/{certId}/tentar-novamente', 'json', 1],
  testarWebhook: ['post', '/integracoes/webhooks/{id}/teste', 'json', 1],
  unlockAccount: ['get', '/email/unlock', 'json', 1],
  updateMe: ['patch', '/users/me', 'json', 1],
  updateMyPassword: ['patch', '/users/me/password', 'json', 1],
  updatePlano: ['patch', '/planos/{id}', 'json', 1],
  updateUsuario: ['patch', '/users/{id}', 'json', 1],
  verificarCertidao: ['get', '/verificacao/{codigo}', 'json', 1],
};

/** Each operation's method and path template (the CLI's `certidao api` checks a call against them). */
export const OPERATION_ROUTES: Readonly<Record<OperationId, { method: HttpMethod; path: string }>> =
  Object.fromEntries(Object.entries(TABLE).map(([id, [method, path]]) => [id, { method, path }])) as never;

export function createOperations(client: RawClient): Operations {
  const operations: Record<string, unknown> = {};
  for (const [id, [method, path, parseAs, takesArgs]] of Object.entries(TABLE))
    operations[id] = takesArgs
      ? (args: unknown, options?: CallOptions) => call(client, method, path, parseAs, args as never, options)
      : (options?: CallOptions) => call(client, method, path, parseAs, undefined, options);
  return operations as unknown as Operations;
}

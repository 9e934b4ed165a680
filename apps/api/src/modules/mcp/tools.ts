import {
  certificateStatusView,
  countOf,
  formatDate,
  formatMoney,
  fromCents,
  type ResultadoCertidao,
  resultLabel,
} from '@certidao/domain';
import type { ZodRawShape } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { catalogueType, listCatalogue, proposal } from '../catalogue/service.ts';
import { createParty, listParties, type NovoMonitoramento } from '../monitoring/service.ts';
import { createRequest, getOne, validateNewRequest } from '../requests/service.ts';
import { checkContractBody, type KeyCaller, runIdempotent } from './calls.ts';
import {
  catalogueInput,
  createRequestInput,
  listPartiesInput,
  newPartyInput,
  requestIdInput,
} from './schemas.ts';

/**
 * The MCP tools: each stands for one REST operation (`operationId`, whose key scopes the guard checks), calls
 * that operation's services and answers the same data as structured content, with a short pt-BR summary for
 * the agent to read. `operationId: null` marks a public read (the catalogue), which a key of any scope reaches.
 */

/** The body a tool's arguments make: the REST operation's, without the idempotency key and unset fields. */
function bodyOf(args: Record<string, unknown>): Record<string, unknown> {
  const { chaveIdempotencia: _, ...rest } = args;
  return JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
}

type Solicitacao = Awaited<ReturnType<typeof getOne>>;

function certificateLine(c: Solicitacao['certidoes'][number]): string {
  const parts = [`${c.tipoCertidao}: ${certificateStatusView(c.status).label}`];
  if (c.resultado) parts.push(resultLabel(c.resultado as ResultadoCertidao));
  if (c.validoAte) parts.push(`válida até ${formatDate(c.validoAte)}`);
  return parts.join(', ');
}

function requestSummary(s: Solicitacao): string {
  const done = s.certidoes.filter((c) => c.status === 'concluido').length;
  return [
    `Solicitação ${s.id} (${s.dadosGerais.nomeCompleto}): ${done} de ${countOf(s.certidoes.length, 'certidão concluída', 'certidões concluídas')}.`,
    ...s.certidoes.map((c) => `- ${certificateLine(c)}`),
  ].join('\n');
}

type Party = Awaited<ReturnType<typeof listParties>>['data'][number];

function partyLine(p: Party): string {
  const certs = p.certidoes.map((c) =>
    [
      c.tipoCertidao,
      c.resultado ? resultLabel(c.resultado as ResultadoCertidao) : 'ainda não emitida',
      ...(c.validoAte ? [`válida até ${formatDate(c.validoAte)}`] : []),
    ].join(' '),
  );
  const status = p.status === 'pausado' ? 'pausada' : 'ativa';
  return `- ${p.nomeCompleto} (${p.documento}), ${status}: ${certs.join('; ')}`;
}

const reais = (centavos: number) => ({ precoCentavos: centavos, preco: fromCents(centavos) });

function lookUpCatalogue(args: Record<string, unknown>) {
  const q = args as Parameters<typeof listCatalogue>[0] & {
    finalidade?: string;
    imovelUf?: Parameters<typeof proposal>[0]['imovelUf'];
    imovelCidade?: string;
  };
  if (q.finalidade) {
    if (!q.tipoPessoa)
      throw badRequest('Informe tipoPessoa ("fisica" ou "juridica") para propor as certidões.');
    const p = proposal({ ...q, finalidade: q.finalidade, tipoPessoa: q.tipoPessoa });
    const certidoes = p.certidoes.map((c) => ({
      ...c,
      ...reais(catalogueType(c.tipoCertidao).precoCentavos),
    }));
    const total = certidoes.reduce((sum, c) => sum + c.precoCentavos, 0);
    return {
      structured: { ...p, certidoes, totalCentavos: total, total: fromCents(total) },
      summary: [
        `${countOf(certidoes.length, 'certidão proposta', 'certidões propostas')} para "${q.finalidade}", total ${formatMoney(fromCents(total))}:`,
        ...certidoes.map((c) => `- ${c.tipoCertidao} (${c.nome}): ${formatMoney(c.preco)}`),
        ...p.avisos.map((a) => `Aviso: ${a}`),
      ].join('\n'),
    };
  }
  const { data } = listCatalogue(q);
  const tipos = data.map((t) => ({
    codigo: t.codigo,
    nome: t.nome,
    orgao: t.orgao,
    categoria: t.categoria,
    jurisdicao: t.jurisdicao.label,
    tiposPessoa: t.tiposPessoa,
    campos: t.campos,
    camposObrigatorios: t.camposObrigatorios,
    emissao: t.emissao,
    validadeDias: t.validadeDias,
    prazoHoras: t.prazoHoras,
    ...reais(t.precoCentavos),
  }));
  return {
    structured: { tipos, total: tipos.length },
    summary: [
      `${countOf(tipos.length, 'tipo de certidão', 'tipos de certidão')} no catálogo com esses filtros:`,
      ...tipos.map((t) => `- ${t.codigo}: ${t.nome} (${t.jurisdicao}), ${formatMoney(t.preco)}`),
    ].join('\n'),
  };
}

function pdfLinks(ctx: AppContext, s: Solicitacao) {
  const base = ctx.config.publicUrl;
  const pdfs = s.certidoes.flatMap((c) =>
    c.pdfs.map((p) => ({
      certidaoId: c.id,
      tipoCertidao: c.tipoCertidao,
      nomeArquivo: p.nomeArquivo,
      urlDownload: `${base}${p.urlDownload}`,
      urlVerificacao: `${base}/verificar/${p.codigoVerificacao}`,
      sha256: p.sha256,
      resultado: p.resultado,
      emitidoEm: p.emitidoEm,
      validoAte: p.validoAte,
    })),
  );
  const zip = pdfs.length ? `${base}/api/solicitacoes/${s.id}/pdfs.zip` : null;
  return {
    structured: { solicitacaoId: s.id, pdfs, urlZip: zip },
    summary: pdfs.length
      ? [
          `${countOf(pdfs.length, 'PDF', 'PDFs')} da solicitação ${s.id}. Baixe com a mesma chave de API no cabeçalho Authorization: Bearer; a página de verificação é pública.`,
          ...pdfs.map((p) => `- ${p.tipoCertidao}: ${p.urlDownload}`),
          `Todos de uma vez (ZIP): ${zip}`,
        ].join('\n')
      : `A solicitação ${s.id} ainda não tem PDFs: nenhuma certidão foi emitida até agora.`,
  };
}

export interface ToolResult {
  structured: Record<string, unknown>;
  summary: string;
}

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  operationId: string | null;
  inputSchema: ZodRawShape;
  annotations: {
    readOnlyHint: boolean;
    destructiveHint: boolean;
    idempotentHint: boolean;
    openWorldHint: boolean;
  };
  run: (ctx: AppContext, caller: KeyCaller, args: Record<string, unknown>) => Promise<ToolResult>;
}

const READ = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export const TOOLS: ToolDefinition[] = [
  {
    name: 'consultar_catalogo',
    title: 'Consultar o catálogo de certidões',
    description:
      'Lista os tipos de certidão que a Certidão Ágil emite, com órgão, jurisdição, campos exigidos, validade e preço, filtrados por UF, cidade, tipo de pessoa, categoria ou busca. Com "finalidade" (por exemplo compra de imóvel), devolve o conjunto recomendado para a transação, com o preço de cada uma e o total. Público: qualquer chave consulta.',
    operationId: null,
    inputSchema: catalogueInput,
    annotations: READ,
    run: async (_ctx, _caller, args) => lookUpCatalogue(args),
  },
  {
    name: 'criar_solicitacao',
    title: 'Pedir certidões',
    description:
      'Cria uma solicitação com as certidões escolhidas para uma pessoa ou empresa; a emissão começa na hora e usa o plano do dono da chave (cada certidão é cobrada pelo preço do catálogo). Sempre envie chaveIdempotencia: ao repetir a chamada com a mesma chave e os mesmos dados, a primeira solicitação é devolvida e nada é criado de novo. Escopo: solicitacoes:escrever.',
    operationId: 'createSolicitacao',
    inputSchema: createRequestInput,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    run: async (ctx, caller, args) => {
      const body = bodyOf(args);
      await checkContractBody('createSolicitacao', body);
      const { value, replayed } = await runIdempotent(
        ctx,
        caller,
        {
          operationId: 'createSolicitacao',
          url: '/api/solicitacoes',
          body,
          chave: String(args.chaveIdempotencia),
        },
        async () => {
          const input = validateNewRequest(body as never, { requireBirthDate: true });
          const { solicitacaoId } = await createRequest(ctx, caller.user, input, { enforcePlan: true });
          return getOne(ctx.db, caller.user, solicitacaoId);
        },
      );
      const head = replayed
        ? 'Esta chave de idempotência já criou a solicitação abaixo; nada foi criado de novo.'
        : 'Solicitação criada; as certidões já estão na fila de emissão.';
      return {
        structured: { solicitacao: value, repetida: replayed },
        summary: `${head}\n${requestSummary(value)}`,
      };
    },
  },
  {
    name: 'consultar_solicitacao',
    title: 'Acompanhar uma solicitação',
    description:
      'Mostra o andamento de uma solicitação: o status de cada certidão, o resultado ("Nada consta", "Consta"…), a validade e os PDFs emitidos. Escopo: solicitacoes:ler.',
    operationId: 'getSolicitacao',
    inputSchema: requestIdInput,
    annotations: READ,
    run: async (ctx, caller, args) => {
      const s = await getOne(ctx.db, caller.user, String(args.solicitacaoId));
      return { structured: { solicitacao: s }, summary: requestSummary(s) };
    },
  },
  {
    name: 'obter_links_pdf',
    title: 'Links dos PDFs de uma solicitação',
    description:
      'Devolve os links de download dos PDFs assinados de uma solicitação (os mesmos da API e dos webhooks; baixados com a mesma chave de API), o link público de verificação de cada um e o link do ZIP com todos. Escopo: solicitacoes:ler.',
    operationId: 'downloadPdf',
    inputSchema: requestIdInput,
    annotations: READ,
    run: async (ctx, caller, args) =>
      pdfLinks(ctx, await getOne(ctx.db, caller.user, String(args.solicitacaoId))),
  },
  {
    name: 'listar_monitoramentos',
    title: 'Partes monitoradas vencendo ou alteradas',
    description:
      'Lista as pessoas e empresas da carteira monitorada, com o último resultado e a validade de cada certidão. Use vencendoEmDias para as que vencem em breve e alterados para as que mudaram de resultado nos últimos 30 dias. Escopo: monitoramento:ler.',
    operationId: 'listarMonitoramentos',
    inputSchema: listPartiesInput,
    annotations: READ,
    run: async (ctx, caller, args) => {
      const page = await listParties(ctx, caller.user, args);
      return {
        structured: page as unknown as Record<string, unknown>,
        summary: [
          `${countOf(page.meta.total, 'parte monitorada encontrada', 'partes monitoradas encontradas')}${page.meta.totalPages > 1 ? ` (página ${page.meta.page} de ${page.meta.totalPages})` : ''}.`,
          ...page.data.map(partyLine),
        ].join('\n'),
      };
    },
  },
  {
    name: 'monitorar_parte',
    title: 'Monitorar uma pessoa ou empresa',
    description:
      'Inclui uma pessoa ou empresa no monitoramento: as certidões escolhidas são emitidas agora e renovadas antes de vencer (ou toda semana/mês), e o dono da chave é avisado quando um resultado muda. Cada renovação usa o plano. Envie chaveIdempotencia (repetir com a mesma chave devolve a mesma parte). Escopo: monitoramento:escrever.',
    operationId: 'criarMonitoramento',
    inputSchema: newPartyInput,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    run: async (ctx, caller, args) => {
      const body = bodyOf(args);
      await checkContractBody('criarMonitoramento', body);
      const { value, replayed } = await runIdempotent(
        ctx,
        caller,
        {
          operationId: 'criarMonitoramento',
          url: '/api/monitoramentos',
          body,
          chave: String(args.chaveIdempotencia),
        },
        () => createParty(ctx, caller.user, body as unknown as NovoMonitoramento),
      );
      const head = replayed
        ? 'Esta chave de idempotência já incluiu a parte abaixo.'
        : 'Parte incluída no monitoramento.';
      return {
        structured: { monitoramento: value, repetida: replayed },
        summary: `${head} ${value.nomeCompleto} (${value.documento}), id ${value.id}.`,
      };
    },
  },
];

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { looksLikeApiKey } from '../../services/apiKeys.ts';
import { limitKeyCalls, resolveAuth } from '../auth/service.ts';
import { checkOperation, type KeyCaller, parseArguments } from './calls.ts';
import { TOOLS, type ToolDefinition } from './tools.ts';

/**
 * The MCP server for AI agents at `/api/mcp`: Streamable HTTP in stateless mode with JSON answers (each POST
 * carries its own messages and gets its answer in the same HTTP response; no session to keep between
 * processes). Authenticated by an API key in `Authorization: Bearer` only, each message counted against the
 * key's per-minute limit like a REST call, and each tool checked against the key's scopes by the REST role guard's own check.
 * A JSON-RPC endpoint, not a REST operation: it is outside openapi.yaml (docs/decisions/integrations.md, 'Integrations: MCP server for AI agents').
 */

export const MCP_MESSAGES = {
  keyRequired:
    'O servidor MCP aceita só chaves de API, no cabeçalho Authorization: Bearer <chave>. Crie uma chave em Integrações.',
  methodNotAllowed:
    'O servidor MCP da Certidão Ágil funciona sem sessão: envie cada mensagem com POST (não há fluxo por GET nem sessão para encerrar).',
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
  unknownTool: (name: string) =>
    `Ferramenta desconhecida: ${name}. Veja a lista de ferramentas (tools/list).`,
} as const;

const UNAUTHORIZED_HEADERS = { 'www-authenticate': 'Bearer realm="certidao-agil"' };

/** The key behind the request, or a 401 that says what the endpoint takes (never a session or a cookie). */
async function keyCaller(ctx: AppContext, req: FastifyRequest, reply: FastifyReply): Promise<KeyCaller> {
  const header = req.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!looksLikeApiKey(token))
    throw new HttpError(401, MCP_MESSAGES.keyRequired, undefined, UNAUTHORIZED_HEADERS);
  const auth = await resolveAuth(ctx, req);
  if (!auth || 'error' in auth) {
    throw new HttpError(401, auth?.error ?? MCP_MESSAGES.keyRequired, undefined, UNAUTHORIZED_HEADERS);
  }
  if (!auth.apiKey) throw new HttpError(401, MCP_MESSAGES.keyRequired, undefined, UNAUTHORIZED_HEADERS);
  // Each message counts as a REST call would, so a batch does not multiply the key's limit (the transport
  // refuses batches of more than 100).
  const messages = Array.isArray(req.body) ? Math.min(Math.max(req.body.length, 1), 101) : 1;
  for (let i = 0; i < messages; i++) limitKeyCalls(ctx, auth.apiKey, reply);
  return auth as KeyCaller;
}

type CallResult = {
  content: Array<{ type: 'text'; text: string }>;
  structuredContent: Record<string, unknown>;
  isError?: boolean;
};

/** Runs one tool for the request's key: the scope guard first (as REST), then its arguments, then the tool. */
async function runTool(
  ctx: AppContext,
  caller: KeyCaller,
  tool: ToolDefinition,
  args: unknown,
  log: FastifyRequest['log'],
): Promise<CallResult> {
  try {
    if (tool.operationId) checkOperation(caller, tool.operationId);
    const { structured, summary } = await tool.run(ctx, caller, parseArguments(tool.inputSchema, args));
    return { content: [{ type: 'text', text: summary }], structuredContent: structured };
  } catch (error) {
    // A refusal reads as the REST API's (status and pt-BR message); anything else is a bug, logged, and told
    // without its details.
    const known = error instanceof HttpError;
    if (!known) log.error({ err: error, tool: tool.name }, 'mcp tool failed');
    const statusCode = known ? error.statusCode : 500;
    const message = known ? error.message : MCP_MESSAGES.internal;
    return {
      isError: true,
      content: [{ type: 'text', text: message }],
      structuredContent: { statusCode, message },
    };
  }
}

/** One server per request (stateless): its tools act for this request's key. */
function serverFor(ctx: AppContext, caller: KeyCaller, log: FastifyRequest['log']): McpServer {
  const server = new McpServer({ name: 'certidao-agil', version: '1.0.0' });
  for (const tool of TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        annotations: { title: tool.title, ...tool.annotations },
      },
      (args: unknown) => runTool(ctx, caller, tool, args, log),
    );
  }
  // McpServer lists the tools (their JSON schemas from zod); calls are dispatched here instead, so a key's
  // missing scope is refused before its arguments are read and bad arguments get pt-BR messages (McpServer
  // checks them first, in English).
  server.server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = TOOLS.find((t) => t.name === request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, MCP_MESSAGES.unknownTool(request.params.name));
    return runTool(ctx, caller, tool, request.params.arguments, log);
  });
  return server;
}

/** The Web Request the SDK's transport reads: the headers it checks; the body Fastify already parsed. */
function webRequest(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`http://localhost${req.url}`, { method: req.method, headers });
}

/**
 * The transport's own refusals (a missing Accept, a message that is not JSON-RPC, an unknown protocol version)
 * keep their status and JSON-RPC code, with a pt-BR message; the SDK's English text stays as `data.detalhe`.
 */
function inPortuguese(status: number, text: string): string {
  let answer: { error?: { code?: number; message?: string; data?: unknown } };
  try {
    answer = JSON.parse(text);
  } catch {
    return text;
  }
  const error = answer.error;
  if (!error) return text;
  const detail = error.message ?? '';
  const message =
    status === 406
      ? 'O cliente MCP deve aceitar application/json e text/event-stream (cabeçalho Accept).'
      : status === 415
        ? 'Envie as mensagens MCP em JSON (Content-Type: application/json).'
        : detail.includes('protocol version')
          ? 'Versão do protocolo MCP não suportada por este servidor (cabeçalho MCP-Protocol-Version).'
          : error.code === -32700
            ? 'A mensagem não é JSON-RPC válido.'
            : 'Requisição MCP inválida.';
  return JSON.stringify({ ...answer, error: { ...error, message, data: { detalhe: detail } } });
}

async function handlePost(ctx: AppContext, req: FastifyRequest, reply: FastifyReply) {
  const caller = await keyCaller(ctx, req, reply);
  const server = serverFor(ctx, caller, req.log);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(webRequest(req), { parsedBody: req.body });
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      void reply.header(name, value);
    });
    const text = await response.text();
    return reply.send(response.status >= 400 ? inPortuguese(response.status, text) : text || undefined);
  } finally {
    await server.close();
  }
}

export function registerMcpServer(api: FastifyInstance, ctx: AppContext): void {
  api.post('/mcp', (req, reply) => handlePost(ctx, req, reply));
  // Stateless: no server-initiated stream to open and no session to end (the transport's clients take a 405).
  const notAllowed = async (_req: FastifyRequest, reply: FastifyReply) =>
    reply.code(405).header('allow', 'POST').send({
      statusCode: 405,
      error: 'Method Not Allowed',
      message: MCP_MESSAGES.methodNotAllowed,
    });
  api.get('/mcp', notAllowed);
  api.delete('/mcp', notAllowed);
}

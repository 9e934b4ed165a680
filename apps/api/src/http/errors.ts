/**
 * The catalogue of error codes (`codigo` of every error answer): stable, snake_case Portuguese like the rest of
 * the API's fields, so a program branches on them while `message` stays a pt-BR sentence for people. The
 * contract's `CodigoErro` enum lists the same values (error-codes.test.ts keeps the two in step); a new code is
 * added to both and to the catalogue of docs/integracao.md.
 */
export const ERROR_CODES = [
  // The default of each status, for every refusal without a more specific code.
  'requisicao_invalida',
  'nao_autenticado',
  'sem_permissao',
  'nao_encontrado',
  'conflito',
  'expirado',
  'corpo_grande_demais',
  'tipo_de_conteudo_nao_suportado',
  'operacao_recusada',
  'limite_de_requisicoes',
  'erro_interno',
  'nao_implementado',
  'falha_de_servico_externo',
  'servico_indisponivel',
  // Specific: what a program needs to tell apart.
  'validacao',
  'json_invalido',
  'documento_invalido',
  'sessao_expirada',
  'chave_api_invalida',
  'chave_api_revogada',
  'chave_api_expirada',
  'chave_api_nao_permitida',
  'escopo_ausente',
  'email_em_uso',
  'sem_plano_ativo',
  'plano_aguardando_pagamento',
  'limite_do_plano',
  'limite_de_assentos',
  'pagamento_recusado',
  'idempotencia_em_andamento',
  'idempotencia_chave_reutilizada',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code of an error that has no specific one: its status's. */
export const DEFAULT_CODE: Record<number, ErrorCode> = {
  400: 'requisicao_invalida',
  401: 'nao_autenticado',
  403: 'sem_permissao',
  404: 'nao_encontrado',
  405: 'requisicao_invalida',
  406: 'requisicao_invalida',
  409: 'conflito',
  410: 'expirado',
  413: 'corpo_grande_demais',
  415: 'tipo_de_conteudo_nao_suportado',
  422: 'operacao_recusada',
  429: 'limite_de_requisicoes',
  500: 'erro_interno',
  501: 'nao_implementado',
  502: 'falha_de_servico_externo',
  503: 'servico_indisponivel',
};

export const defaultCode = (statusCode: number): ErrorCode =>
  DEFAULT_CODE[statusCode] ?? (statusCode >= 500 ? 'erro_interno' : 'requisicao_invalida');

type Status = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 501 | 502 | 503;

/** An error with an HTTP status and a pt-BR message for the user; the error handler renders it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: Status,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Headers the answer carries (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
    /** The catalogue's code; without one, the status's default. */
    readonly codigo: ErrorCode = defaultCode(statusCode),
  ) {
    super(message);
  }
}

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export const badRequest = (message: string, codigo?: ErrorCode) =>
  new HttpError(400, message, undefined, undefined, codigo);
export const unauthorized = (
  message = 'Autenticação necessária. Faça login para continuar.',
  codigo?: ErrorCode,
) => new HttpError(401, message, undefined, undefined, codigo);
export const forbidden = (message = 'Você não tem permissão para realizar esta ação.', codigo?: ErrorCode) =>
  new HttpError(403, message, undefined, undefined, codigo);
export const notFound = (message = 'Registro não encontrado.') => new HttpError(404, message);
export const conflict = (message: string, codigo?: ErrorCode) =>
  new HttpError(409, message, undefined, undefined, codigo);
export const unprocessable = (message: string, codigo?: ErrorCode) =>
  new HttpError(422, message, undefined, undefined, codigo);
/** The 429 of the per-route limits (login, register…), with the seconds to wait. */
export const TOO_MANY_ATTEMPTS = (seconds: number) =>
  `Muitas tentativas. Aguarde ${seconds} segundos e tente novamente.`;

/** 429 with the pt-BR `message` and how many seconds to wait (Retry-After). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/**
 * The body of every error answer: the status, the catalogue's code, the reason phrase, the pt-BR message and
 * the request's id (also in the X-Request-Id header and in each log line of the request), plus what the
 * contract documents for that error (a validation error's field, a refused import's rows).
 */
export function errorBody(
  req: { id: string },
  statusCode: number,
  codigo: ErrorCode,
  message: string,
  extra?: Record<string, unknown>,
) {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(extra ?? {})) if (value !== undefined) body[key] = value;
  return {
    ...body,
    statusCode,
    codigo,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    requestId: req.id,
  };
}

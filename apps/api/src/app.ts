import { randomUUID } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import {
  type RouteDefinition,
  type Options as SerializerOptions,
  SerializerSelector,
} from '@fastify/fast-json-stringify-compiler';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type HTTPMethods,
} from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppContext } from './context.ts';
import { contractRoutes, loadContract, type OperationInfo } from './http/contract.ts';
import {
  badRequest,
  defaultCode,
  type ErrorCode,
  errorBody,
  HttpError,
  STATUS_TEXT,
  TOO_MANY_ATTEMPTS,
} from './http/errors.ts';
import { boundJsonDepth } from './http/jsonDepth.ts';
import { controlCharacterError, unsupportedMediaType } from './http/requestChecks.ts';
import { signedInPages } from './http/signedInPages.ts';
import { type Handlers, isStaff } from './http/types.ts';
import {
  createValidatorCompiler,
  describeValidationError,
  lazily,
  validationField,
} from './http/validation.ts';
import { requestLoggerFactory } from './logger.ts';
import { resolveAuth, roleGuard, TOKEN_COOKIE } from './modules/auth/index.ts';
import { buildHandlers, closeEventStreams, closeLiveEvents } from './modules/index.ts';
import { registerMcpServer } from './modules/mcp/index.ts';
import { registerApiReference } from './modules/system/index.ts';
import {
  claimIdempotencyKey,
  IDEMPOTENCY_MESSAGES,
  idempotencyConflict,
  legacyRequestFingerprint,
  requestFingerprint,
  settleIdempotencyKey,
} from './services/idempotency.ts';
import { describeRequestSpan } from './services/tracing.ts';
import { observeHttp, registerMetricsRoute } from './startup/metrics.ts';

/**
 * The Fastify app of the contract. Long on purpose: the wiring in the order Fastify applies it (parsers,
 * request checks, hooks, one route per operation, error and not-found handlers); split, that order would hide.
 */
export async function buildApp(
  ctx: AppContext,
  loggerOverride?: FastifyInstance['log'],
): Promise<FastifyInstance> {
  const { operations } = loadContract();
  const routes = await contractRoutes();
  const app = Fastify({
    loggerInstance: loggerOverride ?? ctx.log,
    childLoggerFactory: requestLoggerFactory as unknown as FastifyServerOptions['childLoggerFactory'],
    // A caller's or proxy's X-Request-Id is kept when it looks like an id (letters, digits, '-', '_', 8–64
    // characters), so one id follows a call through several services; anything else gets a new UUID.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: ctx.config.trustProxy,
    ajv: { customOptions: { strict: false } },
    routerOptions: { maxParamLength: 500 },
    // Response serializers are compiled on first use, as the validators are (http/validation.ts).
    schemaController: {
      compilersFactory: {
        buildSerializer: (externalSchemas, options) => {
          const compile = SerializerSelector()(externalSchemas, options as SerializerOptions);
          return (route: RouteDefinition) => lazily(() => compile(route));
        },
      },
    },
  });
  app.setValidatorCompiler(createValidatorCompiler());
  boundJsonDepth(app);

  const https = ctx.config.publicUrl.startsWith('https://');
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: apps/web/index.html's colour-scheme boot (theme-boot-script.test.ts checks the hash).
        scriptSrc: ["'self'", "'sha256-49QV2NV/KmuKd0WqupBj0M6UiUOwh8x1tUU3CUZcKCw='"],
        // react-aria positions overlays with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (req, reply, done) => {
    void reply.headers(securityHeaders);
    // Every answer names its request (the id of each of its log lines), so support can find it from a report.
    void reply.header('x-request-id', req.id);
    // With tracing on, its trace too: the request's span carries the request id, the answer the trace id.
    const traceId = describeRequestSpan(req.method, req.routeOptions.url, req.id);
    if (traceId) void reply.header('x-trace-id', traceId);
    done();
  });
  observeHttp(app);
  registerMetricsRoute(app, ctx.config);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      error: STATUS_TEXT[429],
      message: TOO_MANY_ATTEMPTS(Math.ceil(context.ttl / 1000)),
    }),
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const { statusCode, message, codigo, campo } = toHttpError(error);
    // A deliberate 5xx (the server still starting, a gateway unreachable) is one plain line; only what no code
    // meant to answer gets the error level and a stack.
    if (statusCode >= 500 && !(error instanceof HttpError))
      req.log.error({ err: error, codigo }, 'unhandled error');
    else if (statusCode >= 500) req.log.warn({ statusCode, codigo, message }, 'request refused');
    else req.log.info({ statusCode, codigo, message }, 'request refused');
    if (error instanceof HttpError && error.headers) void reply.headers(error.headers);
    // An error's details are part of its answer when the contract documents them (a refused import's rows).
    const details = error instanceof HttpError ? error.details : undefined;
    void reply.code(statusCode).send(errorBody(req, statusCode, codigo, message, { ...details, campo }));
  });

  const handlers: Handlers = buildHandlers(ctx);
  // Open event streams never end by themselves: end them so that closing the server does not wait on them.
  app.addHook('preClose', async () => closeEventStreams(ctx));
  app.addHook('preClose', async () => closeLiveEvents(ctx));
  await app.register(
    async (api) => {
      await api.register(fastifyCompress, COMPRESSION);
      api.setNotFoundHandler((req, reply) => {
        void reply
          .code(404)
          .send(
            errorBody(
              req,
              404,
              'nao_encontrado',
              `Rota não encontrada: ${req.method} ${req.url.split('?')[0]}`,
            ),
          );
      });
      // Answers of the API are personal or change by the minute: never kept by browsers or proxies, unless a
      // route says otherwise (files, the events stream).
      api.addHook('onSend', async (_req, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      });
      // The references (/api/docs, /api/docs/equipe) are pages for browsers, outside the contract they render.
      registerApiReference(api, {
        baseUrl: () => `${ctx.config.publicUrl.replace(/\/$/, '')}/api`,
        apiKeyRateLimit: ctx.config.apiKeyRateLimit,
        staffCaller: async (req) => {
          const auth = await resolveAuth(ctx, req);
          if (!auth || 'error' in auth) return 401;
          return !auth.apiKey && isStaff(auth.user) ? 'staff' : 403;
        },
      });
      // The MCP server for AI agents (/api/mcp): JSON-RPC over Streamable HTTP, outside the REST contract.
      registerMcpServer(api, ctx);
      // One route per operation: the contract gives method, path and schemas; we add our hooks and handler.
      for (const route of routes) {
        const { operationId } = route;
        const op = operations.get(operationId);
        if (!op) throw new Error(`unknown operation ${operationId}`);
        const handler = (handlers as Record<string, unknown>)[operationId] as
          | ((req: FastifyRequest, reply: unknown) => Promise<unknown>)
          | undefined;
        // The Handlers type already requires one per operation; this catches a cast that hid a gap: the
        // server refuses to start rather than answer 501.
        if (typeof handler !== 'function') throw new Error(`openapi.yaml: ${operationId} has no handler`);
        const staleCaches = cachesChangedBy(ctx, op);
        const onSend = [
          // Before the answer leaves (the change has committed), so the caller's next request sees it.
          ...(staleCaches.length
            ? [
                async (_req: FastifyRequest, _reply: unknown, payload: unknown) => {
                  for (const cache of staleCaches) cache.clear();
                  return payload;
                },
              ]
            : []),
          ...(op.idempotent ? [keepIdempotentAnswer(ctx)] : []),
        ];
        api.route({
          method: route.method as HTTPMethods,
          url: route.url,
          schema: route.schema,
          onRequest: roleGuard(ctx, op),
          ...(op.bodyLimit && { bodyLimit: op.bodyLimit }),
          // Reads only: a write's answer is small, and the kept Idempotency-Key answer must be the plain JSON
          // (the compression's hook runs before a route's own).
          ...(op.method !== 'get' && { compress: false as const }),
          ...(onSend.length && { onSend }),
          ...(op.idempotent && { preHandler: idempotencyCheck(ctx, op) }),
          preValidation: async (req: FastifyRequest) => {
            const refusal = unsupportedMediaType(op, req) ?? controlCharacterError(req);
            if (refusal) throw refusal;
            // The header schema would call an empty key 'obrigatório', though the header itself is optional.
            if (op.idempotent && req.headers['idempotency-key'] === '')
              throw badRequest(IDEMPOTENCY_MESSAGES.empty);
            if (op.bodyRequired && (req.body === undefined || req.body === null)) {
              throw badRequest('O corpo da requisição é obrigatório.');
            }
          },
          // Rate limits come from the contract's x-fastify-config; tests that are not about them turn them off.
          config: ctx.config.rateLimit ? (op.fastifyConfig ?? {}) : { ...op.fastifyConfig, rateLimit: false },
          handler,
        });
      }
    },
    { prefix: '/api' },
  );

  const webRoot = ctx.config.serveWeb ? servedWebRoot(ctx.config.webDist) : undefined;
  if (webRoot !== undefined) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each asset: sent as is to clients that accept them.
      preCompressed: true,
      // Hashed assets are immutable; the HTML shell must always be revalidated to pick up a new build.
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          // The HTML sent pre-compressed is app.html.br or .gz: no-cache too.
          /\.html(\.br|\.gz)?$/.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
      },
    });
    // `/` gets index.html, which the build prerenders with the landing page; every other client-side route
    // gets the empty app shell (app.html; builds without it use index.html for both), whatever the client
    // says it accepts (curl, link previews and crawlers send no text/html). A missing file (a path with an
    // extension, an old asset) is a plain 404: an HTML page in place of a script would only confuse.
    const shell = existsSync(join(webRoot, 'app.html')) ? 'app.html' : 'index.html';
    // A signed-in visit to the requests list or a request's page: its first screen rendered here.
    const renderedPage = signedInPages(app, webRoot, shell, TOKEN_COOKIE);
    app.setNotFoundHandler(async (req, reply) => {
      const path = req.url.split('?')[0] ?? '/';
      if ((req.method === 'GET' || req.method === 'HEAD') && !STATIC_FILE.test(path)) {
        if (path !== '/' && (await renderedPage?.(req, reply))) return reply;
        return reply.header('cache-control', 'no-cache').sendFile(path === '/' ? 'index.html' : shell);
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Página não encontrada.');
    });
  } else {
    app.setNotFoundHandler((_req, reply) =>
      reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(
          ctx.config.serveWeb
            ? `A aplicação web não foi construída (${ctx.config.webDist}/index.html não existe); a API está em /api.`
            : 'Este servidor não serve a aplicação web (SERVE_WEB=false); a API está em /api.',
        ),
    );
  }
  return app;
}

/** Paths of files the build could hold (a missing one is a 404, never the app's page). */
const STATIC_FILE =
  /^\/assets\/|\.(m?js|css|map|json|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|xml|webmanifest|br|gz)$/i;

/**
 * The build the server serves: apps/web/dist is a link that a rebuild switches to a new folder; resolved once
 * here, a running server keeps serving the build it started with (its pages and their assets together).
 */
function servedWebRoot(webDist: string): string | undefined {
  if (!existsSync(join(webDist, 'index.html'))) return undefined;
  return realpathSync(webDist);
}

/**
 * Helmet's headers, worked out once: they never vary by request here, and @fastify/helmet rebuilt helmet's
 * middleware (parsing the CSP again) for every request, a twentieth of a small answer's time.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed (its answer is kept when it is sent). */
    idempotencyKey?: { userId: string; chave: string };
  }
}

/**
 * Idempotency-Key on the operations marked `x-idempotent` (services/idempotency.ts): after the role guard and
 * validation, so only a well-formed request of a known caller claims a key.
 */
function idempotencyCheck(ctx: AppContext, op: OperationInfo) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const chave = req.headers['idempotency-key'];
    if (typeof chave !== 'string' || !req.auth) return;
    const key = { userId: req.auth.user.id, chave };
    const claim = await claimIdempotencyKey(ctx.db, {
      ...key,
      operationId: op.operationId,
      requestHash: requestFingerprint(op.operationId, req.url, req.body),
      legacyHash: legacyRequestFingerprint(op.operationId, req.url, req.body),
    });
    if (claim.kind === 'conflict') throw idempotencyConflict(claim);
    if (claim.kind === 'replay') {
      void reply.code(claim.statusCode).header('idempotent-replayed', 'true');
      if (claim.contentType) void reply.header('content-type', claim.contentType);
      return reply.send(claim.body);
    }
    req.idempotencyKey = key;
  };
}

/**
 * gzip or br for a client that accepts it (`Accept-Encoding`), on the API's JSON and text answers of 1 KB or
 * more: a page of the list shrinks about tenfold. Never the events stream (each event must leave at once), nor
 * ZIPs and PDFs (already compressed): only the types below are touched. br at quality 4 and gzip at level 5
 * cost a fraction of a millisecond per page; the defaults (br 11) cost tens.
 */
const COMPRESSION = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  customTypes: /^(application\/(json|problem\+json|yaml)|text\/(plain|csv|html|yaml))(;|$)/,
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 5 },
};

function keepIdempotentAnswer(ctx: AppContext) {
  return async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = req.idempotencyKey;
    if (!key) return payload;
    req.idempotencyKey = undefined;
    const contentType = reply.getHeader('content-type');
    await settleIdempotencyKey(ctx.db, key, {
      statusCode: reply.statusCode,
      body:
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null,
      contentType: typeof contentType === 'string' ? contentType : null,
    });
    return payload;
  };
}

/** The caches (context.ts) that a completed call of this operation may have made stale. */
function cachesChangedBy(ctx: AppContext, op: OperationInfo) {
  if (op.method === 'get') return [];
  const caches: Array<{ clear(): void }> = [];
  // Only these modules write users and sessions (login, logout, passwords, status, role, e-mail confirmation).
  // Companies: accepting an invitation creates a user; removing a member ends their sessions.
  if (op.tags.some((tag) => ['Auth', 'Users', 'Email', 'Companies'].includes(tag)))
    caches.push(ctx.caches.auth);
  if (op.tags.includes('Plans')) caches.push(ctx.caches.publicPlans);
  return caches;
}

interface ErrorAnswer {
  statusCode: number;
  message: string;
  codigo: ErrorCode;
  /** The field a validation error is about (`corpo.nome`, `query.pagina`, `cabecalho.idempotency-key`). */
  campo?: string;
}

function toHttpError(error: FastifyError): ErrorAnswer {
  if (error instanceof HttpError)
    return { statusCode: error.statusCode, message: error.message, codigo: error.codigo };
  if (error.validation) {
    return {
      statusCode: 400,
      message: describeValidationError(error.validation as never, error.validationContext),
      codigo: 'validacao',
      campo: validationField(error.validation as never),
    };
  }
  const answer = (statusCode: number, message: string, codigo = defaultCode(statusCode)) => ({
    statusCode,
    message,
    codigo,
  });
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return answer(415, 'Tipo de conteúdo não suportado. Envie os dados como JSON (application/json).');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answer(413, 'O corpo da requisição é grande demais.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return answer(400, 'O corpo da requisição está vazio, mas foi enviado como JSON.', 'json_invalido');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return answer(400, 'Cabeçalho Content-Length inválido.');
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return answer(400, 'JSON inválido no corpo da requisição.', 'json_invalido');
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return answer(429, error.message);
  if (status >= 400 && status < 500) {
    return answer(
      status,
      STATUS_TEXT[status] === 'Not Found' ? 'Recurso não encontrado.' : 'Requisição inválida.',
    );
  }
  return answer(500, 'Erro interno do servidor. Tente novamente mais tarde.');
}

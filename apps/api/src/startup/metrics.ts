import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { OperatorError } from '../operatorError.ts';
import { metrics, scrape } from '../services/metrics.ts';

/** The metrics path on the API's port (with METRICS_TOKEN) and on the metrics port (METRICS_PORT). */
export const API_METRICS_PATH = '/api/metrics';
export const PORT_METRICS_PATH = '/metrics';

const UNAUTHORIZED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Métricas exigem o token de METRICS_TOKEN no cabeçalho Authorization: Bearer <token>.',
};

/** Whether the Authorization header carries the token (compared in constant time, as digests). */
function authorized(header: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const sent = /^Bearer (.+)$/i.exec(header ?? '')?.[1]?.trim();
  if (!sent) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * Times every answer of the app by its route pattern (`/api/solicitacoes/:id`, never the URL a client sent;
 * `unmatched` when no API route matched). Everything outside `/api` is `web`: the static server has a route per
 * built file, whose hashed names would make new series at every deploy. The metrics scrape itself is left out.
 */
export function observeHttp(app: FastifyInstance): void {
  app.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done) => {
    const route = req.url.startsWith('/api/') || req.url === '/api' ? req.routeOptions.url : 'web';
    if (route !== API_METRICS_PATH)
      metrics.httpAnswered(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * `GET /api/metrics` on the API's port when METRICS_TOKEN is set and METRICS_PORT is not (with a port of their
 * own, metrics leave the public port). Otherwise the path is the API's plain 404.
 */
export function registerMetricsRoute(app: FastifyInstance, config: Config): void {
  if (config.metricsToken === undefined || config.metricsPort !== undefined) return;
  const token = config.metricsToken;
  app.get(API_METRICS_PATH, async (req, reply) => {
    if (!authorized(req.headers.authorization, token))
      return reply.code(401).header('www-authenticate', 'Bearer').send(UNAUTHORIZED);
    const result = await scrape();
    if (result.error) req.log.warn({ err: result.error }, 'metrics: database state not read');
    return reply.header('cache-control', 'no-store').type(result.contentType).send(result.body);
  });
}

/**
 * The metrics port (METRICS_PORT, on HOST): `GET /metrics` only, with the Bearer token too when METRICS_TOKEN
 * is set. The worker's only HTTP port; the API's when its metrics should stay off the public port.
 */
export async function startMetricsServer(
  config: Pick<Config, 'metricsPort' | 'metricsToken' | 'host'>,
  log: FastifyBaseLogger,
): Promise<Server | undefined> {
  if (config.metricsPort === undefined) return undefined;
  const server = createServer((req: IncomingMessage, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
        .end(JSON.stringify(body));
    if (path !== PORT_METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD'))
      return json(404, { statusCode: 404, error: 'Not Found', message: `Rota não encontrada: ${path}` });
    if (!authorized(req.headers.authorization, config.metricsToken))
      return json(401, UNAUTHORIZED, { 'www-authenticate': 'Bearer' });
    scrape().then(
      (result) => {
        if (result.error) log.warn({ err: result.error }, 'metrics: database state not read');
        res.writeHead(200, { 'content-type': result.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : result.body);
      },
      (error) => {
        log.error({ err: error }, 'metrics scrape failed');
        json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Falha ao coletar métricas.' });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new OperatorError(
              `A porta de métricas ${config.metricsPort} de ${config.host} já está em uso: escolha outra em METRICS_PORT.`,
            )
          : error,
      ),
    );
    server.listen(config.metricsPort, config.host, () => {
      server.removeAllListeners('error');
      resolve();
    });
  });
  return server;
}

/** Closes the metrics port (its open keep-alive connections too). */
export function closeMetricsServer(server: Server | undefined): Promise<void> {
  if (!server) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

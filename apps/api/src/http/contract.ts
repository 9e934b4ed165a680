import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { derivedOnce, parsedOnce } from '../db/template.ts';

export type Role = 'user' | 'moderator' | 'admin';
export const ROLES: readonly Role[] = ['user', 'moderator', 'admin'];

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  /** 'public' or the roles that may call it (from `x-roles`). */
  roles: readonly ('public' | Role)[];
  /** A plain user may act only on their own records (`x-owner`). */
  owner: boolean;
  bodyRequired: boolean;
  /** Media types the request body may have (the keys of `requestBody.content`); empty without a body. */
  bodyMediaTypes: readonly string[];
  /** The operation's OpenAPI tags (its module). */
  tags: readonly string[];
  /** `x-fastify-config` of the operation (rate limits). */
  fastifyConfig: Record<string, unknown> | undefined;
  /**
   * The scopes an API key needs (its `security` lists the `chaveApi` scheme with them; empty = any key), or
   * undefined when keys may not call it.
   */
  keyScopes: readonly string[] | undefined;
  /** Whether a session may call it: false when its `security` lists only the key schemes (`obterChaveAtual`). */
  sessions: boolean;
  /** `x-idempotent`: honours the Idempotency-Key header. */
  idempotent: boolean;
  /** `x-body-limit`: the largest body in bytes, where an operation takes more than the app's default (uploads). */
  bodyLimit: number | undefined;
}

/** The security scheme of API keys in `Authorization: Bearer` (its twin `chaveApiHeader` lists the same scopes). */
const KEY_SCHEME = 'chaveApi';

export const SPEC_PATH = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'openapi.yaml',
);

// biome-ignore lint/suspicious/noExplicitAny: the parsed YAML document is untyped by nature.
export type OpenApiDocument = Record<string, any>;

let cached: { text: string; spec: OpenApiDocument; operations: Map<string, OperationInfo> } | undefined;

/** The contract, parsed once: the same document drives routes, validation and role checks. */
export function loadContract() {
  if (cached) return cached;
  // Parsing the YAML took most of a second of every start; its JSON is kept by the file's hash.
  const text = readFileSync(SPEC_PATH, 'utf8');
  const spec = parsedOnce('openapi', text, parse) as OpenApiDocument;
  const operations = new Map<string, OperationInfo>();
  for (const [path, item] of Object.entries<OpenApiDocument>(spec.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const roles = op['x-roles'];
      if (!Array.isArray(roles) || roles.length === 0) {
        throw new Error(`openapi.yaml: ${op.operationId} has no x-roles`);
      }
      let body = op.requestBody;
      if (body?.$ref) body = spec.components.requestBodies[body.$ref.split('/').pop()];
      operations.set(op.operationId, {
        operationId: op.operationId,
        method,
        path,
        roles,
        owner: op['x-owner'] === true,
        bodyRequired: body?.required === true,
        bodyMediaTypes: Object.keys(body?.content ?? {}),
        tags: Array.isArray(op.tags) ? op.tags : [],
        fastifyConfig: op['x-fastify-config'],
        keyScopes: keyScopesOf(op),
        sessions: sessionsAllowed(op),
        idempotent: op['x-idempotent'] === true,
        bodyLimit: Number.isInteger(op['x-body-limit']) ? op['x-body-limit'] : undefined,
      });
    }
  }
  cached = { text, spec, operations };
  return cached;
}

/** One route of the contract, as Fastify takes it. */
export interface ContractRoute {
  method: string;
  /** The path in Fastify's form ('/solicitacoes/:id'), under /api. */
  url: string;
  operationId: string;
  /** Parameters, body and answers as JSON schemas. */
  schema: Record<string, unknown>;
}

/**
 * The contract's routes as fastify-openapi-glue derives them from openapi.yaml (Fastify paths, the JSON
 * schemas of parameters, bodies and answers). The plugin first validates the whole document against the OpenAPI
 * meta-schema, about half a second of every start, and has no option to skip it; so the routes it declares
 * are kept as JSON by the file's hash, and only a changed contract loads the plugin and pays for it again.
 */
export function readContractRoutes(): Promise<ContractRoute[]> {
  const { text, spec } = loadContract();
  return derivedOnce('routes', text, () => deriveRoutes(spec));
}

let routes: Promise<ContractRoute[]> | undefined;

/**
 * `readContractRoutes()`, once per process: a second server in it (each test file starts one) registers the
 * same schema objects, and their validators, compiled by the first, are reused (http/validation.ts). Fastify
 * marks the schemas it has normalised, so the second registration does not do it again.
 */
export function contractRoutes(): Promise<ContractRoute[]> {
  routes ??= readContractRoutes().catch((error) => {
    routes = undefined;
    throw error;
  });
  return routes;
}

/** Registers the plugin on a scratch Fastify and records the routes it declares there. */
async function deriveRoutes(spec: OpenApiDocument): Promise<ContractRoute[]> {
  const [{ default: Fastify }, { default: openapiGlue }] = await Promise.all([
    import('fastify'),
    import('fastify-openapi-glue'),
  ]);
  const scratch = Fastify({ logger: false });
  const routes: ContractRoute[] = [];
  scratch.addHook('onRoute', (route) => {
    // Fastify adds a HEAD route beside each GET by itself, here as in the app.
    if (route.method === 'HEAD') return;
    // Copied now: Fastify's own compilation later changes the schema objects it was given.
    const schema = JSON.parse(JSON.stringify(route.schema ?? {})) as Record<string, unknown>;
    routes.push({
      method: String(route.method),
      url: route.url,
      operationId: String(schema.operationId),
      schema,
    });
  });
  await scratch.register(openapiGlue, {
    specification: spec,
    operationResolver: () => async () => null,
  });
  await scratch.ready();
  await scratch.close();
  if (routes.length === 0) throw new Error('openapi.yaml: no routes derived');
  return routes;
}

function keyScopesOf(op: OpenApiDocument): string[] | undefined {
  const requirement = (op.security as OpenApiDocument[] | undefined)?.find((r) => KEY_SCHEME in r);
  return requirement ? [...requirement[KEY_SCHEME]] : undefined;
}

/** Without a `security` of its own an operation takes the document's (sessions); a public one names none. */
function sessionsAllowed(op: OpenApiDocument): boolean {
  const security = op.security as OpenApiDocument[] | undefined;
  if (!security || security.length === 0) return true;
  return security.some((r) => 'bearerAuth' in r || 'cookieAuth' in r);
}

/** What a role may call: the operationIds whose x-roles admit it (public ones included). */
export function permissionsOf(role: Role): string[] {
  return [...loadContract().operations.values()]
    .filter((op) => op.roles.includes('public') || op.roles.includes(role))
    .map((op) => op.operationId)
    .sort();
}

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

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
  /** `x-idempotent`: honours the Idempotency-Key header. */
  idempotent: boolean;
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

let cached: { spec: OpenApiDocument; operations: Map<string, OperationInfo> } | undefined;

/** The contract, parsed once: the same document drives routes, validation and role checks. */
export function loadContract() {
  if (cached) return cached;
  const spec = parse(readFileSync(SPEC_PATH, 'utf8')) as OpenApiDocument;
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
        idempotent: op['x-idempotent'] === true,
      });
    }
  }
  cached = { spec, operations };
  return cached;
}

function keyScopesOf(op: OpenApiDocument): string[] | undefined {
  const requirement = (op.security as OpenApiDocument[] | undefined)?.find((r) => KEY_SCHEME in r);
  return requirement ? [...requirement[KEY_SCHEME]] : undefined;
}

/** What a role may call: the operationIds whose x-roles admit it (public ones included). */
export function permissionsOf(role: Role): string[] {
  return [...loadContract().operations.values()]
    .filter((op) => op.roles.includes('public') || op.roles.includes(role))
    .map((op) => op.operationId)
    .sort();
}

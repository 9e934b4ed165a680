import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { loadContract, type OpenApiDocument } from '../http/contract.ts';

const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

interface Route {
  regex: RegExp;
  method: string;
  path: string;
  operationId: string;
  params: number;
}

let state:
  | { ajv: Ajv2020; spec: OpenApiDocument; routes: Route[]; cache: Map<string, ValidateFunction> }
  | undefined;

function init() {
  if (state) return state;
  const { spec } = loadContract();
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, validateSchema: false }));
  ajv.addSchema(spec, 'openapi');
  const routes: Route[] = [];
  for (const [path, item] of Object.entries<OpenApiDocument>(spec.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      if (!item[method]) continue;
      const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      routes.push({
        regex: new RegExp(`^/api${pattern}$`),
        method,
        path,
        operationId: item[method].operationId,
        params: (path.match(/\{/g) ?? []).length,
      });
    }
  }
  // Static segments win over parameters, as in the server's router (/users/me before /users/{id}).
  routes.sort((a, b) => a.params - b.params);
  state = { ajv, spec, routes, cache: new Map() };
  return state;
}

export class ContractViolation extends Error {}

/** Checks one answer against the contract; throws ContractViolation when it does not match. */
export async function checkResponse(method: string, url: string, response: Response): Promise<void> {
  const { ajv, spec, routes, cache } = init();
  const pathname = new URL(url).pathname;
  // Every operation has a handler (the Handlers type and the start-up check): a 501 is always a bug.
  if (response.status === 501) throw new ContractViolation(`${method} ${pathname}: 501 Not Implemented`);
  const route = routes.find((r) => r.method === method.toLowerCase() && r.regex.test(pathname));
  if (!route) return; // not an API operation (e.g. a 404 for an unknown route)
  const op = spec.paths[route.path][route.method];
  const code = String(response.status);
  let pointer = `#/paths/${escapePointer(route.path)}/${route.method}/responses/${code}`;
  let res = op.responses[code];
  if (!res) {
    throw new ContractViolation(`${route.operationId}: status ${code} is not documented in openapi.yaml`);
  }
  if (res.$ref) {
    pointer = res.$ref;
    res = res.$ref
      .split('/')
      .slice(1)
      .reduce((acc: OpenApiDocument, k: string) => acc[k], spec);
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!res.content) return;
  if (!res.content[contentType]) {
    throw new ContractViolation(
      `${route.operationId} ${code}: content-type '${contentType}' not documented (${Object.keys(res.content).join(', ')})`,
    );
  }
  // A stream never ends by itself: its headers were checked, the body is let go.
  if (contentType === 'text/event-stream') await response.body?.cancel();
  if (contentType !== 'application/json') return;
  const schemaPointer = `openapi${pointer}/content/${escapePointer('application/json')}/schema`;
  let validate = cache.get(schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: schemaPointer });
    cache.set(schemaPointer, validate);
  }
  const body = await response.clone().json();
  if (!validate(body)) {
    throw new ContractViolation(
      `${route.operationId} ${code}: answer does not match its schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}

/** A fetch that validates every answer it receives against openapi.yaml. */
export function responseValidator(): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await fetch(request.clone());
    await checkResponse(request.method, request.url, response);
    return response;
  };
}

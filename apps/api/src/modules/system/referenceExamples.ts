import type { OpenApiDocument, OperationInfo } from '../../http/contract.ts';
import { type ErrorCode, STATUS_TEXT, TOO_MANY_ATTEMPTS } from '../../http/errors.ts';
import { describeValidationError, validationField } from '../../http/validation.ts';
import { KEY_MESSAGES } from '../../services/apiKeys.ts';
import { IDEMPOTENCY_MESSAGES } from '../../services/idempotency.ts';

/**
 * Examples of the public reference: values for parameters and bodies from the contract's schemas, and the error
 * answers each operation really gives. Errors come from the same constants and functions the server answers
 * with (the guard's key messages, the validator's sentences, the idempotency messages), plus the operation's
 * own `x-erros` of the contract; error-examples.test.ts calls the server and compares.
 */

// biome-ignore lint/suspicious/noExplicitAny: parts of the parsed YAML document are untyped by nature.
type Schema = Record<string, any>;

export interface ErrorExample {
  status: number;
  codigo: ErrorCode;
  message: string;
  /** The field of a validation error. */
  campo?: string;
  /** How to cause it, in pt-BR, for the reader. */
  quando: string;
}

/** A fixed id in every example, so the page is the same on each render. */
export const EXAMPLE_REQUEST_ID = '4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17';
const EXAMPLE_UUID = '6f1c2a9e-8d4b-4c1e-9a63-2b7d5e0f4a11';

/** Follows a local `$ref` of the document. */
export function deref(spec: OpenApiDocument, node: Schema | undefined): Schema | undefined {
  let current = node;
  for (let i = 0; current?.$ref && i < 20; i++) {
    const path = String(current.$ref).replace(/^#\//, '').split('/');
    current = path.reduce<Schema | undefined>((at, key) => at?.[key.replace(/~1/g, '/')], spec);
  }
  return current;
}

/** An example value of a schema: its own example, default or first enum, else one made from its type. */
export function sampleOf(spec: OpenApiDocument, node: Schema | undefined, depth = 0): unknown {
  const schema = deref(spec, node);
  if (!schema || depth > 8) return null;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((s: Schema) => sampleOf(spec, s, depth + 1));
    return parts.every((p: unknown) => p && typeof p === 'object' && !Array.isArray(p))
      ? Object.assign({}, ...parts)
      : parts[0];
  }
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(alternatives)) {
    const notNull = alternatives.find((s: Schema) => deref(spec, s)?.type !== 'null') ?? alternatives[0];
    return sampleOf(spec, notNull, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set<string>(schema.required ?? []);
      for (const [name, prop] of Object.entries<Schema>(schema.properties ?? {})) {
        // Optional fields of a request stay out of a minimal example unless they carry their own.
        if (!required.has(name) && deref(spec, prop)?.example === undefined && depth > 0) continue;
        out[name] = sampleOf(spec, prop, depth + 1);
      }
      return out;
    }
    case 'array':
      return [sampleOf(spec, schema.items, depth + 1)];
    case 'integer':
      return schema.minimum ?? 1;
    case 'number':
      return schema.minimum ?? 49.9;
    case 'boolean':
      return true;
    case 'string':
      switch (schema.format) {
        case 'uuid':
          return EXAMPLE_UUID;
        case 'date-time':
          return '2026-03-01T13:45:00.000Z';
        case 'date':
          return '2026-03-01';
        case 'email':
          return 'maria.silva@example.com';
        case 'uri':
          return 'https://exemplo.com.br/webhooks/certidao';
        default:
          return 'texto';
      }
    default:
      return null;
  }
}

/** The example of a parameter: its own, its schema's, or one made from its type. */
export function parameterSample(spec: OpenApiDocument, param: Schema): string {
  if (param.example !== undefined) return String(param.example);
  if (param.name === 'name') return 'certidao-cndt.pdf';
  return String(sampleOf(spec, param.schema) ?? 'valor');
}

/** The request body example: the media type's own example, else one made from the schema. */
export function bodySample(spec: OpenApiDocument, op: Schema): unknown {
  const body = deref(spec, op.requestBody);
  const media = body?.content?.['application/json'];
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const named = Object.values<Schema>(media.examples ?? {})[0];
  if (named?.value !== undefined) return named.value;
  return sampleOf(spec, media.schema);
}

/** The parameters of an operation (path-level and its own), resolved. */
export function parametersOf(spec: OpenApiDocument, pathItem: Schema, op: Schema): Schema[] {
  const all = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map((p: Schema) => deref(spec, p)!);
  const byKey = new Map<string, Schema>();
  for (const p of all) byKey.set(`${p.in}:${p.name}`, p);
  return [...byKey.values()];
}

/** Ajv-shaped error, so the validator's own sentence is what the example says. */
function validation(errors: object, context: string, quando: string): ErrorExample {
  const list = [errors] as never;
  return {
    status: 400,
    codigo: 'validacao',
    message: describeValidationError(list, context),
    campo: validationField(list),
    quando,
  };
}

/**
 * The error answers of one operation: those that follow from its contract (a malformed id, a body missing a
 * field, an empty Idempotency-Key, no or a revoked key, a missing scope, the key's rate limit, idempotency
 * conflicts), then the operation's own `x-erros`. Only statuses the operation documents.
 */
export function errorExamples(
  spec: OpenApiDocument,
  pathItem: Schema,
  op: Schema,
  info: OperationInfo,
  apiKeyRateLimit: number,
): ErrorExample[] {
  const documented = new Set(Object.keys(op.responses ?? {}).map(Number));
  const out: ErrorExample[] = [];
  const params = parametersOf(spec, pathItem, op);
  const uuidParam = params.find((p) => p.in === 'path' && deref(spec, p.schema)?.format === 'uuid');
  const body = deref(spec, deref(spec, op.requestBody)?.content?.['application/json']?.schema);
  const requiredField = body?.required?.[0] as string | undefined;
  if (uuidParam)
    out.push(
      validation(
        { keyword: 'format', instancePath: `/${uuidParam.name}`, params: { format: 'uuid' } },
        'params',
        `\`${uuidParam.name}\` não é um UUID`,
      ),
    );
  else if (requiredField && info.bodyRequired)
    out.push(
      validation(
        { keyword: 'required', instancePath: '', params: { missingProperty: requiredField } },
        'body',
        `o corpo sem \`${requiredField}\``,
      ),
    );
  if (info.idempotent)
    out.push({
      status: 400,
      codigo: 'requisicao_invalida',
      message: IDEMPOTENCY_MESSAGES.empty,
      quando: '`Idempotency-Key` vazio',
    });
  if (info.keyScopes) {
    out.push({
      status: 401,
      codigo: 'nao_autenticado',
      message: 'Autenticação necessária. Faça login para continuar.',
      quando: 'sem chave',
    });
    out.push({
      status: 401,
      codigo: 'chave_api_revogada',
      message: KEY_MESSAGES.revoked,
      quando: 'chave revogada',
    });
    const scope = info.keyScopes[0];
    if (scope)
      out.push({
        status: 403,
        codigo: 'escopo_ausente',
        message: KEY_MESSAGES.missingScope(scope),
        quando: `chave sem o escopo \`${scope}\``,
      });
    out.push({
      status: 429,
      codigo: 'limite_de_requisicoes',
      message: KEY_MESSAGES.rateLimited(apiKeyRateLimit, 42),
      quando: `mais de ${apiKeyRateLimit} chamadas da chave no minuto`,
    });
  } else if (info.fastifyConfig?.rateLimit) {
    out.push({
      status: 429,
      codigo: 'limite_de_requisicoes',
      message: TOO_MANY_ATTEMPTS(42),
      quando: 'chamadas demais do mesmo endereço',
    });
  }
  if (info.idempotent) {
    out.push({
      status: 409,
      codigo: 'idempotencia_em_andamento',
      message: IDEMPOTENCY_MESSAGES.running,
      quando: 'a mesma `Idempotency-Key` ainda em andamento (repita depois de `Retry-After`)',
    });
    out.push({
      status: 422,
      codigo: 'idempotencia_chave_reutilizada',
      message: IDEMPOTENCY_MESSAGES.otherRequest,
      quando: 'a mesma `Idempotency-Key` com outro corpo',
    });
  }
  for (const e of (op['x-erros'] ?? []) as ErrorExample[]) out.push(e);
  // An inline error answer of the operation (not a shared component) is its own: its example is real.
  for (const [status, response] of Object.entries<Schema>(op.responses ?? {})) {
    const example = response.$ref ? undefined : response.content?.['application/json']?.example;
    if (Number(status) >= 400 && example?.message && !out.some((e) => e.message === example.message))
      out.push({
        status: Number(status),
        codigo: example.codigo,
        message: example.message,
        quando: firstSentence(response.description ?? ''),
      });
  }
  return out.filter((e) => documented.has(e.status)).sort((a, b) => a.status - b.status);
}

/** The JSON body of an error example, as the server writes it. */
export function errorBodyOf(e: ErrorExample) {
  return {
    statusCode: e.status,
    codigo: e.codigo,
    error: STATUS_TEXT[e.status] ?? 'Error',
    message: e.message,
    requestId: EXAMPLE_REQUEST_ID,
    ...(e.campo ? { campo: e.campo } : {}),
  };
}

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0]?.trim() ?? '';

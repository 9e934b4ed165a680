import { countOf } from '@certidao/domain';
import { Ajv2020, type ErrorObject, type Options } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats ships CJS; under ESM its default export is nested once.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

const base: Options = {
  strict: false,
  allErrors: false,
  useDefaults: true,
  removeAdditional: false,
  validateFormats: true,
};

/** The two Ajv instances, made on the first validation: the first compile also compiles the 2020 meta-schema. */
let shared: { body: Ajv2020; strings: Ajv2020 } | undefined;
/**
 * Validators by schema object and part. The contract's routes are loaded once per process (contract.ts), so a
 * second server in the same process (each test file starts one) reuses what the first compiled.
 */
const compiled = new WeakMap<object, Map<string, ReturnType<Ajv2020['compile']>>>();

/**
 * JSON bodies are validated as sent; query, path and header strings are coerced to the declared types. Each
 * validator is compiled on its route's first request (`lazily`): compiling the contract's few hundred schemas
 * up front was most of the server's start-up.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart }) =>
    lazily(() => {
      const part = httpPart ?? 'body';
      let forSchema = compiled.get(schema as object);
      if (!forSchema) {
        forSchema = new Map();
        compiled.set(schema as object, forSchema);
      }
      const known = forSchema.get(part);
      if (known) return known;
      shared ??= {
        body: addFormats(new Ajv2020({ ...base, coerceTypes: false })),
        strings: addFormats(new Ajv2020({ ...base, coerceTypes: 'array' })),
      };
      const validate = (part === 'body' ? shared.body : shared.strings).compile(
        part === 'headers' ? lowerCaseHeaders(schema as HeaderSchema) : (schema as object),
      );
      forSchema.set(part, validate);
      return validate;
    });
}

/**
 * A function that compiles the real one on its first call and then runs it, carrying its `errors` (what
 * Fastify reads after a failed validation). For validators and response serializers alike.
 */
export function lazily<F extends ((data: unknown) => unknown) & { errors?: unknown }>(
  compile: () => F,
): ((data: unknown) => ReturnType<F>) & { errors?: F['errors'] } {
  let real: F | undefined;
  const run = (data: unknown) => {
    real ??= compile();
    const result = real(data) as ReturnType<F>;
    run.errors = real.errors;
    return result;
  };
  run.errors = undefined as F['errors'];
  return run;
}

type HeaderSchema = { properties?: Record<string, unknown>; required?: string[] };

/**
 * Node gives header names in lower case; the contract writes them as people do (`Idempotency-Key`). Fastify
 * lower-cases a header schema only for its own compiler, so this one does it too (else a header is never checked).
 */
function lowerCaseHeaders(schema: HeaderSchema): object {
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k.toLowerCase(), v])),
    }),
    ...(schema.required && { required: schema.required.map((name) => name.toLowerCase()) }),
  };
}

const PART_LABEL: Record<string, string> = {
  body: 'corpo',
  querystring: 'parâmetro',
  params: 'parâmetro',
  headers: 'cabeçalho',
};

/**
 * The field the first Ajv error is about, as the message names it (`dadosCertidao.cpf`, `pagina`,
 * `idempotency-key`); undefined when it is the whole body. Programs read it to mark the field.
 */
export function validationField(errors: ErrorObject[]): string | undefined {
  const e = errors[0];
  if (!e) return undefined;
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const p = e.params as Record<string, unknown>;
  const child =
    e.keyword === 'required'
      ? p.missingProperty
      : e.keyword === 'additionalProperties'
        ? p.additionalProperty
        : '';
  const field = [path, child].filter(Boolean).join('.');
  return field || undefined;
}

/**
 * Turns the first Ajv error into a pt-BR sentence naming the field. Long on purpose: a table of one sentence
 * per Ajv keyword.
 */
export function describeValidationError(errors: ErrorObject[], context: string | undefined): string {
  const e = errors[0];
  if (!e) return 'Requisição inválida.';
  const where = PART_LABEL[context ?? 'body'] ?? 'campo';
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = (name: string) =>
    name ? `O campo '${name}'` : where === 'corpo' ? 'O corpo da requisição' : `O ${where}`;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `${field(path ? `${path}.${p.missingProperty}` : String(p.missingProperty))} é obrigatório.`;
    case 'additionalProperties':
      return `${field(path ? `${path}.${p.additionalProperty}` : String(p.additionalProperty))} não é permitido.`;
    case 'type': {
      const types: Record<string, string> = {
        string: 'um texto',
        integer: 'um número inteiro',
        number: 'um número',
        boolean: 'verdadeiro ou falso',
        object: 'um objeto',
        array: 'uma lista',
        null: 'nulo',
      };
      const wanted = String(p.type)
        .split(',')
        .map((t) => types[t] ?? t)
        .join(' ou ');
      return `${field(path)} deve ser ${wanted}.`;
    }
    case 'format': {
      const formats: Record<string, string> = {
        email: 'um e-mail válido',
        uuid: 'um identificador válido',
        date: 'uma data válida (AAAA-MM-DD)',
        'date-time': 'uma data e hora válidas',
        uri: 'uma URL válida',
      };
      return `${field(path)} deve ser ${formats[String(p.format)] ?? `no formato ${p.format}`}.`;
    }
    case 'enum':
      return `${field(path)} deve ser um dos valores: ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `${field(path)} deve ser ${JSON.stringify(p.allowedValue)}.`;
    case 'minLength':
      return Number(p.limit) === 1
        ? `${field(path)} é obrigatório.`
        : `${field(path)} deve ter pelo menos ${p.limit} caracteres.`;
    case 'maxLength':
      return `${field(path)} deve ter no máximo ${p.limit} caracteres.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field(path)} deve ser maior ${e.keyword === 'minimum' ? 'ou igual a' : 'que'} ${p.limit}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${field(path)} deve ser menor ${e.keyword === 'maximum' ? 'ou igual a' : 'que'} ${p.limit}.`;
    case 'minItems':
      return `${field(path)} deve ter pelo menos ${countOf(Number(p.limit), 'item', 'itens')}.`;
    case 'maxItems':
      return `${field(path)} deve ter no máximo ${countOf(Number(p.limit), 'item', 'itens')}.`;
    case 'uniqueItems':
      return `${field(path)} não pode ter itens repetidos.`;
    case 'pattern':
      return `${field(path)} está em um formato inválido.`;
    case 'minProperties':
      return `${field(path)} não pode ser vazio.`;
    default:
      return `${field(path)} é inválido.`;
  }
}

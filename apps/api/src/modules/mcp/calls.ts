import type { ErrorObject } from 'ajv/dist/2020.js';
import { type ZodIssue, type ZodRawShape, z } from 'zod';
import type { AppContext } from '../../context.ts';
import { contractRoutes, loadContract } from '../../http/contract.ts';
import { badRequest, HttpError, STATUS_TEXT } from '../../http/errors.ts';
import type { AuthState } from '../../http/types.ts';
import { createValidatorCompiler, describeValidationError } from '../../http/validation.ts';
import {
  claimIdempotencyKey,
  idempotencyConflict,
  requestFingerprint,
  settleIdempotencyKey,
} from '../../services/idempotency.ts';
import { checkKeyScopes } from '../auth/service.ts';

/** The caller of an MCP request: always an API key (the endpoint takes no session). */
export type KeyCaller = AuthState & { apiKey: NonNullable<AuthState['apiKey']> };

/**
 * The scope guard of the REST routes, for the operation a tool stands for: a tool answers only what the key
 * could get from that operation (the same scopes, the same pt-BR refusal).
 */
export function checkOperation(caller: KeyCaller, operationId: string): void {
  const op = loadContract().operations.get(operationId);
  if (!op) throw new Error(`openapi.yaml has no operation ${operationId}`);
  checkKeyScopes(op, caller.apiKey, caller.user.role);
}

const compile = createValidatorCompiler();
const bodyValidators = new Map<string, ReturnType<typeof compile>>();

/**
 * Checks a tool's body against the body schema of the REST operation it stands for, with the same validator
 * and pt-BR messages: the contract stays the one statement of every field's bounds.
 */
export async function checkContractBody(operationId: string, body: unknown): Promise<void> {
  let validate = bodyValidators.get(operationId);
  if (!validate) {
    const route = (await contractRoutes()).find((r) => r.operationId === operationId);
    const content = (route?.schema.body as { content?: Record<string, { schema: object }> } | undefined)
      ?.content;
    const schema = content?.['application/json']?.schema;
    if (!route || !schema) throw new Error(`openapi.yaml: ${operationId} has no JSON body`);
    validate = compile({ schema, httpPart: 'body', method: 'POST', url: route.url });
    bodyValidators.set(operationId, validate);
  }
  if (!validate(body)) {
    const errors = (validate as unknown as { errors: Parameters<typeof describeValidationError>[0] }).errors;
    throw badRequest(describeValidationError(errors, 'body'));
  }
}

/** An answer kept for an Idempotency-Key: replayed as the first call gave it. */
function replayed(statusCode: number, body: string): unknown {
  const parsed = JSON.parse(body) as { message?: string };
  if (statusCode >= 400)
    throw new HttpError(statusCode as HttpError['statusCode'], parsed.message ?? 'Requisição inválida.');
  return parsed;
}

/**
 * Runs a creation under an idempotency key with the REST operation's semantics and in the same key space
 * (services/idempotency.ts): the fingerprint is the one the REST route computes for the same body at the same
 * URL, so a retry through either door replays the first answer, and the same key with another body is refused.
 */
export async function runIdempotent<T>(
  ctx: AppContext,
  caller: KeyCaller,
  call: { operationId: string; url: string; body: unknown; chave: string },
  run: () => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  const key = { userId: caller.user.id, chave: call.chave };
  const claim = await claimIdempotencyKey(ctx.db, {
    ...key,
    operationId: call.operationId,
    requestHash: requestFingerprint(call.operationId, call.url, call.body),
  });
  if (claim.kind === 'conflict') throw idempotencyConflict(claim);
  if (claim.kind === 'replay') return { value: replayed(claim.statusCode, claim.body) as T, replayed: true };
  const contentType = 'application/json; charset=utf-8';
  try {
    const value = await run();
    await settleIdempotencyKey(ctx.db, key, { statusCode: 201, body: JSON.stringify(value), contentType });
    return { value, replayed: false };
  } catch (error) {
    // A refusal is kept like the REST route keeps it; anything else (a 5xx, a 429) frees the key for a retry.
    const statusCode = error instanceof HttpError ? error.statusCode : 500;
    const body = JSON.stringify({
      statusCode,
      error: STATUS_TEXT[statusCode],
      message: (error as Error).message,
    });
    await settleIdempotencyKey(ctx.db, key, { statusCode, body, contentType });
    throw error;
  }
}

/** A zod issue as the Ajv error the REST validator would report, so describeValidationError words it. */
function asAjvError(issue: ZodIssue): ErrorObject {
  const at = (path: (string | number)[]) => (path.length ? `/${path.join('/')}` : '');
  const error = (keyword: string, params: Record<string, unknown>, path = issue.path) =>
    ({ keyword, instancePath: at(path), params, schemaPath: '', message: issue.message }) as ErrorObject;
  const limitKeyword = (kind: 'min' | 'max', type: string) => {
    if (type === 'string') return kind === 'min' ? 'minLength' : 'maxLength';
    if (type === 'array') return kind === 'min' ? 'minItems' : 'maxItems';
    return kind === 'min' ? 'minimum' : 'maximum';
  };
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined'
        ? error('required', { missingProperty: String(issue.path.at(-1)) }, issue.path.slice(0, -1))
        : error('type', { type: issue.expected === 'integer' ? 'integer' : issue.expected });
    case 'too_small':
      return error(limitKeyword('min', issue.type), { limit: Number(issue.minimum) });
    case 'too_big':
      return error(limitKeyword('max', issue.type), { limit: Number(issue.maximum) });
    case 'invalid_enum_value':
      return error('enum', { allowedValues: issue.options });
    case 'invalid_string':
      return issue.validation === 'uuid' ? error('format', { format: 'uuid' }) : error('pattern', {});
    case 'unrecognized_keys':
      return error('additionalProperties', { additionalProperty: issue.keys[0] });
    default:
      return error('invalid', {});
  }
}

/**
 * A tool's arguments checked against its input schema (the one `tools/list` shows), refused with the REST API's
 * pt-BR wording: the SDK's own check would answer in English.
 */
export function parseArguments(shape: ZodRawShape, args: unknown): Record<string, unknown> {
  const parsed = z
    .object(shape)
    .strict()
    .safeParse(args ?? {});
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw badRequest(issue ? describeValidationError([asAjvError(issue)], 'body') : 'Argumentos inválidos.');
}

import type { operations } from '@certidao/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export interface AuthState {
  user: UserRow;
  sessionId: string;
  /** When the session ends (ms since the epoch). */
  expiresAt: number;
  /**
   * Set when the caller is an API key rather than a session: `user` is then its owner in the customer's role
   * (only their own records), and the role guard checked the operation's key scopes.
   */
  apiKey?: { id: string; escopos: readonly string[] };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthState;
  }
}

export type OperationId = keyof operations;

type Params<K extends OperationId> = operations[K] extends { parameters: infer P } ? P : never;
type Part<P, Key extends string> = P extends { [k in Key]?: infer X } ? NonNullable<X> : never;
type JsonBody<K extends OperationId> = operations[K] extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: { 'application/json': infer J } }
    ? J
    : unknown
  : unknown;
type Content<R> = R extends { content: { 'application/json': infer T } } ? T : unknown;
export type ResultOf<K extends OperationId> = operations[K] extends { responses: infer R }
  ? 200 extends keyof R
    ? Content<R[200]>
    : 201 extends keyof R
      ? Content<R[201]>
      : 202 extends keyof R
        ? Content<R[202]>
        : unknown
  : never;

export type Req<K extends OperationId> = FastifyRequest<{
  Body: JsonBody<K>;
  Querystring: Part<Params<K>, 'query'>;
  Params: Part<Params<K>, 'path'>;
  Headers: Part<Params<K>, 'header'>;
}>;

/** A handler for one operationId: typed request in, the contract's success body out. */
export type Handler<K extends OperationId> = (
  req: Req<K>,
  reply: FastifyReply,
) => Promise<ResultOf<K> | FastifyReply>;
/**
 * The server's handlers: exactly one for every operationId of the contract. A missing one is a type error in
 * `buildHandlers` (modules/index.ts), not a route that answers 501.
 */
export type Handlers = { [K in OperationId]: Handler<K> };
/**
 * One module's (or topic file's) handlers: write them as `{ ... } satisfies HandlerPart` so the keys stay exact
 * (the union of all parts is checked for completeness and overlap) and each request is typed by its key.
 */
export type HandlerPart = { [K in OperationId]?: Handler<K> };

type KeysOf<P extends readonly object[]> = P[number] extends infer U
  ? U extends object
    ? keyof U
    : never
  : never;
/** The keys that more than one part defines. */
export type Repeated<P extends readonly object[]> = P extends readonly [
  infer Head extends object,
  ...infer Rest extends readonly object[],
]
  ? (keyof Head & KeysOf<Rest>) | Repeated<Rest>
  : never;
/** Parts merged: one handler per key of any part. */
export type Combined<P extends readonly object[]> = { [K in KeysOf<P> & OperationId]: Handler<K> };

/**
 * Merges handler parts. An operationId that two parts define is a type error (the argument list lacks the
 * property 'operationIds defined twice', whose type names them) and, should a cast hide it, an error at start-up:
 * a spread would silently keep the last one.
 */
export function combineHandlers<const P extends readonly HandlerPart[]>(
  ...parts: P & ([Repeated<P>] extends [never] ? unknown : { 'operationIds defined twice': Repeated<P> })
): Combined<P> {
  const all: Record<string, unknown> = {};
  for (const part of parts as readonly HandlerPart[]) {
    for (const [operationId, handler] of Object.entries(part)) {
      if (Object.hasOwn(all, operationId)) throw new Error(`two handlers for the operation ${operationId}`);
      all[operationId] = handler;
    }
  }
  return all as Combined<P>;
}

/** The signed-in user of a secured operation (the role guard ran before the handler). */
export function currentUser(req: FastifyRequest): UserRow {
  if (!req.auth) throw new Error('currentUser() called on a route without authentication');
  return req.auth.user;
}

export const isStaff = (user: Pick<UserRow, 'role'>) => user.role === 'admin' || user.role === 'moderator';

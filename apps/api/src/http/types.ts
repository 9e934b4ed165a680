import type { operations } from '@certidao/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export interface AuthState {
  user: UserRow;
  sessionId: string;
  /** When the session ends (ms since the epoch). */
  expiresAt: number;
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
export type Handlers = { [K in OperationId]?: Handler<K> };

/** The signed-in user of a secured operation (the role guard ran before the handler). */
export function currentUser(req: FastifyRequest): UserRow {
  if (!req.auth) throw new Error('currentUser() called on a route without authentication');
  return req.auth.user;
}

export const isStaff = (user: Pick<UserRow, 'role'>) => user.role === 'admin' || user.role === 'moderator';

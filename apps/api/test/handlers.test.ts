/**
 * One handler per operation of openapi.yaml, no more, no less: checked by the types (buildHandlers returns the
 * complete `Handlers`, combineHandlers refuses a key two parts define) and here again at run time, against the
 * parsed contract rather than the generated types.
 */
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context.ts';
import { loadContract } from '../src/http/contract.ts';
import { combineHandlers, type HandlerPart, type Handlers } from '../src/http/types.ts';
import { auditHandlers } from '../src/modules/audit/index.ts';
import { buildHandlers } from '../src/modules/index.ts';
import { supportHandlers } from '../src/modules/support/index.ts';

// Building the handlers only closes over the context; nothing reads it until a request arrives.
const ctx = {} as AppContext;

describe('handlers cover the contract', () => {
  it('every operationId of openapi.yaml has a handler function, and no handler lacks an operation', () => {
    const contract = [...loadContract().operations.keys()].sort();
    const handlers = buildHandlers(ctx) as Record<string, unknown>;
    const missing = contract.filter((id) => typeof handlers[id] !== 'function');
    const extra = Object.keys(handlers).filter((id) => !contract.includes(id));
    expect(missing, 'operations without a handler').toEqual([]);
    expect(extra, 'handlers of no operation').toEqual([]);
    expect(Object.keys(handlers).sort()).toEqual(contract);
  });

  it('combineHandlers refuses an operationId that two parts define, naming it', () => {
    const audit = auditHandlers(ctx);
    // The cast stands for a mistake the types would have caught (see the type checks below).
    const twice = [audit, { listarAuditoria: audit.listarAuditoria }] as unknown as [HandlerPart];
    expect(() => combineHandlers(...twice)).toThrow('two handlers for the operation listarAuditoria');
  });

  it('combineHandlers keeps every handler of disjoint parts', () => {
    const merged = combineHandlers(auditHandlers(ctx), supportHandlers(ctx));
    expect(Object.keys(merged).sort()).toEqual(
      [...Object.keys(auditHandlers(ctx)), ...Object.keys(supportHandlers(ctx))].sort(),
    );
  });
});

// Type checks (`npm run typecheck` fails when an expected error disappears): these calls are never run.
export function typeChecks() {
  const audit = auditHandlers(ctx);
  // @ts-expect-error the same operationId in two parts
  combineHandlers(audit, auditHandlers(ctx));
  // @ts-expect-error one module's handlers are not all of them
  const incomplete: Handlers = combineHandlers(audit, supportHandlers(ctx));
  // @ts-expect-error a key that is no operationId of the contract
  const unknown = { naoExiste: async () => ({}) } satisfies HandlerPart;
  return [incomplete, unknown];
}

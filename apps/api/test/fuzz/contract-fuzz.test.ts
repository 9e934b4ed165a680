/**
 * Contract fuzzing: for every operation of openapi.yaml, requests built from its schemas, valid and
 * broken (wrong types, missing fields, control characters, huge numbers, oversize strings, wrong media types,
 * malformed JSON), sent by an anonymous caller, a customer and an admin to a real server on a fresh DATA_DIR.
 * No answer may be a 5xx, every answer must match its response schema, and the server must stay healthy.
 *
 * CI runs a fixed seed and FUZZ_RUNS (default 5) cases per operation; `npm run fuzz` runs more
 * (FUZZ_RUNS=200, FUZZ_SEED=<n> to replay or explore).
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type OperationInfo } from '../../src/http/contract.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { type FuzzCase, fuzzCaseArb, type Sessions, sendCase, statusCounts } from './requests.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const ops = [...loadContract().operations.values()];

let t: TestServer;
let sessions: Sessions;

beforeAll(async () => {
  t = await startTestServer();
  const admin = await t.admin();
  const customer = await t.createUser('user');
  const victim = await t.createUser('user');
  const plano = await admin.api.createPlano({ body: { nome: 'Plano fuzz', valor: 49.9, limite: 5 } });
  sessions = {
    apiUrl: t.apiUrl,
    tokens: { admin: admin.token, user: customer.token },
    webhookToken: t.server.ctx.payments.webhookToken,
    // Real ids so that valid paths reach past the 404s; the callers' own ids are left out (deleting or
    // suspending the admin or the customer would only make the rest of the run a series of 401s).
    ids: [victim.userId, plano.id],
    /** `logout` revokes the token it is given: it gets a fresh session each time. */
    freshToken: async () => (await t.createUser('user')).token,
  };
}, 120_000);
afterAll(async () => {
  if (process.env.FUZZ_STATS)
    for (const [op, byStatus] of statusCounts)
      console.log(`${op}: ${[...byStatus].map(([status, n]) => `${status}×${n}`).join(' ')}`);
  await t?.close();
});

/** A seed per operation, so one operation's cases do not change when another is added. */
function seedOf(op: OperationInfo): number {
  return (SEED ^ createHash('sha256').update(op.operationId).digest().readInt32BE(0)) | 0;
}

async function expectHealthy() {
  const res = await fetch(`${t.apiUrl}/health`);
  expect(res.status, 'GET /health after the cases').toBe(200);
  await res.body?.cancel();
}

describe('contract fuzzing: no 5xx, answers as documented, server healthy', () => {
  for (const op of ops) {
    it(`${op.operationId} (${op.method.toUpperCase()} ${op.path})`, async () => {
      await fc.assert(
        fc.asyncProperty(fuzzCaseArb(op), async (c: FuzzCase) => {
          await sendCase(sessions, op, c);
        }),
        { seed: seedOf(op), numRuns: RUNS, endOnFailure: !process.env.FUZZ_SHRINK },
      );
      await expectHealthy();
    }, 120_000);
  }
});

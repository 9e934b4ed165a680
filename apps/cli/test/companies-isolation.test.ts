import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { holdInProgress, insertCompany, startTestServer, type TestServer } from '@certidao/api/testing';
import type { ApiClient, Solicitacao } from '@certidao/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonRequest, signedIn, tempDir, userWithPlan } from './helpers.ts';

/**
 * The CLI across companies: company B's 'Membro' runs the real `certidao` binary against a running server while
 * company A has a request with PDFs and one still in progress. `baixar`, `acompanhar` and `solicitacoes` show
 * nothing of A: its ids (whole or short) are 'not found', and lists, filters and --todas-pendentes hold B's only.
 */

let t: TestServer;
let aDone = '';
let aRunning = '';
let bOwn = '';
type SignedIn = Awaited<ReturnType<typeof userWithPlan>>;
let membroB: SignedIn;
let gestorB: SignedIn;

async function waitSettled(api: ApiClient, id: string): Promise<Solicitacao> {
  for (let i = 0; i < 240; i++) {
    const s = await api.getSolicitacao({ path: { id } });
    if (s.certidoes.every((c) => c.status !== 'pendente' && c.status !== 'processando')) return s;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`request ${id} did not finish`);
}

beforeAll(async () => {
  t = await startTestServer();
  const gestorA = await userWithPlan(t, 0);
  const membroA = await t.createUser('user');
  await insertCompany(t.server, gestorA.userId, [{ userId: membroA.userId, papel: 'membro' }]);
  aDone = await createPersonRequest(gestorA.api, 'Ana Sigilosa Alfa', '529.982.247-25');
  aRunning = await createPersonRequest(membroA.api, 'Bruno Sigiloso Alfa', '111.444.777-35');
  await waitSettled(gestorA.api, aDone);
  await waitSettled(gestorA.api, aRunning);
  await holdInProgress(t.server, aRunning);
  const running = await gestorA.api.getSolicitacoes({ query: { status: 'processando' } });
  expect(running.data.map((s) => s.id)).toEqual([aRunning]);

  gestorB = await userWithPlan(t, 0);
  membroB = await signedIn(t, await t.createUser('user'));
  await insertCompany(t.server, gestorB.userId, [{ userId: membroB.userId, papel: 'membro' }]);
  bOwn = await createPersonRequest(membroB.api, 'Daniela Beta', '390.533.447-05');
  await waitSettled(gestorB.api, bOwn);
}, 300_000);
afterAll(() => t?.close());

// Each case runs the CLI a few times (a Node process each): generous timeouts for a busy machine.
describe("company B's member in the CLI", () => {
  it("baixar: A's request, by its whole or short id, is not found and nothing is written; --todas is B's", async () => {
    for (const id of [aDone, aDone.slice(0, 8)]) {
      const destino = tempDir();
      const res = await membroB.cli('baixar', id, '--destino', destino);
      expect(res.code, res.stderr).toBe(1);
      expect(res.stderr).toContain(`Solicitação não encontrada: ${id}`);
      expect(res.stdout).toBe('');
      expect(existsSync(destino) ? readdirSync(destino) : []).toEqual([]);
    }
    const destino = tempDir();
    const all = await membroB.cli('baixar', '--todas', '--destino', destino);
    expect(all.code, all.stderr).toBe(0);
    expect(readdirSync(destino)).toEqual([bOwn]);
    expect(readdirSync(join(destino, bOwn))).toHaveLength(10);
  }, 120_000);

  it("acompanhar: A's request is not found; --todas-pendentes does not see A's request in progress", async () => {
    const one = await membroB.cli('acompanhar', aRunning, '--intervalo', '0.2');
    expect(one.code, one.stderr).toBe(1);
    expect(one.stderr).toContain(`Solicitação não encontrada: ${aRunning}`);
    const pending = await membroB.cli('acompanhar', '--todas-pendentes', '--json');
    expect(pending.code, pending.stderr).toBe(0);
    expect(JSON.parse(pending.stdout)).toEqual([]);
    expect(pending.stderr).toContain('Nenhuma solicitação aguardando ou em processamento.');
  }, 120_000);

  it("solicitacoes: B's list only, for the member and the gestor; a filter by A's document is empty", async () => {
    for (const who of [membroB, gestorB]) {
      const res = await who.cli('solicitacoes', '--json');
      expect(res.code, res.stderr).toBe(0);
      const list = JSON.parse(res.stdout) as { data: Solicitacao[] };
      expect(list.data.map((s) => s.id)).toEqual([bOwn]);
      expect(res.stdout).not.toContain('Alfa');
    }
    const byDocument = await membroB.cli('solicitacoes', '--cpf', '529.982.247-25', '--json');
    expect(byDocument.code, byDocument.stderr).toBe(0);
    expect((JSON.parse(byDocument.stdout) as { data: Solicitacao[] }).data).toEqual([]);
  }, 120_000);
});

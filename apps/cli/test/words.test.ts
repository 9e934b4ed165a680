import { stripVTControlCharacters } from 'node:util';
import { holdInProgress, startTestServer, type TestServer } from '@certidao/api/testing';
import type { ApiClient } from '@certidao/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonRequest, lines, tempDir, userWithPlan } from './helpers.ts';

/**
 * Words that agree: cancelled certificates are counted and named apart from failures (a request partly
 * cancelled is not 'Concluída', a cancelled one does not 'have failures'); `baixar` sums its warnings up and says
 * why it exits 5; `acompanhar`'s closing lines fit a narrow terminal without breaking words.
 */

let t: TestServer;
let user: Awaited<ReturnType<typeof userWithPlan>>;

async function waitDone(api: ApiClient, id: string) {
  for (let i = 0; i < 240; i++) {
    const s = await api.getSolicitacao({ path: { id } });
    if (s.certidoes.every((c) => c.status === 'concluido')) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`request ${id} did not finish`);
}

/** A request of 10 certificates: 4 concluded, 6 cancelled. */
async function partlyCancelled(nome: string, cpf: string): Promise<string> {
  const id = await createPersonRequest(user.api, nome, cpf);
  await waitDone(user.api, id);
  await holdInProgress(t.server, id, 6);
  const cancel = await user.cli('cancelar', id);
  if (cancel.code !== 0) throw new Error(cancel.stderr);
  return id;
}

beforeAll(async () => {
  t = await startTestServer();
  user = await userWithPlan(t, 0);
}, 60_000);
afterAll(() => t?.close());

describe('certidao: cancelled is not failed', () => {
  it('a request with 6 of 10 certificates cancelled is "Concluída em parte" and its cancellations are named', async () => {
    const id = await partlyCancelled('Lia Parcial', '529.982.247-25');
    const list = await user.cli('solicitacoes', '--formato', 'tsv');
    const row = lines(list.stdout).find((l) => l.includes('Lia Parcial')) ?? '';
    expect(row).toContain('\tConcluída em parte\t4/10 (6 canceladas)\t');

    const watch = await user.cli('acompanhar', id);
    expect(watch.code).toBe(5);
    expect(lines(watch.stdout)[0]).toMatch(
      new RegExp(`^${id}\\tConcluída em parte\\tConcluída 4 · Cancelada 6\\t`),
    );
    expect(lines(watch.stdout).filter((l) => / {2}– .+: cancelada$/.test(l))).toHaveLength(6);
    expect(watch.stdout).not.toContain('✗');
    expect(watch.stderr).toContain('1 de 1 solicitação tem certidões canceladas.');
    expect(watch.stderr).not.toContain('com falha');

    const dir = tempDir();
    const down = await user.cli('baixar', id, '--destino', dir);
    expect(down.code).toBe(5);
    expect(down.stderr).toContain(
      `Aviso: 1 solicitação com certidões canceladas, sem PDF (${id.slice(0, 8)}).`,
    );
    // (The held certificates keep the PDFs they had, so all 10 are there to download: the reason is what counts.)
    expect(down.stderr).toMatch(
      /PDFs baixados \([^)]+\), 0 já existiam em .+\. Saída 5: 6 certidões pedidas ficaram sem PDF \(canceladas\) em 1 solicitação\.\n/,
    );
  });

  it('baixar sums up unfinished requests in one line per reason, with a few ids', async () => {
    const ids: string[] = [];
    for (const [nome, cpf] of [
      ['Ana Um', '111.444.777-35'],
      ['Bia Dois', '390.533.447-05'],
      ['Caio Três', '529.982.247-25'],
      ['Davi Quatro', '111.444.777-35'],
      ['Eva Cinco', '390.533.447-05'],
    ]) {
      const id = await createPersonRequest(user.api, nome as string, cpf as string);
      await waitDone(user.api, id);
      await holdInProgress(t.server, id);
      ids.push(id);
    }
    const res = await user.cli('baixar', ...ids, '--destino', tempDir());
    expect(res.code).toBe(5);
    const warnings = lines(res.stderr).filter((l) => l.startsWith('Aviso:'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^Aviso: 5 solicitações ainda com certidões em andamento \([0-9a-f]{8}, [0-9a-f]{8}, [0-9a-f]{8} e mais 2\); baixe de novo depois\.$/,
    );
    expect(res.stderr).toContain(
      '. Saída 5: 50 certidões pedidas ficaram sem PDF (em andamento) em 5 solicitações.\n',
    );
  });

  it("acompanhar's closing lines fit a narrow terminal, broken at spaces", async () => {
    const id = await createPersonRequest(user.api, 'Maria Aparecida dos Santos Oliveira', '529.982.247-25');
    await waitDone(user.api, id);
    const { code, screen } = await user.cli.tty(['acompanhar', id], { columns: 40 });
    expect(code).toBe(0);
    const closing = stripVTControlCharacters(screen.slice(screen.indexOf(id)))
      .split(/\r?\n/)
      .filter((l) => l.trim());
    expect(closing[0]).toBe(id);
    for (const line of closing) expect(line.length, line).toBeLessThanOrEqual(40);
    // Continuation lines are indented; joined again, no word was cut.
    const text = closing.map((l) => l.trim()).join(' ');
    expect(text).toContain('Maria Aparecida dos Santos Oliveira');
    expect(text).toContain('Todas as certidões foram concluídas (1 solicitação).');
  });
});

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@certidao/api/testing';
import type { Solicitacao } from '@certidao/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonRequest, lines, tempDir, userWithPlan } from './helpers.ts';

let t: TestServer;
let user: Awaited<ReturnType<typeof userWithPlan>>;
beforeAll(async () => {
  t = await startTestServer();
  user = await userWithPlan(t, 0);
});
afterAll(() => t?.close());

const create = (nomeCompleto: string, cpf: string) => createPersonRequest(user.api, nomeCompleto, cpf);

describe('certidao acompanhar and baixar', () => {
  let ok: string[] = [];
  let failing = '';

  it('follows requests until every certificate is done (exit 0), one line per change', async () => {
    ok = [await create('Maria Aparecida', '529.982.247-25'), await create('João Souza', '111.444.777-35')];
    const res = await user.cli('acompanhar', ...ok, '--intervalo', '0.2');
    expect(res.code, res.stderr).toBe(0);
    // One line per request (the positive certificates, if any, on indented lines below it).
    const out = lines(res.stdout).filter((l) => !l.startsWith('  '));
    expect(out).toHaveLength(2);
    for (const [i, id] of ok.entries())
      expect(out[i]).toMatch(new RegExp(`^${id}\\tConcluída\\tConcluída 10\\t`));
    const progress = lines(res.stderr);
    expect(progress.some((l) => l.includes(': 10/10 — Concluída 10'))).toBe(true);
    // No redraws without a terminal: no escape sequences, and no line repeated.
    expect(res.stderr).not.toContain('\u001b[');
    const perRequest = progress.filter((l) => l.startsWith(ok[0]?.slice(0, 8) as string));
    expect(new Set(perRequest).size).toBe(perRequest.length);
    expect(res.stderr).toContain('Todas as certidões foram concluídas (2 solicitações).');

    const json = await user.cli('acompanhar', ok[0] as string, '--json');
    expect(json.code).toBe(0);
    const [done] = JSON.parse(json.stdout) as Solicitacao[];
    expect(done?.certidoes.every((c) => c.status === 'concluido' && c.pdfs.length === 1)).toBe(true);
  });

  it("exits 5 when certificates fail ('FALHA' fails on the first attempt)", async () => {
    const id = await create('Pedro FALHA Lima', '390.533.447-05');
    failing = id;
    const res = await user.cli('acompanhar', id.slice(0, 8), '--intervalo', '0.2');
    expect(res.code, res.stderr).toBe(5);
    expect(lines(res.stdout)[0]).toMatch(new RegExp(`^${id}\\tFalhou\\tFalhou 10\\t`));
    expect(res.stdout).toContain('(pode tentar novamente)');
    expect(res.stderr).toContain('1 de 1 solicitação tem certidões com falha.');
  });

  it('exits 2 on bad usage and 1 for an unknown request', async () => {
    expect((await user.cli('acompanhar')).code).toBe(2);
    const bad = await user.cli('baixar', 'nao-e-um-id', '--destino', tempDir());
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('id de solicitação inválido: nao-e-um-id');
    const unknown = await user.cli('acompanhar', '00000000-0000-4000-8000-000000000000');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Solicitação não encontrada: 00000000-0000-4000-8000-000000000000');
    const none = await user.cli('acompanhar', '--todas-pendentes', '--json');
    expect(none.code).toBe(0);
    expect(JSON.parse(none.stdout)).toEqual([]);
  });

  it('downloads every PDF into <dir>/<id>/, atomically, and skips them on a second run', async () => {
    const destino = tempDir();
    const res = await user.cli('baixar', ...ok, '--destino', destino);
    expect(res.code, res.stderr).toBe(0);
    const paths = lines(res.stdout);
    expect(paths).toHaveLength(20);
    for (const id of ok) {
      const files = readdirSync(join(destino, id));
      expect(files).toHaveLength(10); // no temporary files left behind
      for (const f of files) {
        expect(f).toMatch(/^certidao-.+\.pdf$/);
        expect(
          readFileSync(join(destino, id, f))
            .subarray(0, 4)
            .toString(),
        ).toBe('%PDF');
      }
    }
    expect(res.stderr).toContain('20 PDFs baixados');

    const again = await user.cli('baixar', ...ok, '--destino', destino, '--json');
    expect(again.code).toBe(0);
    const files = JSON.parse(again.stdout) as Array<{ caminho: string; sha256: string; situacao: string }>;
    expect(files).toHaveLength(20);
    expect(files.every((f) => f.situacao === 'existente')).toBe(true);
    expect(again.stderr).toContain('0 PDFs baixados (0 B), 20 já existiam');
    for (const f of files) {
      expect(createHash('sha256').update(readFileSync(f.caminho)).digest('hex')).toBe(f.sha256);
    }

    // A damaged file (same size, other bytes) is downloaded again; the others are kept.
    const damaged = files[3] as (typeof files)[number];
    const bytes = readFileSync(damaged.caminho);
    const at = bytes.length - 10;
    bytes.writeUInt8(bytes.readUInt8(at) ^ 0xff, at);
    writeFileSync(damaged.caminho, bytes);
    const third = await user.cli('baixar', ...ok, '--destino', destino, '--json');
    expect(third.code).toBe(0);
    const after = JSON.parse(third.stdout) as typeof files;
    expect(after.filter((f) => f.situacao === 'baixado').map((f) => f.caminho)).toEqual([damaged.caminho]);
    expect(createHash('sha256').update(readFileSync(damaged.caminho)).digest('hex')).toBe(damaged.sha256);
  });

  it('downloads by filter or by the ids on stdin, across pages; exit 5 when asked-for certificates have no PDF', async () => {
    const destino = tempDir();
    const done = await user.cli('solicitacoes', '--status', 'concluída', '--json');
    const piped = await user.cli.withInput(done.stdout)('baixar', '-', '--destino', destino);
    expect(piped.code, piped.stderr).toBe(0);
    expect(lines(piped.stdout)).toHaveLength(20);

    const all = await user.cli('baixar', '--todas', '--destino', destino, '--json');
    expect(all.code, all.stderr).toBe(5);
    const files = JSON.parse(all.stdout) as Array<{ solicitacaoId: string; situacao: string }>;
    expect(files).toHaveLength(20);
    expect(new Set(files.map((f) => f.solicitacaoId))).toEqual(new Set(ok));
    expect(all.stderr).toContain(
      `Aviso: 1 solicitação com certidões com falha, sem PDF (${failing.slice(0, 8)}); para reenviar: certidao tentar-novamente.`,
    );
    expect(all.stderr).toContain(
      'Saída 5: 10 certidões pedidas ficaram sem PDF (com falha) em 1 solicitação.',
    );

    const onlyFailed = await user.cli('baixar', failing.slice(0, 8), '--destino', destino);
    expect(onlyFailed.code).toBe(5);
    expect(onlyFailed.stderr).toContain(
      'Nenhum PDF para baixar: as certidões pedidas ainda estão em andamento',
    );
    expect(onlyFailed.stderr).not.toContain('Nenhuma certidão foi gerada ainda');

    const none = await user.cli('baixar', '--status', 'processando', '--destino', destino);
    expect(none.code).toBe(0);
    expect(none.stderr).toContain('Nenhuma solicitação encontrada.');
    expect((await user.cli('baixar', '--destino', destino)).code).toBe(2);
  });

  it("prints each request's results and names the positive certificates, red on a colour terminal", async () => {
    const other = await userWithPlan(t, 0);
    const positive = await createPersonRequest(other.api, 'Carlos POSITIVA Dias', '529.982.247-25');
    const negative = await createPersonRequest(other.api, 'Nair Prado', '111.444.777-35');
    const res = await other.cli('acompanhar', positive, negative, '--intervalo', '0.2');
    expect(res.code, res.stderr).toBe(0);
    const out = lines(res.stdout);
    expect(out[0]).toBe(`${positive}\tConcluída\tConcluída 10\t10 constam\tCarlos POSITIVA Dias`);
    // Each of its ten certificates right below it.
    expect(out.slice(1, 11).every((l) => l.startsWith('  ! ') && l.includes(': Consta'))).toBe(true);
    expect(out[11]).toMatch(new RegExp(`^${negative}\t`));
    expect(res.stdout).toMatch(
      / {2}! Certidão Negativa de Débitos Trabalhistas \(CNDT\): Consta \((válida até|vence)/,
    );
    expect(out.find((l) => l.startsWith(`${negative}\t`))).toMatch(/\tConcluída 10\t\d+ nada consta/);
    // No colour codes in a pipe; on a colour terminal the positives are red.
    expect(res.stdout).not.toContain('\u001b[');
    const tty = await other.cli
      .withEnv({ FORCE_COLOR: '1', TERM: 'xterm-256color' })
      .tty(['acompanhar', positive]);
    expect(tty.code, tty.screen).toBe(0);
    expect(tty.screen).toContain('\u001b[31m10 constam\u001b[39m');
  });
});

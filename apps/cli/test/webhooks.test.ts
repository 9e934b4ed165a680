import { createServer, type Server } from 'node:http';
import { startTestServer, type TestServer } from '@certidao/api/testing';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliFor, userWithPlan } from './helpers.ts';

/**
 * `certidao webhooks escutar` against a running server: live events forwarded to a local app that verifies the
 * Standard Webhooks signature with the secret the command printed; the local app going down and coming back;
 * Ctrl+C. And `certidao webhooks disparar`, with a session and with keys of each scope.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

interface LocalApp {
  port: number;
  received: Array<{ id: string; tipo: string; teste: boolean }>;
  secret?: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The integrator's local app: answers 200 to a delivery whose signature checks, 400 otherwise. */
function localApp(): LocalApp {
  let server: Server | undefined;
  const app: LocalApp = {
    port: 0,
    received: [],
    async start() {
      server = createServer((req, res) => {
        let body = '';
        req.on('data', (c) => {
          body += c;
        });
        req.on('end', () => {
          try {
            const event = new Webhook(app.secret ?? '').verify(
              body,
              req.headers as Record<string, string>,
            ) as {
              id: string;
              tipo: string;
              teste: boolean;
            };
            app.received.push(event);
            res.writeHead(200).end('ok');
          } catch {
            res.writeHead(400).end('assinatura inválida');
          }
        });
      });
      await new Promise<void>((r) => server?.listen(app.port, '127.0.0.1', r));
      const address = server.address();
      if (address && typeof address !== 'string') app.port = address.port;
    },
    stop: () =>
      new Promise<void>((r) => {
        server?.closeAllConnections();
        server?.close(() => r());
      }),
  };
  return app;
}

/** Everything a stream writes, kept from the start, and a wait for a pattern in it. */
function watch(stream: NodeJS.ReadableStream | null) {
  let text = '';
  const waiters = new Set<() => void>();
  stream?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    for (const w of waiters) w();
  });
  return {
    text: () => text,
    until(pattern: RegExp, timeoutMs = 20_000): Promise<RegExpMatchArray> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = text.match(pattern);
          if (!match) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(match);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for ${pattern} in: ${text}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

describe('certidao webhooks', () => {
  it('forwards live events signed with the session secret, keeps going while the local app is down, ends on Ctrl+C', async () => {
    const user = await userWithPlan(t, 0);
    const app = localApp();
    await app.start();
    const run = user.cli.start('webhooks', 'escutar', '--encaminhar', `http://127.0.0.1:${app.port}/hook`);
    const stdout = watch(run.child.stdout);
    const stderr = watch(run.child.stderr);
    try {
      const [, secret] = await stderr.until(/sessão: (whsec_\S+)/);
      app.secret = secret;
      await stderr.until(/Ctrl\+C para parar/);

      const fired = await user.cli('webhooks', 'disparar', 'certidao.concluida');
      expect(fired.code, fired.stderr).toBe(0);
      const id = fired.stdout.trim();
      expect(id).toMatch(/^evt_[A-Za-z0-9]+$/);
      expect(fired.stderr).toContain('Evento de teste certidao.concluida disparado.');
      await stdout.until(new RegExp(`certidao\\.concluida  ${id}  → HTTP 200`));
      expect(app.received).toEqual([
        expect.objectContaining({ id, tipo: 'certidao.concluida', teste: true }),
      ]);

      // The local app is down: the line says so and the command goes on.
      await app.stop();
      const whileDown = (await user.cli('webhooks', 'disparar', 'certidao.falhou')).stdout.trim();
      await stdout.until(
        new RegExp(
          `${whileDown}  → o app local está fora do ar \\(ECONNREFUSED\\); evento não entregue, continuando`,
        ),
      );
      await app.start();
      const after = (await user.cli('webhooks', 'disparar', 'plano.expirando')).stdout.trim();
      await stdout.until(new RegExp(`${after}  → HTTP 200`));
      expect(app.received.map((e) => e.id)).toEqual([id, after]);
    } finally {
      run.child.kill('SIGINT');
      await app.stop();
    }
    const result = await run.result;
    expect(result.code).toBe(130);
    expect(result.stderr).toContain('Encerrado: 3 eventos recebidos, 2 aceitos pelo app local.');
    expect(result.stdout.trim().split('\n')).toHaveLength(3);
  });

  it('prints one JSON line per event with --json', async () => {
    const user = await userWithPlan(t, 0);
    const app = localApp();
    await app.start();
    const run = user.cli.start(
      'webhooks',
      'escutar',
      '--encaminhar',
      `http://127.0.0.1:${app.port}/x`,
      '--json',
    );
    const stdout = watch(run.child.stdout);
    const stderr = watch(run.child.stderr);
    try {
      const [, secret] = await stderr.until(/sessão: (whsec_\S+)/);
      app.secret = secret;
      const fired = await user.cli('webhooks', 'disparar', 'pagamento.confirmado', '--json');
      const event = JSON.parse(fired.stdout) as { id: string; tipo: string; teste: boolean };
      expect(event).toMatchObject({ tipo: 'pagamento.confirmado', teste: true });
      const [line] = await stdout.until(/\{.*\}\n/);
      expect(JSON.parse(line)).toMatchObject({
        id: event.id,
        tipo: 'pagamento.confirmado',
        statusHttp: 200,
        erro: null,
      });
    } finally {
      run.child.kill('SIGINT');
      await app.stop();
    }
    expect((await run.result).code).toBe(130);
  });

  it('refuses an unknown type, a bad local address, and keys without the scope', async () => {
    const user = await userWithPlan(t, 0);
    for (const command of [['webhooks'], ['webhooks', 'escutar'], ['webhooks', 'disparar']]) {
      const help = await user.cli(...command, '--help');
      expect(help.code).toBe(0);
      for (const line of help.stdout.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80);
    }
    const unknown = await user.cli('webhooks', 'disparar', 'pagamento.pix');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("valor 'pagamento.pix' inválido");
    const badTarget = await user.cli('webhooks', 'escutar', '--encaminhar', 'ftp://localhost/x');
    expect(badTarget.code).toBe(2);
    expect(badTarget.stderr).toContain('--encaminhar: use um endereço http:// ou https://');

    const keys = await user.cli(
      'chaves',
      'criar',
      '--nome',
      'leitor',
      '--escopo',
      'solicitacoes:ler',
      '--json',
    );
    const key = (JSON.parse(keys.stdout) as { segredo: string }).segredo;
    const withKey = cliFor(t).withEnv({ CERTIDAO_TOKEN: key });
    const listen = await withKey('webhooks', 'escutar', '--encaminhar', 'http://127.0.0.1:9/hook');
    expect(listen.code).toBe(3);
    expect(listen.stderr).toMatch(/eventos:ler/);
    const fire = await withKey('webhooks', 'disparar', 'certidao.falhou');
    expect(fire.code).toBe(3);
    expect(fire.stderr).toMatch(/webhooks:gerenciar/);
  });
});

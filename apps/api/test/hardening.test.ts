/**
 * Bad input never reaches a handler: bodies only in the media types the contract declares and in
 * UTF-8, no control characters in any field, page numbers bounded; API answers are never cached.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { createLogger } from '../src/logger.ts';
import { requestSchemaGaps } from './contractSchemas.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let admin: string;
let user: { token: string };

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.admin()).token;
  user = await t.createUser('user');
});
afterAll(() => t?.close());

async function send(
  method: string,
  path: string,
  { token, body, type }: { token?: string; body?: string | Blob; type?: string } = {},
) {
  const res = await fetch(`${t.apiUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(type ? { 'content-type': type } : {}),
    },
    body,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { message: string } };
}

describe('media types', () => {
  it('a text/plain body is refused with 415 before any handler, signed in or not', async () => {
    for (const [method, path, token] of [
      ['POST', '/auth/login', undefined],
      ['POST', '/users', admin],
      ['PATCH', '/users/me', user.token],
      ['POST', '/solicitacoes', admin],
      ['POST', '/pagamentos', user.token],
    ] as const) {
      const res = await send(method, path, { token, body: 'hello', type: 'text/plain' });
      expect(res.status, `${method} ${path}`).toBe(415);
      expect(res.body.message).toBe(
        'Tipo de conteúdo não suportado (text/plain). Envie os dados como application/json.',
      );
    }
  });

  it('a charset other than UTF-8 is refused, never stored as mojibake', async () => {
    const latin1 = new Blob([Buffer.from(JSON.stringify({ firstName: 'João' }), 'latin1')]);
    const res = await send('PATCH', '/users/me', {
      token: user.token,
      body: latin1,
      type: 'application/json; charset=iso-8859-1',
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Codificação não suportada (iso-8859-1). Envie o texto em UTF-8.');
    const ok = await send('PATCH', '/users/me', {
      token: user.token,
      body: JSON.stringify({ firstName: 'João' }),
      type: 'application/json; charset=utf-8',
    });
    expect(ok.status).toBe(200);
  });
});

describe('control characters and bounds', () => {
  it('a NUL or another control character in any field is a 400 naming the field', async () => {
    const body = await send('PATCH', '/users/me', {
      token: user.token,
      body: JSON.stringify({ firstName: 'Jo\u0000ão' }),
      type: 'application/json',
    });
    expect(body.status).toBe(400);
    expect(body.body.message).toBe('O campo firstName contém caracteres de controle inválidos.');
    const nested = await send('POST', '/solicitacoes', {
      token: admin,
      body: JSON.stringify({
        observacao: 'ok',
        dadosGerais: { tipoPessoa: 'fisica', nomeCompleto: 'Maria\u0007' },
        certidoes: [],
      }),
      type: 'application/json',
    });
    expect(nested.status).toBe(400);
    expect(nested.body.message).toBe(
      'O campo dadosGerais.nomeCompleto contém caracteres de controle inválidos.',
    );
    for (const path of ['/users?search=a%00b', '/pagamentos?search=a%00b']) {
      const res = await send('GET', path, { token: admin });
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe('O campo search contém caracteres de controle inválidos.');
    }
  });

  it('huge page numbers are a 400, not a database error', async () => {
    for (const path of [
      '/solicitacoes?pagina=100000000000000000000',
      '/users?page=1e20',
      '/pagamentos?page=99999999999',
    ]) {
      const res = await send('GET', path, { token: admin });
      expect(res.status, path).toBe(400);
    }
  });
});

describe('every input is bounded by the contract', () => {
  it('each request string has a maxLength (or a closed format) and each number a minimum and maximum', () => {
    const unbounded = requestSchemaGaps();
    expect(unbounded).toEqual([]);
  });

  it('oversize strings and numbers are a 400 naming the field', async () => {
    const cases: [string, string, string | undefined, unknown, string][] = [
      [
        'POST',
        '/auth/login',
        undefined,
        { email: 'a@b.co', password: 'x'.repeat(129) },
        "O campo 'password' deve ter no máximo 128 caracteres.",
      ],
      [
        'PATCH',
        '/users/me',
        user.token,
        { firstName: 'x'.repeat(101) },
        "O campo 'firstName' deve ter no máximo 100 caracteres.",
      ],
      [
        'POST',
        '/planos',
        admin,
        { nome: 'Caro', valor: 1e12 },
        "O campo 'valor' deve ser menor ou igual a 1000000.",
      ],
      [
        'POST',
        '/webhooks/asaas',
        undefined,
        { id: 'evt_1', event: 'PAYMENT_RECEIVED', payment: { id: 'p'.repeat(101) } },
        "O campo 'payment.id' deve ter no máximo 100 caracteres.",
      ],
      [
        'POST',
        '/solicitacoes',
        admin,
        {
          dadosGerais: { tipoPessoa: 'fisica', nomeCompleto: 'Maria' },
          certidoes: [{ tipoCertidao: 'tjsp', dadosCertidao: { dataNascimento: '01/01/19900' } }],
        },
        "O campo 'certidoes.0.dadosCertidao.dataNascimento' deve ter no máximo 10 caracteres.",
      ],
    ];
    for (const [method, path, token, body, message] of cases) {
      const res = await send(method, path, { token, body: JSON.stringify(body), type: 'application/json' });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.message, `${method} ${path}`).toBe(message);
    }
    const cpf = await send('GET', `/automations/pdfs/${'1'.repeat(19)}`, { token: admin });
    expect(cpf.status).toBe(400);
    expect(cpf.body.message).toBe("O campo 'cpf' deve ter no máximo 18 caracteres.");
  });
});

describe('nesting depth', () => {
  const DEEP = 'O corpo da requisição tem aninhamento profundo demais (máximo 64 níveis).';
  const nested = (levels: number, leaf: string) => '{"a":'.repeat(levels) + leaf + '}'.repeat(levels);

  it('50,000 nested arrays posted to the payment webhook are a 400, not a stack overflow', async () => {
    const res = await send('POST', '/webhooks/asaas', {
      body: '['.repeat(50_000) + ']'.repeat(50_000),
      type: 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(DEEP);
  });

  it('100,000 nested objects posted to /solicitacoes by a signed-in customer are a 400', async () => {
    const res = await send('POST', '/solicitacoes', {
      token: user.token,
      body: nested(100_000, '1'),
      type: 'application/json; charset=utf-8',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(DEEP);
    // One level past the bound is refused as well (after a string ending in an escaped backslash, whose
    // closing quote is a real one); the server still answers afterwards.
    const justPast = await send('POST', '/solicitacoes', {
      token: user.token,
      body: `["x\\\\",${nested(64, '1')}]`,
      type: 'application/json',
    });
    expect(justPast.body.message).toBe(DEEP);
    expect((await send('GET', '/auth/profile', { token: user.token })).status).toBe(200);
  });

  it('a body nested up to the bound, with brackets and escaped quotes inside strings, is accepted', async () => {
    // The webhook keeps fields it does not know; 64 levels in all (the event itself is the first).
    const brackets = '[{'.repeat(200);
    const body = `{"id":"evt_profundo","event":"EVENTO_NOVO","texto":"\\"${brackets}","extra":${nested(63, '"fim"')}}`;
    expect(() => JSON.parse(body)).not.toThrow();
    const res = await fetch(`${t.apiUrl}/webhooks/asaas`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'asaas-access-token': t.server.ctx.payments.webhookToken ?? '',
      },
      body,
    });
    expect(res.status, await res.clone().text()).toBe(200);
  });
});

describe('caching', () => {
  it('API answers carry Cache-Control: no-store', async () => {
    const profile = await send('GET', '/auth/profile', { token: user.token });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toBe('no-store');
    const refused = await send('GET', '/auth/profile');
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});

describe('password hashing', () => {
  it('a real server hashes at scrypt N=2^15; the test servers at a lower cost, and each verifies the other', async () => {
    // A process of its own: this one's test servers lowered the cost, as the harness does for every suite.
    const source = join(import.meta.dirname, '..', 'src', 'services', 'passwords.ts');
    const strong = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { hashPassword } from ${JSON.stringify(source)};
        process.stdout.write(await hashPassword('Senha@123'));`,
      ],
      { encoding: 'utf8' },
    );
    expect(strong).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    const user = await t.createUser();
    const [row] = await t.server.ctx.db.select().from(users).where(sql`${users.id} = ${user.userId}`);
    expect(row?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    // A strong hash (an account made by a real server) still signs in here.
    await t.server.ctx.db
      .update(users)
      .set({ passwordHash: strong })
      .where(sql`${users.id} = ${user.userId}`);
    expect((await t.loginAs(user.email, 'Senha@123')).userId).toBe(user.userId);
  });
});

describe('logs', () => {
  it('a failed query is logged by its statement and code, never its values; other errors are masked', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', {
      write: (line: string) => {
        lines.push(line);
      },
    });
    const cpf = '529.982.247-25';
    const hash = 'scrypt$16384$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
    const email = 'maria.silva@example.com';
    const card = '4111 1111 1111 1111';
    // A real failure of the database with personal data in the query's values.
    const failed = await t.server.ctx.db
      .update(users)
      .set({ phone: cpf, passwordHash: hash, email })
      .where(sql`${users.id} = ${`nao-e-uuid ${card}`}`)
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    logger.error({ err: failed }, 'unhandled error');
    logger.error({ err: new Error(`Falhou para ${email} (${cpf}) com ${card} e ${hash}`) }, 'other');
    const output = lines.join('\n');
    expect(output).toContain('"statement":"update \\"users\\" set');
    expect(output).toContain('"code":"22P02"');
    for (const secret of [cpf, '52998224725', hash, email, card, '4111111111111111'])
      expect(output).not.toContain(secret);
  });
});

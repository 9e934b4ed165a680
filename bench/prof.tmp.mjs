import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildSolicitacaoPayload } from '../packages/domain/src/index.ts';
import { ADMIN, call, cpuSeconds, customer, startServer } from './server.mjs';

const which = process.argv[2];
rmSync(`/tmp/prof/${which}`, { recursive: true, force: true });
const dir = mkdtempSync(join(tmpdir(), 'prof-'));
const server = await startServer(
  dir,
  { SERVE_WEB: 'false', RATE_LIMIT: 'false', ...(process.env.PG ? { DATABASE_URL: process.env.PG } : {}) },
  { nodeArgs: process.env.NOPROF ? [] : ['--cpu-prof', `--cpu-prof-dir=/tmp/prof/${which}`] },
);
const token = await customer(server.url);
const admin = (await call(server.url, '/auth/login', { method: 'POST', body: ADMIN })).json.accessToken;
let id;
for (let i = 0; i < 30; i++)
  id = (
    await call(server.url, '/solicitacoes', {
      token,
      method: 'POST',
      body: buildSolicitacaoPayload({
        tipoPessoa: 'fisica',
        nomeCompleto: `C ${i}`,
        cpf: '529.982.247-25',
        dataNascimento: '1985-03-15',
      }),
    })
  ).json.id;
await new Promise((r) => setTimeout(r, 15000));
const urls = {
  list: `${server.url}/api/solicitacoes?pagina=1&limite=20`,
  detail: `${server.url}/api/solicitacoes/${id}`,
  profile: `${server.url}/api/auth/profile`,
  publicos: `${server.url}/api/planos/publicos`,
};
const cpu0 = cpuSeconds(server.pid);
const r = await autocannon({
  url: urls[which],
  headers: { authorization: `Bearer ${admin}` },
  connections: 50,
  duration: 8,
});
const cpu = cpuSeconds(server.pid) - cpu0;
console.log(
  which,
  Math.round(r.requests.average),
  'req/s p99',
  r.latency.p99,
  'non2xx',
  r.non2xx,
  'cpu ms/req',
  ((cpu * 1000) / r.requests.total).toFixed(3),
);
await server.stop();
rmSync(dir, { recursive: true, force: true });

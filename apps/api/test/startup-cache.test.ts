/**
 * The contract's routes are derived once per contract (fastify-openapi-glue validates the whole document
 * first) and kept by the file's hash: what is kept must be every operation of openapi.yaml, once, at its
 * Fastify path with its schemas, and a kept file that cannot be read is derived again.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_DIR } from '../src/db/template.ts';
import { contractRoutes, loadContract, readContractRoutes } from '../src/http/contract.ts';

const keptRoutesFile = () => {
  const name = readdirSync(CACHE_DIR).find((file) => file.startsWith('routes-') && file.endsWith('.json'));
  if (!name) throw new Error('no routes file kept');
  return join(CACHE_DIR, name);
};

describe('the contract routes kept between starts', () => {
  it('hold every operation of openapi.yaml once, at its Fastify path, with its schemas', async () => {
    const routes = await contractRoutes();
    const { operations } = loadContract();
    expect(routes.map((r) => r.operationId).sort()).toEqual([...operations.keys()].sort());
    for (const route of routes) {
      const op = operations.get(route.operationId)!;
      expect(route.method).toBe(op.method.toUpperCase());
      expect(route.url).toBe(op.path.replace(/\{(\w+)\}/g, ':$1'));
      expect(route.schema.operationId).toBe(op.operationId);
      expect(route.schema.response).toBeTypeOf('object');
    }
    // A body's schema comes with its operation (a JSON body's properties, resolved from components).
    const create = routes.find((r) => r.operationId === 'createSolicitacao');
    expect(JSON.stringify(create?.schema.body)).toContain('dadosCertidao');
  });

  it('are read back as kept, and derived again when the kept file is damaged', async () => {
    const first = await readContractRoutes();
    const file = keptRoutesFile();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    writeFileSync(file, '{ not json');
    const again = await readContractRoutes();
    expect(again).toEqual(first);
    expect(JSON.parse(readFileSync(keptRoutesFile(), 'utf8'))).toEqual(first);
  }, 60_000);
});

#!/usr/bin/env node
// Generates src/generated/{schema.ts,operations.ts,models.ts} from the root openapi.yaml.
// `--check` compares instead of writing, so `npm test` fails when the committed files are stale.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const specPath = join(root, 'openapi.yaml');
const outDir = join(root, 'packages', 'api-client', 'src', 'generated');
const check = process.argv.includes('--check');
const header = '// Generated from openapi.yaml by packages/api-client/scripts/generate.mjs. Do not edit.\n';

const source = readFileSync(specPath, 'utf8');
const spec = parse(source);

const schemaTs =
  header +
  astToString(
    await openapiTS(new URL(`file://${specPath}`), { alphabetize: false, defaultNonNullable: false }),
  );

const pascal = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const methods = ['get', 'post', 'put', 'patch', 'delete'];

function resolveRef(obj) {
  if (!obj?.$ref) return obj;
  const parts = obj.$ref.replace(/^#\//, '').split('/');
  return parts.reduce((acc, key) => acc[key], spec);
}

function successContent(op) {
  for (const code of ['200', '201', '202', '204']) {
    const res = resolveRef(op.responses?.[code]);
    if (res) return { code, types: Object.keys(res.content ?? {}) };
  }
  return { code: null, types: [] };
}

const ops = [];
for (const [path, item] of Object.entries(spec.paths)) {
  const shared = item.parameters ?? [];
  for (const method of methods) {
    const op = item[method];
    if (!op) continue;
    const params = [...shared, ...(op.parameters ?? [])].map(resolveRef);
    const kinds = new Set(params.map((p) => p.in));
    const requiredQuery = params.some((p) => p.in === 'query' && p.required);
    const requiredHeader = params.some((p) => p.in === 'header' && p.required);
    const body = resolveRef(op.requestBody);
    const { types } = successContent(op);
    let parseAs = 'json';
    if (['application/pdf', 'application/zip', 'application/octet-stream'].some((t) => types.includes(t)))
      parseAs = 'blob';
    else if (types.length && !types.includes('application/json')) parseAs = 'text';
    ops.push({
      id: op.operationId,
      method,
      path,
      summary: op.summary ?? '',
      kinds,
      requiredQuery,
      requiredHeader,
      body,
      parseAs,
      types,
    });
  }
}
ops.sort((a, b) => a.id.localeCompare(b.id));

const lines = [
  header,
  "import type { CallOptions, HttpMethod, ParseAs } from '../call.ts';",
  "import { call } from '../call.ts';",
  "import type { RawClient } from '../client.ts';",
  "import type { operations } from './schema.ts';",
  '',
];
lines.push('type Success<Op> = Op extends { responses: infer R }');
lines.push(
  '  ? 200 extends keyof R ? Content<R[200]> : 201 extends keyof R ? Content<R[201]> : 202 extends keyof R ? Content<R[202]> : undefined',
);
lines.push('  : never;');
lines.push(
  "type Content<R> = R extends { content: { 'application/json': infer T } } ? T : R extends { content: { 'application/pdf': unknown } } ? Blob : R extends { content: { 'application/zip': unknown } } ? Blob : R extends { content: { 'text/html': unknown } } ? string : R extends { content: { 'text/csv': unknown } } ? string : R extends { content: { 'application/yaml': unknown } } ? string : undefined;",
);
lines.push('');
for (const op of ops) {
  const fields = [];
  const P = `operations['${op.id}']['parameters']`;
  if (op.kinds.has('path')) fields.push(`path: ${P}['path'];`);
  if (op.kinds.has('query')) fields.push(`query${op.requiredQuery ? '' : '?'}: ${P}['query'];`);
  if (op.kinds.has('header')) fields.push(`header${op.requiredHeader ? '' : '?'}: ${P}['header'];`);
  if (op.body) {
    const ct = Object.keys(op.body.content ?? {})[0] ?? 'application/json';
    const req = op.body.required ? '' : '?';
    fields.push(`body${req}: NonNullable<operations['${op.id}']['requestBody']>['content']['${ct}'];`);
  }
  op.hasArgs = fields.length > 0;
  op.argsOptional = op.hasArgs && !fields.some((f) => !/^\w+\?:/.test(f));
  if (op.hasArgs) lines.push(`export type ${pascal(op.id)}Args = { ${fields.join(' ')} };`);
  lines.push(`export type ${pascal(op.id)}Result = Success<operations['${op.id}']>;`);
}
lines.push('');
// The operations' type: one method per operation, with its documentation (erased at build time).
lines.push('/** Every operation of openapi.yaml as a plain async function bound to one client. */');
lines.push('export interface Operations {');
for (const op of ops) {
  const T = pascal(op.id);
  lines.push(
    `  /** ${op.method.toUpperCase()} ${op.path}${op.summary ? ` — ${op.summary.replace(/\*\//g, '')}` : ''} */`,
  );
  lines.push(
    op.hasArgs
      ? `  ${op.id}(args${op.argsOptional ? '?' : ''}: ${T}Args, options?: CallOptions): Promise<${T}Result>;`
      : `  ${op.id}(options?: CallOptions): Promise<${T}Result>;`,
  );
}
lines.push('}');
lines.push('export type OperationId = keyof Operations;');
lines.push('');
// The runtime part is a table, not a function per operation: it is in every page's first load (the landing page
// lists the plans through this client), and a table of strings compresses to a fraction of 100 closures.
lines.push('type Row = readonly [method: HttpMethod, path: string, parseAs: ParseAs, takesArgs: 0 | 1];');
lines.push('/** Method, path, how the answer is read and whether it takes arguments, per operation. */');
lines.push('const TABLE: Record<OperationId, Row> = {');
for (const op of ops)
  lines.push(`  ${op.id}: ['${op.method}', '${op.path}', '${op.parseAs}', ${op.hasArgs ? 1 : 0}],`);
lines.push('};');
lines.push('');
lines.push(
  "/** Each operation's method and path template (the CLI's `certidao api` checks a call against them). */",
);
lines.push(
  'export const OPERATION_ROUTES: Readonly<Record<OperationId, { method: HttpMethod; path: string }>> =',
);
lines.push(
  '  Object.fromEntries(Object.entries(TABLE).map(([id, [method, path]]) => [id, { method, path }])) as never;',
);
lines.push('');
lines.push('export function createOperations(client: RawClient): Operations {');
lines.push('  const operations: Record<string, unknown> = {};');
lines.push('  for (const [id, [method, path, parseAs, takesArgs]] of Object.entries(TABLE))');
lines.push('    operations[id] = takesArgs');
lines.push(
  '      ? (args: unknown, options?: CallOptions) => call(client, method, path, parseAs, args as never, options)',
);
lines.push('      : (options?: CallOptions) => call(client, method, path, parseAs, undefined, options);');
lines.push('  return operations as unknown as Operations;');
lines.push('}');
const operationsTs = `${lines.join('\n')}\n`;

const schemaNames = Object.keys(spec.components?.schemas ?? {}).sort();
// The events of the `webhooks` section: one union a receiver narrows by `tipo`, and the list of types.
const eventNames = Object.keys(spec.webhooks ?? {});
const eventsTs = eventNames.length
  ? `\n/** Any event delivered to a webhook endpoint (the \`webhooks\` section of openapi.yaml); narrow it by \`tipo\`. */\nexport type EventoWebhook =\n${eventNames
      .map((n) => `  | NonNullable<webhooks['${n}']['post']['requestBody']>['content']['application/json']`)
      .join(
        '\n',
      )};\n\n/** The types of every event in the \`webhooks\` section. */\nexport const EVENTOS_WEBHOOK = ${JSON.stringify(eventNames)} as const;\n`
  : '';
const modelsTs = `${header}import type { components${eventNames.length ? ', webhooks' : ''} } from './schema.ts';\n\n${schemaNames
  .map((n) => `export type ${n} = components['schemas']['${n}'];`)
  .join('\n')}\n${eventsTs}`;

const outputs = { 'schema.ts': schemaTs, 'operations.ts': operationsTs, 'models.ts': modelsTs };

const stale = [];
mkdirSync(outDir, { recursive: true });
for (const [name, content] of Object.entries(outputs)) {
  const file = join(outDir, name);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current === content) continue;
  if (check) stale.push(name);
  else writeFileSync(file, content);
}
if (check && stale.length) {
  console.error(`api-client: generated files are stale (${stale.join(', ')}). Run: npm run generate`);
  process.exit(1);
}
console.log(
  check
    ? 'api-client: generated files are up to date'
    : `api-client: generated ${ops.length} operations, ${schemaNames.length} models`,
);

/**
 * Reading the request side of openapi.yaml in tests: its parameters and bodies, with `$ref`s resolved (used by
 * the bounds check in hardening.test.ts and by the contract fuzzing).
 */
import { loadContract, type OpenApiDocument, type OperationInfo } from '../src/http/contract.ts';

const { spec } = loadContract();

/** The object a local `$ref` (`#/components/...`) points to. */
export function deref<T = OpenApiDocument>(node: OpenApiDocument): T {
  if (!node?.$ref) return node as T;
  const target = (node.$ref as string)
    .split('/')
    .slice(1)
    .reduce((acc: OpenApiDocument, k: string) => acc[k], spec);
  return deref<T>(target);
}

/** The operation's parameters (path item's and its own), resolved. */
export function parametersOf(op: OperationInfo): OpenApiDocument[] {
  const item = spec.paths[op.path];
  return [...(item.parameters ?? []), ...(item[op.method].parameters ?? [])].map((p) => deref(p));
}

/** The JSON body schema of the operation, if it has one. */
export function bodySchemaOf(op: OperationInfo): OpenApiDocument | undefined {
  const body = deref(spec.paths[op.path][op.method].requestBody);
  return body?.content?.['application/json']?.schema;
}

const CLOSED_FORMATS = new Set(['uuid', 'date', 'date-time']);

/** Request strings without maxLength and numbers without minimum and maximum, as readable paths. */
export function requestSchemaGaps(): string[] {
  const gaps = new Set<string>();
  const walk = (node: OpenApiDocument | undefined, where: string, seen: Set<string>): void => {
    if (!node || typeof node !== 'object') return;
    if (node.$ref) {
      if (!seen.has(node.$ref)) walk(deref(node), node.$ref, new Set([...seen, node.$ref]));
      return;
    }
    const types: string[] = [].concat(node.type ?? []);
    const closed = node.enum !== undefined || node.const !== undefined;
    if (
      types.includes('string') &&
      node.maxLength === undefined &&
      !closed &&
      !CLOSED_FORMATS.has(node.format)
    )
      gaps.add(`${where}: string without maxLength`);
    if ((types.includes('integer') || types.includes('number')) && !closed)
      if (node.minimum === undefined || node.maximum === undefined)
        gaps.add(`${where}: number without bounds`);
    for (const [name, child] of Object.entries<OpenApiDocument>(node.properties ?? {}))
      walk(child, `${where}.${name}`, seen);
    if (node.items) walk(node.items, `${where}[]`, seen);
    for (const key of ['oneOf', 'anyOf', 'allOf'])
      for (const [i, child] of (node[key] ?? []).entries()) walk(child, `${where}|${i}`, seen);
  };
  for (const op of loadContract().operations.values()) {
    for (const p of parametersOf(op)) walk(p.schema, `${op.operationId} ${p.in} ${p.name}`, new Set());
    walk(bodySchemaOf(op), `${op.operationId} body`, new Set());
  }
  return [...gaps];
}

import { loadContract } from '../../http/contract.ts';

let cached: { yaml: string; json: string } | undefined;

/**
 * The contract as served for download: the file as written (comments included) and its JSON, both made once
 * from the contract already loaded. Nothing changes the loaded copy: the routes are built from their own JSON
 * (`contractRoutes`).
 */
export function contractDocument() {
  if (cached) return cached;
  const { text, spec } = loadContract();
  cached = { yaml: text, json: JSON.stringify(spec) };
  return cached;
}

import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { SPEC_PATH } from '../../http/contract.ts';

let cached: { yaml: string; json: string } | undefined;

/**
 * The contract as served for download: the file as written (comments included) and its JSON, both read once.
 * Read from the file rather than taken from loadContract(): the router may adjust the parsed copy it is given.
 */
export function contractDocument() {
  if (cached) return cached;
  const yaml = readFileSync(SPEC_PATH, 'utf8');
  cached = { yaml, json: JSON.stringify(parse(yaml)) };
  return cached;
}

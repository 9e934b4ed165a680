/**
 * CONTRIBUTING.md lists the API's module folders (one per OpenAPI tag); the list must name exactly the folders
 * under apps/api/src/modules, so a module added or removed without updating the guide fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);

function listedModules(contributing: string): string[] {
  const paragraph = contributing
    .split('\n\n')
    .find((p) => p.includes('**One module folder per OpenAPI tag.**'));
  if (!paragraph) throw new Error('CONTRIBUTING.md has no module list');
  const list = paragraph.slice(paragraph.indexOf('`modules/<tag>`') + '`modules/<tag>`'.length);
  const inParentheses = list.slice(list.indexOf('(') + 1, list.indexOf(')'));
  return [...inParentheses.matchAll(/`([a-z-]+)`/g)].map((m) => m[1] as string);
}

describe("CONTRIBUTING's module list", () => {
  it('names every folder of apps/api/src/modules, and nothing else', () => {
    const folders = readdirSync(new URL('apps/api/src/modules/', root), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    const listed = listedModules(readFileSync(new URL('CONTRIBUTING.md', root), 'utf8'));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(folders);
  });

  it('reads the list out of the paragraph', () => {
    const text =
      'x\n\n**One module folder per OpenAPI tag.** `modules/<tag>` (`auth`, `email`) holds them `x`.\n\ny';
    expect(listedModules(text)).toEqual(['auth', 'email']);
  });
});

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/**
 * The inline script of index.html that applies the stored colour scheme before the first paint: the API's CSP
 * (`script-src 'self'`, no inline script) allows it by its hash, and it reads the key `setColorScheme` writes.
 */
describe('the colour-scheme boot script of index.html', () => {
  const html = read('../../index.html');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

  it('is the only inline script and reads the key the theme toggle writes', () => {
    const key = /THEME_STORAGE_KEY = '([^']+)'/.exec(
      read('../../../../packages/ui/src/theme/colorScheme.ts'),
    )?.[1];
    expect(key).toBeTruthy();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain(`localStorage.getItem('${key}')`);
  });

  it("is allowed by the API's Content-Security-Policy by its hash", () => {
    const hash = createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64');
    expect(read('../../../api/src/app.ts')).toContain(`'sha256-${hash}'`);
  });
});

import { describe, expect, it } from 'vitest';
import { coverageByUf } from './coverage.ts';

describe('coverage by UF', () => {
  it('lists the 27 UFs, each with its own courts, automatic and assisted adding up', () => {
    const { nacionais, ufs } = coverageByUf();
    expect(ufs).toHaveLength(27);
    expect(nacionais).toBeGreaterThan(0);
    for (const u of ufs) {
      expect(u.locais).toBeGreaterThan(0);
      expect(u.automaticas + u.assistidas).toBe(u.locais);
    }
    expect(ufs.find((u) => u.uf === 'MG')?.iptuCapital).toBe(true);
  });
});

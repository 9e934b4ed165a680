import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { contrastPairs } from './contrastPairs';
import { darkTokens, lightTokens } from './tokens';

describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
])('%s theme contrast (WCAG 2.2 AA)', (_theme, tokens) => {
  it.each(contrastPairs(tokens).map((pair) => [pair.name, pair.min, pair.fg, pair.bg] as const))(
    '%s is at least %s:1',
    (_name, min, fg, bg) => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
    },
  );
});

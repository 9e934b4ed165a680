import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without type declarations
import { LIMIT, sizeProblem } from './check-file-sizes.mjs';

const lines = (n: number, head = '') => `${head}${'const x = 1;\n'.repeat(n - head.split('\n').length)}`;

describe('sizeProblem', () => {
  it('leaves a file of the usual size alone', () => {
    expect(sizeProblem(lines(LIMIT))).toBeUndefined();
  });
  it('flags a longer file that does not say why', () => {
    expect(sizeProblem(lines(LIMIT + 50))).toMatch(/no 'Long file: <why>'/);
  });
  it('accepts a longer file whose first comment says why', () => {
    expect(
      sizeProblem(lines(LIMIT + 50, '/**\n * A page. Long file: its sections in page order.\n */\n')),
    ).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without type declarations
import { storyDocProblems } from './check-story-docs.mjs';

const file = (meta: string, stories: string) =>
  [
    "import { Widget } from './Widget';",
    `const meta = ${meta} satisfies Meta<typeof Widget>;`,
    'export default meta;',
    stories,
  ].join('\n');
const usage = "usage: { when: ['Quando há um widget.'], do: ['Faça assim.'], avoid: ['Evite isso.'] }";

describe('storyDocProblems', () => {
  it('passes a meta with usage guidance and stories with pt-BR captions', () => {
    const text = file(
      `{ component: Widget, parameters: { ${usage} } }`,
      '/** O widget na tela de login. */\nexport const Default = {};',
    );
    expect(storyDocProblems('Widget.stories.tsx', text)).toEqual([]);
  });

  it('fails a meta without usage, an empty list, a story without caption and an English caption', () => {
    const noUsage = file('{ component: Widget }', '/** O widget. */\nexport const Default = {};');
    expect(storyDocProblems('A.stories.tsx', noUsage).map((p: { problem: string }) => p.problem)).toEqual([
      'meta has no parameters.usage (Quando usar / Faça / Evite)',
    ]);
    const emptyAvoid = file(
      "{ component: Widget, parameters: { usage: { when: ['Sempre que há um widget.'], do: ['Faça assim.'], avoid: [] } } }",
      'export const Default = {};\n/** The widget when it is disabled. */\nexport const Disabled = {};',
    );
    expect(storyDocProblems('B.stories.tsx', emptyAvoid).map((p: { problem: string }) => p.problem)).toEqual([
      'parameters.usage.avoid is missing or empty',
      'story Default has no caption (a JSDoc comment)',
      "story Disabled's caption is not in Portuguese",
    ]);
  });

  it('asks pattern pages for captions only', () => {
    const text = file('{ title: "Padrões/Login" }', '/** A tela de login. */\nexport const Login = {};');
    expect(storyDocProblems('Login.stories.tsx', text, { needsUsage: false })).toEqual([]);
  });
});

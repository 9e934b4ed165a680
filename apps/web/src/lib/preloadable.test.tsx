import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.ts';

const Hello = ({ name }: { name: string }) => <p>Olá, {name}</p>;

describe('preloadable', () => {
  it('suspends like React.lazy while its module is not loaded', () => {
    const Page = preloadable(async () => ({ default: Hello }));
    expect(
      renderToString(
        <Suspense fallback={<p>Carregando...</p>}>
          <Page name="Ana" />
        </Suspense>,
      ),
    ).toContain('Carregando...');
  });

  it('preloaded before its first render, renders the component at once, loading it once', async () => {
    let loads = 0;
    const Page = preloadable(async () => {
      loads++;
      return { default: Hello };
    });
    await Page.preload();
    await Page.preload();
    expect(loads).toBe(1);
    // Outside any Suspense boundary: a component that suspended here would fail the render.
    expect(renderToString(<Page name="Ana" />)).toBe('<p>Olá, <!-- -->Ana</p>');
  });

  it('asks for a chunk that failed again on the next preload', async () => {
    let attempts = 0;
    const Page = preloadable(async () => {
      attempts++;
      if (attempts === 1) throw new Error('rede');
      return { default: Hello };
    });
    await expect(Page.preload()).rejects.toThrow('rede');
    await Page.preload();
    expect(attempts).toBe(2);
    expect(renderToString(<Page name="Bia" />)).toContain('Bia');
  });
});

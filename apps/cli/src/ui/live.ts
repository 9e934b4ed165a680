import type { ComponentType } from 'react';

export interface LiveView<P> {
  /** Redraws the view with new props (Ink throttles the frames). */
  update(props: P): void;
  /** Draws the last frame, leaves it on screen and releases the terminal. */
  stop(props?: P): Promise<void>;
}

export interface LiveOptions {
  /** Where the view is drawn: stderr unless a test passes its own terminal. */
  stdout?: NodeJS.WriteStream;
  /** Ink's debug mode: every frame written whole and unthrottled (the view tests record them). */
  debug?: boolean;
}

/**
 * A view redrawn in place on stderr with Ink, so stdout stays clean for results. Only for terminals: callers
 * check `canRedraw()` first and print plain lines otherwise. Ink, React and the view are loaded here, on demand,
 * so scripted (non-TTY) runs start faster.
 */
export async function startLive<P extends object>(
  load: () => Promise<ComponentType<P>>,
  props: P,
  options: LiveOptions = {},
): Promise<LiveView<P>> {
  const [{ render }, { createElement }, Component] = await Promise.all([
    import('ink'),
    import('react'),
    load(),
  ]);
  const instance = render(createElement(Component, props), {
    stdout: options.stdout ?? process.stderr,
    debug: options.debug,
    patchConsole: false,
    exitOnCtrlC: false,
  });
  let stopped = false;
  const onSigint = () => {
    // Leave the last frame and a visible cursor behind, then exit as an interrupted process does.
    instance.unmount();
    process.exit(130);
  };
  process.once('SIGINT', onSigint);
  return {
    update(next) {
      if (!stopped) instance.rerender(createElement(Component, next));
    },
    async stop(last) {
      if (stopped) return;
      stopped = true;
      process.off('SIGINT', onSigint);
      if (last) instance.rerender(createElement(Component, last));
      instance.unmount();
      await instance.waitUntilExit().catch(() => undefined);
    },
  };
}

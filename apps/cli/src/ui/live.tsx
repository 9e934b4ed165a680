import { type Instance, render } from 'ink';
import type { ReactElement } from 'react';

export interface LiveView {
  /** Redraws the view with a new element (throttled by Ink). */
  update(element: ReactElement): void;
  /** Draws the last frame, leaves it on screen and releases the terminal. */
  stop(final?: ReactElement): Promise<void>;
}

/**
 * A view redrawn in place on stderr with Ink (stdout stays clean for results). Only for terminals: callers
 * check `canRedraw()` first and print plain lines otherwise.
 */
export function startLive(element: ReactElement): LiveView {
  const instance: Instance = render(element, {
    stdout: process.stderr,
    patchConsole: false,
    exitOnCtrlC: false,
  });
  let stopped = false;
  const onSigint = () => {
    // Leave the last frame and a usable cursor behind, then exit as an interrupted process does.
    if (!stopped) instance.unmount();
    process.exit(130);
  };
  process.once('SIGINT', onSigint);
  return {
    update(next) {
      if (!stopped) instance.rerender(next);
    },
    async stop(final) {
      if (stopped) return;
      stopped = true;
      process.off('SIGINT', onSigint);
      if (final) instance.rerender(final);
      instance.unmount();
      await instance.waitUntilExit().catch(() => undefined);
    },
  };
}

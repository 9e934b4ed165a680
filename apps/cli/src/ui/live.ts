import { stripVTControlCharacters } from 'node:util';
import type { ComponentType } from 'react';
import { onInterrupt } from '../interrupt.ts';

/** At most one frame per this many milliseconds (about 12 per second). */
const FRAME_MS = 80;

export interface LiveView<P> {
  /** Redraws the view with new props (at most one frame per FRAME_MS; the latest props win). */
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
 * Starts loading Ink, React and a view without waiting: loading them takes about half a second of CPU, which a
 * command can spend while it waits for the server (the list of requests) instead of before its first frame.
 */
export function preloadLive(load: () => Promise<unknown>): void {
  Promise.all([import('ink'), import('react'), load()]).catch(() => undefined);
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
  const stream = options.stdout ?? process.stderr;
  const tracked = trackLineEnd(stream);
  const instance = render(createElement(Component, props), {
    stdout: tracked.stream,
    debug: options.debug,
    patchConsole: false,
    exitOnCtrlC: false,
  });
  let stopped = false;
  // Interrupted (SIGINT/SIGTERM): leave the last frame and a visible cursor behind; the handler then exits.
  const release = onInterrupt(() => {
    instance.unmount();
    tracked.endLine();
  });
  // Commands report progress per chunk or per file, far more often than a person can read; rendering React
  // on every report cost more than the work shown (baixar took twice as long with its bars). One frame per
  // FRAME_MS with the latest props; debug mode (the view tests) draws every update.
  const frameMs = options.debug ? 0 : FRAME_MS;
  let pending: P | undefined;
  let timer: NodeJS.Timeout | undefined;
  const draw = () => {
    timer = undefined;
    if (pending && !stopped) instance.rerender(createElement(Component, pending));
    pending = undefined;
  };
  return {
    update(next) {
      if (stopped) return;
      pending = next;
      if (!frameMs) draw();
      else timer ??= setTimeout(draw, frameMs);
    },
    async stop(last) {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      release();
      const final = last ?? pending;
      if (final) instance.rerender(createElement(Component, final));
      instance.unmount();
      await instance.waitUntilExit().catch(() => undefined);
      tracked.endLine();
    },
  };
}

/**
 * The stream Ink draws on, watched for whether its text ends a line. A frame taller than the terminal is
 * drawn without the final line break, and the command's summary would then be glued to the last row;
 * `endLine` writes the missing break.
 */
function trackLineEnd(stream: NodeJS.WriteStream) {
  let atLineStart = true;
  const write = (chunk: unknown, ...rest: unknown[]) => {
    const text = stripVTControlCharacters(String(chunk));
    if (text !== '') atLineStart = text.endsWith('\n');
    return (stream.write as (...args: unknown[]) => boolean)(chunk, ...rest);
  };
  const proxy = new Proxy(stream, {
    get(target, key) {
      if (key === 'write') return write;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    stream: proxy,
    endLine() {
      if (!atLineStart) stream.write('\n');
      atLineStart = true;
    },
  };
}

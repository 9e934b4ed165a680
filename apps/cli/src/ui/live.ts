import { stripVTControlCharacters } from 'node:util';
import type { ComponentType } from 'react';
import { isInterrupted, onInterrupt } from '../interrupt.ts';

/** At most one frame per this many milliseconds (10 per second). */
export const FRAME_MS = 100;

export interface LiveView<P> {
  /**
   * Redraws the view with new props (at most one frame per FRAME_MS; the latest props win). A function is
   * called only when the frame is drawn: a command reporting per chunk then builds its props ten times a
   * second, not per chunk.
   */
  update(props: P | (() => P)): void;
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
 * React's production build unless NODE_ENV says otherwise (a test runner's 'test'): with NODE_ENV unset, React
 * and its reconciler load their development builds, whose checks made each frame of baixar's bars several times
 * dearer. Set before React is first imported.
 */
function productionReact(): void {
  process.env.NODE_ENV ??= 'production';
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
  productionReact();
  const [{ render, createElement }, Component] = await Promise.all([import('./ink.ts'), load()]);
  // Interrupted while Ink loaded: the clean-ups have run, and a view drawn now would hide the cursor for good.
  if (isInterrupted()) return { update() {}, async stop() {} };
  const stream = options.stdout ?? process.stderr;
  const tracked = trackLineEnd(stream);
  const instance = render(createElement(Component, props), {
    stdout: tracked.stream,
    debug: options.debug,
    patchConsole: false,
    exitOnCtrlC: false,
  });
  let stopped = false;
  let pending: P | (() => P) | undefined;
  let timer: NodeJS.Timeout | undefined;
  // Interrupted (SIGINT/SIGTERM): leave the last frame and a visible cursor behind; the handler then exits.
  const release = onInterrupt(() => {
    stopped = true;
    clearTimeout(timer);
    instance.unmount();
    tracked.endLine();
  });
  // Commands report progress per chunk or per file, far more often than a person can read; rendering React
  // on every report cost more than the work shown (baixar took twice as long with its bars). One frame per
  // FRAME_MS with the latest props; debug mode (the view tests) draws every update.
  const frameMs = options.debug ? 0 : FRAME_MS;
  const resolve = (next: P | (() => P)): P => (typeof next === 'function' ? (next as () => P)() : next);
  const draw = () => {
    timer = undefined;
    if (pending && !stopped) instance.rerender(createElement(Component, resolve(pending)));
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
      if (final) instance.rerender(createElement(Component, resolve(final)));
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

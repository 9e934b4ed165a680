import { EventEmitter } from 'node:events';
import { stripVTControlCharacters } from 'node:util';
import { render } from 'ink';
import type { ReactElement } from 'react';

/**
 * A terminal for Ink views under test (as Shopify's cli-kit does; ink-testing-library has no 80-column
 * terminal): `columns` wide, a TTY, and it records every write. Views are drawn in Ink's debug mode, so each
 * write is one whole frame, unthrottled, whatever CI or the machine's terminal is.
 */
export class FakeTerminal extends EventEmitter {
  readonly isTTY = true;
  readonly writes: string[] = [];

  constructor(
    readonly columns = 80,
    readonly rows = 24,
  ) {
    super();
  }

  write(data: string): boolean {
    this.writes.push(data);
    return true;
  }

  /** This object where Ink wants a stream. */
  get stream(): NodeJS.WriteStream {
    return this as unknown as NodeJS.WriteStream;
  }

  /**
   * What a person saw, frame by frame: colours and cursor codes stripped, the frame's trailing newline
   * dropped, writes with no text (cursor show/hide, CI's closing newline) left out.
   */
  get frames(): string[] {
    return this.writes
      .map((w) => stripVTControlCharacters(w).replace(/\n$/, ''))
      .filter((f) => f.trim() !== '');
  }

  /** The frames that changed the screen (a frame drawn again unchanged, as on unmount, is left out). */
  get changes(): string[] {
    return this.frames.filter((f, i, all) => i === 0 || f !== all[i - 1]);
  }

  lastFrame(): string {
    return this.frames.at(-1) ?? '';
  }
}

/** Draws an Ink element on a FakeTerminal; `rerender` draws the next state, `unmount` ends it. */
export function renderView(element: ReactElement, columns = 80, rows = 24) {
  const terminal = new FakeTerminal(columns, rows);
  const instance = render(element, {
    stdout: terminal.stream,
    stderr: terminal.stream,
    debug: true,
    patchConsole: false,
    exitOnCtrlC: false,
  });
  return { terminal, rerender: instance.rerender, unmount: instance.unmount };
}

/** The lines of a frame. */
export function linesOf(frame: string): string[] {
  return frame.split('\n');
}

/** Columns a line takes (every character the views draw — letters, █ ░ ✗ · … — is one column wide). */
export function columnsOf(line: string): number {
  return [...line].length;
}

/** The widest line of a frame, in columns. */
export function widestLine(frame: string): number {
  return Math.max(0, ...linesOf(frame).map(columnsOf));
}

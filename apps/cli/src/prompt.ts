/**
 * Reads a secret from a terminal without echoing it: raw mode, one key at a time; Enter ends it, Backspace
 * erases, Ctrl-C and Ctrl-D give up (undefined). The prompt and the final newline go to `output` (stderr).
 */
export function readHidden(
  question: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    let value = '';
    output.write(question);
    const wasRaw = input.isRaw;
    input.setRawMode?.(true);
    input.resume();
    input.setEncoding('utf8');
    const finish = (result: string | undefined) => {
      input.off('data', onData);
      input.setRawMode?.(wasRaw ?? false);
      input.pause();
      output.write('\n');
      resolve(result);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish(value);
        if (ch === '\u0003' || ch === '\u0004') return finish(undefined);
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    input.on('data', onData);
  });
}

/** Whether the run can ask a question: someone at a terminal reads stderr and types into stdin. */
export function canAsk(): boolean {
  return Boolean(process.stdin.isTTY && process.stderr.isTTY);
}

/**
 * Asks a yes/no question on a terminal ('Cancelar 12 solicitações? [s/N] '): true only for s/sim (any case);
 * Enter, anything else or the end of the input is no. The line is read in the terminal's own mode, so Ctrl+C
 * interrupts the command as anywhere else (exit 130).
 */
export function confirm(
  question: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<boolean> {
  return new Promise((resolve) => {
    output.write(`${question} [s/N] `);
    let text = '';
    input.setEncoding('utf8');
    input.resume();
    const finish = (answer: boolean) => {
      input.off('data', onData);
      input.off('end', onEnd);
      input.pause();
      resolve(answer);
    };
    const onData = (chunk: string) => {
      text += chunk;
      const end = text.search(/[\r\n]/);
      if (end >= 0) finish(/^\s*(s|sim)\s*$/i.test(text.slice(0, end)));
    };
    const onEnd = () => {
      output.write('\n');
      finish(false);
    };
    input.on('data', onData);
    input.on('end', onEnd);
  });
}

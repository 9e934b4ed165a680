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

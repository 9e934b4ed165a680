import { describe, expect, it } from 'vitest';
import { parseEventStream } from '../src/events.ts';

/** A body delivered in the given chunks (an event may be split anywhere, even inside "\r\n"). */
function body(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function all(chunks: string[]) {
  const events = [];
  for await (const event of parseEventStream(body(chunks))) events.push(event);
  return events;
}

describe('parseEventStream', () => {
  it('reads named events with ids, multi-line data, comments and retry', async () => {
    expect(
      await all([
        'retry: 3000\n\n: a comment\n',
        'id: 7\nevent: certidao\ndata: {"a":',
        '1}\n\nevent: heartbeat\ndata: {}\n\ndata: linha 1\ndata: linha 2\n\n',
      ]),
    ).toEqual([
      { id: '7', event: 'certidao', data: '{"a":1}' },
      { event: 'heartbeat', data: '{}' },
      { event: 'message', data: 'linha 1\nlinha 2' },
    ]);
  });

  it('accepts CRLF and CR line ends split across chunks, and drops an unfinished event', async () => {
    expect(await all(['event: a\r', '\ndata: x\r\n\r', '\nevent: b\rdata: y\r\r', 'data: half'])).toEqual([
      { event: 'a', data: 'x' },
      { event: 'b', data: 'y' },
    ]);
  });
});

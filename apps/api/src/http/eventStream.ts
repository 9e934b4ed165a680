import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Takes over a reply as a server-sent events stream: the headers Fastify set so far (security, request id) plus
 * the stream's own, sent at once; the caller writes the events to the returned response.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies (nginx) must not hold the events back.
    'x-accel-buffering': 'no',
  });
  return res;
}

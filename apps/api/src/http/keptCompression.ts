import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JSON_TYPE } from './serializers.ts';

type Encoding = 'br' | 'gzip';

/** Below this an answer is sent as it is (as the compression plugin's threshold). */
const THRESHOLD = 1024;

/** Compressed copies of kept answers, by the very Buffer the caches hand out (they go with it). */
const copies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/** br, else gzip, when `Accept-Encoding` allows it (a q of 0 refuses); null otherwise. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const allowed = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    allowed.add(name);
  }
  if (allowed.has('br')) return 'br';
  if (allowed.has('gzip') || allowed.has('*')) return 'gzip';
  return null;
}

/**
 * Sends JSON bytes kept by a cache (the list's and the detail's answers), compressed once per answer rather than
 * once per request: while nothing changes, the same Buffer comes back and so does its compressed copy. The
 * compression plugin leaves an answer that already has a Content-Encoding alone.
 */
export function sendKeptJson(req: FastifyRequest, reply: FastifyReply, json: Buffer): FastifyReply {
  reply.type(JSON_TYPE);
  const encoding = json.length >= THRESHOLD ? acceptedEncoding(req.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(json);
  let kept = copies.get(json);
  if (!kept) {
    kept = {};
    copies.set(json, kept);
  }
  kept[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(json, { level: 5 });
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(kept[encoding]);
}

/**
 * A route's answer as the bytes Fastify would send for it, for a cache to keep: the route's own serializer (its
 * contract's schema of a 200 JSON answer, which leaves out what the contract does not name).
 */
export function answerBytes(reply: FastifyReply, payload: object): Buffer {
  const serialize = reply.getSerializationFunction('200', 'application/json');
  if (typeof serialize !== 'function')
    throw new Error(`${reply.request.url}: no serializer for a 200 JSON answer`);
  return Buffer.from(serialize(payload as Record<string, unknown>));
}

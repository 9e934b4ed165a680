import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { EventoWebhook } from '@certidao/api-client';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that answers each request with what `answer` says (status, or 'hang'). */
export async function receiver(answer: (n: number, r: Received) => number | 'hang' | 'redirect' = () => 200) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const r = { headers: req.headers, body };
      received.push(r);
      const a = answer(received.length, r);
      if (a === 'hang') return;
      if (a === 'redirect') {
        res.writeHead(302, { location: 'https://example.com/' }).end();
        return;
      }
      res
        .writeHead(a, { 'content-type': 'text/plain' })
        .end(a < 300 ? 'recebido' : `falhou ${received.length}`);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}/hooks`;
  return {
    url,
    received,
    events: () => received.map((r) => JSON.parse(r.body) as EventoWebhook),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

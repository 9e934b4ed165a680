import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of the test server whose address can go down and come back: `stop()` closes the listener
 * and drops every connection (as a server that died), `start()` listens again on the same port (as the server
 * back after a restart). The CLI only knows the relay's address, so for it the server is gone in between.
 * `cutAnswerTo(pattern)` drops the connection of the next request whose first line matches, right after the
 * answer's headers and a few bytes of its body (a connection lost mid-answer). `onRequest` sees each request's
 * first line.
 */
export class OutageRelay {
  url = '';
  private server?: Server;
  private port = 0;
  private readonly sockets = new Set<Socket>();
  private cut?: RegExp;
  onRequest?: (line: string) => void;

  constructor(private readonly target: string) {}

  async start(): Promise<void> {
    const target = new URL(this.target);
    const server = createServer((client) => {
      this.sockets.add(client);
      const upstream = connect(Number(target.port), target.hostname);
      this.sockets.add(upstream);
      let cutThis = false;
      let answered = Buffer.alloc(0);
      client.on('data', (chunk: Buffer) => {
        const line = chunk.toString('latin1').split('\r\n')[0] ?? '';
        if (/^[A-Z]+ \S+ HTTP\/1\.1$/.test(line)) {
          this.onRequest?.(line);
          if (this.cut?.test(line)) {
            this.cut = undefined;
            cutThis = true;
          }
        }
        upstream.write(chunk);
      });
      upstream.on('data', (chunk: Buffer) => {
        if (!cutThis) return void client.write(chunk);
        answered = Buffer.concat([answered, chunk]);
        const end = answered.indexOf('\r\n\r\n');
        if (end < 0) return;
        client.write(answered.subarray(0, end + 4 + 8), () => {
          client.destroy();
          upstream.destroy();
        });
      });
      const close = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.url = `http://127.0.0.1:${this.port}`;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** The next request whose first line ('GET /api/… HTTP/1.1') matches loses its connection mid-answer. */
  cutAnswerTo(pattern: RegExp): void {
    this.cut = pattern;
  }
}

import type { FastifyReply } from 'fastify';

/** A file the client saves: its type, its name, the bytes (or a stream) and, when known, its length. */
export interface Download {
  contentType: string;
  fileName: string;
  body: unknown;
  size?: number;
  /** `inline` for a file the browser may show (a PDF opened in a tab); saved as an attachment by default. */
  disposition?: 'attachment' | 'inline';
}

/** Answers 200 with the file, never cached (it holds the customer's data). */
export function sendDownload(reply: FastifyReply, file: Download) {
  reply
    .code(200)
    .header('content-type', file.contentType)
    .header('content-disposition', `${file.disposition ?? 'attachment'}; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  return reply.send(file.body);
}

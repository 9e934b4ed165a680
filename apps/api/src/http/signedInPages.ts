import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the web build's server entry (apps/web/src/renderSignedIn.tsx, built into dist/.ssr/render.mjs) offers. */
interface PageRenderer {
  SERVER_DATA_ID: string;
  pageReads(pathname: string, search: string): string[] | null;
  renderPage(
    url: string,
    answers: Record<string, unknown>,
    cookies: Record<string, string | undefined>,
  ): Promise<{ head: string; title: string; html: string } | null>;
}

/**
 * A signed-in visit to the requests list or a request's page gets its first screen rendered here, from the
 * same API answers the browser would ask for (read through the API itself, with the visitor's cookies), and
 * those answers in the page for the browser to hydrate from (apps/web/src/lib/serverData.ts). The page's
 * content then paints from the HTML, before the app's scripts have downloaded and run. Anything else, or any
 * answer other than 200 (an expired session, a missing request), gets the app's static page as before.
 * `sessionCookie` names the session's cookie (no session, no rendering). Returns undefined when the build has no
 * server entry.
 */
export function signedInPages(
  app: FastifyInstance,
  webRoot: string,
  shellFile: string,
  sessionCookie: string,
) {
  const entry = join(webRoot, '.ssr', 'render.mjs');
  if (!existsSync(entry)) return undefined;
  // A rendered page does not preload the app's scripts from its head, so the paint does not share a slow link
  // with them: the page's head carries them in an inert template, which its entry puts in the head once the
  // page has painted (apps/web/src/main.tsx).
  const shell = readFileSync(join(webRoot, shellFile), 'utf8').replace(
    /\n\s*<link rel="modulepreload"[^>]*>/g,
    '',
  );
  const rootStart = shell.indexOf('<div id="root">');
  const rootEnd = shell.lastIndexOf('</div>', shell.indexOf('<noscript>'));
  if (rootStart < 0 || rootEnd < rootStart) return undefined;
  let renderer: Promise<PageRenderer> | undefined;

  /** The page for this request, or null to send the static one. */
  async function render(req: FastifyRequest): Promise<string | null> {
    const cookie = req.headers.cookie;
    if (req.method !== 'GET' || !cookie || !req.cookies[sessionCookie]) return null;
    renderer ??= import(pathToFileURL(entry).href) as Promise<PageRenderer>;
    const { pageReads, renderPage, SERVER_DATA_ID } = await renderer;
    const url = new URL(req.url, 'http://app.invalid');
    const reads = pageReads(url.pathname, url.search);
    if (!reads) return null;
    const answers: Record<string, unknown> = {};
    const replies = await Promise.all(
      reads.map((path) =>
        app.inject({
          method: 'GET',
          url: path,
          remoteAddress: req.ip,
          headers: { cookie, 'user-agent': req.headers['user-agent'] ?? '', 'x-request-id': req.id },
        }),
      ),
    );
    for (const [index, reply] of replies.entries()) {
      if (reply.statusCode !== 200) return null;
      answers[reads[index] as string] = reply.json();
    }
    const page = await renderPage(url.href, answers, req.cookies);
    if (!page) return null;
    // Inside a data block `<` is the only character that could end it early: escaped, JSON.parse reads it back.
    const data = JSON.stringify(answers).replaceAll('<', '\\u003c');
    return (
      shell
        .slice(0, rootStart)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
        .replace('</head>', `  ${page.head}\n  </head>`) +
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_DATA_ID}">${data}</script>` +
      shell.slice(rootEnd + '</div>'.length)
    );
  }

  /** Sends the rendered page and says so, or says it did not (the caller sends the static page). */
  return async (req: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    let html: string | null;
    try {
      html = await render(req);
    } catch (error) {
      req.log.warn({ err: error }, 'server rendering failed; the static page is sent');
      return false;
    }
    if (html === null) return false;
    const accepts = String(req.headers['accept-encoding'] ?? '');
    void reply
      .header('cache-control', 'private, no-store')
      .header('vary', 'cookie, accept-encoding')
      .type('text/html; charset=utf-8');
    // The API's compression covers /api only: the page is compressed here (br 4 and gzip 5, as there).
    if (/\bbr\b/.test(accepts)) {
      void reply
        .header('content-encoding', 'br')
        .send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }));
    } else if (/\bgzip\b/.test(accepts)) {
      void reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 5 }));
    } else void reply.send(html);
    return true;
  };
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

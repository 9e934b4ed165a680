import { type ApiClient, ApiError, type Solicitacao } from '@certidao/api-client';
import type { CertificateStatus } from '@certidao/domain';
import { isUuid } from './format.ts';

/**
 * Which requests a batch command works on: ids typed (whole UUIDs or their first 8 characters, as the screens
 * show them), ids read from standard input (`-`), or a filter over every page of the list.
 */

const SHORT_ID = /^[0-9a-f]{8}$/i;

/** Whether a text is a request id the commands accept: a UUID or its first block (8 hex characters). */
export function isRequestId(id: string): boolean {
  return isUuid(id) || SHORT_ID.test(id);
}

const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The request ids in a text, in order, once each: JSON from the commands (`solicitacoes --json` {data}, lists of
 * requests or of results with `solicitacaoId`), or lines that start with an id (`acompanhar`, `tentar-novamente`
 * output); other ids in a line (certificates, users) are not taken.
 */
export function idsInText(text: string): string[] {
  let found: string[];
  try {
    const parsed = JSON.parse(text) as unknown;
    const list = Array.isArray(parsed) ? parsed : ((parsed as { data?: unknown[] }).data ?? [parsed]);
    found = list.map((item) => {
      const o = item as { solicitacaoId?: unknown; id?: unknown };
      return String(o.solicitacaoId ?? o.id ?? '');
    });
  } catch {
    found = text.split('\n').map((line) => line.match(UUID_IN_TEXT)?.[0] ?? '');
  }
  return [...new Set(found.filter((id) => UUID_IN_TEXT.test(id)).map((id) => id.toLowerCase()))];
}

export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * How many requests a list read from standard input left out: `solicitacoes --json` with --pagina/--limite
 * prints one page, whose meta.total says how many there are in all. Undefined when the input is complete or not a page.
 */
export function missingFromPage(text: string): { got: number; total: number } | undefined {
  try {
    const parsed = JSON.parse(text) as { data?: unknown; meta?: { total?: unknown } };
    const total = parsed?.meta?.total;
    if (!Array.isArray(parsed.data) || typeof total !== 'number') return undefined;
    return parsed.data.length < total ? { got: parsed.data.length, total } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Set when the input was one page of a longer list: the command does what it was given, says so, and exits 5
 * (partly done) instead of 0, so a pipe never does a fraction of the work quietly.
 */
export const inputState = { incomplete: false };

/** The ids given, `-` replaced by the ids read from standard input. */
export async function expandStdin(ids: readonly string[]): Promise<string[]> {
  if (!ids.includes('-')) return [...ids];
  const text = await readStdin();
  const missing = missingFromPage(text);
  if (missing) {
    inputState.incomplete = true;
    process.stderr.write(
      `Aviso: a entrada tem só ${missing.got} das ${missing.total} solicitações (uma página de certidao solicitacoes, com --pagina ou --limite); só essas serão processadas e a saída será 5. Para todas, rode certidao solicitacoes sem --pagina e --limite.\n`,
    );
  }
  const fromStdin = idsInText(text);
  return ids.flatMap((id) => (id === '-' ? fromStdin : [id]));
}

export interface RequestFilter {
  status?: CertificateStatus;
  desde?: string;
  ate?: string;
}

/**
 * Every request matching the filter, across all pages (oldest first), walked by cursor: each request once and in
 * order even while others are created or finish (numbered pages read in parallel shifted under a status filter),
 * and a deep page as cheap as the first.
 */
export async function listAll(api: ApiClient, filter: RequestFilter): Promise<Solicitacao[]> {
  const all: Solicitacao[] = [];
  let cursor: string | undefined;
  do {
    const page = (await api.getSolicitacoes({
      query: {
        status: filter.status,
        dataInicial: filter.desde,
        dataFinal: filter.ate,
        limite: 100,
        ordenacao: 'asc',
        // The whole certificates (PDFs and data): the commands that read them from here download or export.
        incluir: 'certidoes',
        ...(cursor ? { cursor } : {}),
      },
    })) as unknown as { data: Solicitacao[]; proximoCursor: string | null };
    all.push(...page.data);
    cursor = page.proximoCursor ?? undefined;
  } while (cursor);
  return all;
}

/**
 * The whole ids of the ids given: UUIDs as they are, short ids looked up in the list (newest first, page by
 * page, until all are found). An unknown short id → ApiError 404 naming it; one matching two requests → Error.
 */
export async function resolveIds(api: ApiClient, ids: readonly string[]): Promise<string[]> {
  const short = [...new Set(ids.filter((id) => !isUuid(id)).map((id) => id.toLowerCase()))];
  const found = new Map<string, string>();
  let cursor: string | undefined;
  do {
    const page = await api.getSolicitacoes({
      query: { limite: 100, ordenacao: 'desc', ...(cursor ? { cursor } : {}) },
    });
    for (const s of page.data) {
      const key = s.id.slice(0, 8).toLowerCase();
      if (!short.includes(key)) continue;
      const seen = found.get(key);
      if (seen && seen !== s.id) {
        throw new Error(`o id curto ${key} corresponde a mais de uma solicitação; use o id completo.`);
      }
      found.set(key, s.id);
    }
    cursor = page.proximoCursor ?? undefined;
  } while (cursor && short.some((s) => !found.has(s)));
  const missing = short.find((s) => !found.has(s));
  if (missing) throw new ApiError(404, `Solicitação não encontrada: ${missing}`, undefined);
  return [
    ...new Set(ids.map((id) => (isUuid(id) ? id.toLowerCase() : (found.get(id.toLowerCase()) as string)))),
  ];
}

import { CERTIFICATE_CODES, SAO_PAULO_TIME_ZONE } from '@certidao/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { certidoes, pdfs } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { type ZipEntry, zipSize, zipStream } from '../../services/zip.ts';
import { getOwned } from './service.ts';

export const NO_PDF_YET = 'Nenhuma certidão foi gerada ainda.';
export const PDF_FILE_MISSING = 'O arquivo de um PDF desta solicitação não está disponível no armazenamento.';

const codeOrder = (code: string) => (CERTIFICATE_CODES as readonly string[]).indexOf(code);

/**
 * Every PDF of a request as one ZIP, streamed from storage one file at a time (`<tipo>-<nomeArquivo>`, in the
 * catalogue's order). Refusals (not the caller's request, no PDF yet, a file missing from storage) are decided
 * before the first byte, so they are ordinary error answers.
 */
export async function requestPdfsZip(ctx: AppContext, user: UserRow, id: string) {
  await getOwned(ctx.db, user, id);
  const rows = await ctx.db
    .select({
      tipoCertidao: pdfs.tipoCertidao,
      nomeArquivo: pdfs.nomeArquivo,
      storageKey: pdfs.storageKey,
      criadoEm: pdfs.criadoEm,
    })
    .from(pdfs)
    .innerJoin(certidoes, eq(certidoes.id, pdfs.certidaoId))
    .where(eq(certidoes.solicitacaoId, id))
    .orderBy(asc(pdfs.criadoEm), asc(pdfs.nomeArquivo));
  if (!rows.length) throw conflict(NO_PDF_YET);
  rows.sort((a, b) => codeOrder(a.tipoCertidao) - codeOrder(b.tipoCertidao));

  const storage = ctx.pipeline.storage;
  const sizes = await Promise.all(rows.map((r) => storage.stat(r.storageKey)));
  const entries: ZipEntry[] = rows.map((r, i) => {
    const stat = sizes[i];
    if (!stat) throw notFound(PDF_FILE_MISSING);
    return {
      name: `${r.tipoCertidao}-${r.nomeArquivo}`,
      size: stat.size,
      modified: r.criadoEm,
      open: async () => {
        const object = await storage.get(r.storageKey);
        if (!object) throw new Error(`PDF ${r.storageKey} disappeared from storage while zipping`);
        return object.stream;
      },
    };
  });
  return {
    fileName: `certidoes-${id.slice(0, 8)}.zip`,
    size: zipSize(entries),
    stream: zipStream(entries, SAO_PAULO_TIME_ZONE),
  };
}

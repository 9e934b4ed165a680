import {
  certificateLabel,
  formatCpfCnpj,
  formatDate,
  formatDateTime,
  getCertificateType,
  type ResultadoCertidao,
  resultLabel,
  SAO_PAULO_TIME_ZONE,
} from '@certidao/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { certidoes, pdfs } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { csvDocument } from '../../services/csv.ts';
import { pdfZipEntries } from '../../services/pdfZip.ts';
import { zipSize, zipStream } from '../../services/zip.ts';
import { catalogueIndex } from './serialize.ts';
import { getOwned } from './service.ts';

export const NO_PDF_YET = 'Nenhuma certidão foi gerada ainda.';

export const SUMMARY_HEADER = [
  'Nome / Razão social',
  'CPF/CNPJ',
  'Certidão',
  'Órgão emissor',
  'Resultado',
  'Emitida em',
  'Válida até',
  'Código de verificação',
  'Código de controle',
  'Arquivo',
];

/**
 * One line per PDF, each naming who the request is about (its name and the certificate's CPF/CNPJ), so a
 * summary read on its own, or several pasted together, still says whose certificates these are.
 */
function summaryCsv(
  nome: string,
  rows: Array<{
    dadosCertidao: Record<string, string | null>;
    tipoCertidao: string;
    nomeArquivo: string;
    resultado: ResultadoCertidao;
    emitidoEm: Date;
    validoAte: Date | null;
    codigoVerificacao: string;
    protocolo: string;
  }>,
) {
  return csvDocument(
    SUMMARY_HEADER,
    rows.map((r) => [
      nome,
      formatCpfCnpj(r.dadosCertidao.cpf ?? r.dadosCertidao.cnpj),
      certificateLabel(r.tipoCertidao),
      getCertificateType(r.tipoCertidao)?.orgao ?? '',
      resultLabel(r.resultado),
      formatDateTime(r.emitidoEm),
      r.validoAte ? formatDate(r.validoAte) : '',
      r.codigoVerificacao,
      r.protocolo,
      `${r.tipoCertidao}-${r.nomeArquivo}`,
    ]),
  );
}

/**
 * Every PDF of a request as one ZIP, streamed from storage one file at a time (`<tipo>-<nomeArquivo>`, in the
 * catalogue's order), after `resumo.csv` (the party's name and CPF/CNPJ, each PDF's result, validity and codes) unless `resumo` is false.
 * Refusals (not the caller's request, no PDF yet, a file missing from storage) are decided before the first
 * byte, so they are ordinary error answers.
 */
export async function requestPdfsZip(
  ctx: AppContext,
  user: UserRow,
  id: string,
  { resumo = true }: { resumo?: boolean } = {},
) {
  const solicitacao = await getOwned(ctx.db, user, id);
  const rows = await ctx.db
    .select({
      dadosCertidao: certidoes.dadosCertidao,
      tipoCertidao: pdfs.tipoCertidao,
      nomeArquivo: pdfs.nomeArquivo,
      storageKey: pdfs.storageKey,
      criadoEm: pdfs.criadoEm,
      resultado: pdfs.resultado,
      emitidoEm: pdfs.emitidoEm,
      validoAte: pdfs.validoAte,
      codigoVerificacao: pdfs.codigoVerificacao,
      protocolo: pdfs.protocolo,
    })
    .from(pdfs)
    .innerJoin(certidoes, eq(certidoes.id, pdfs.certidaoId))
    .where(eq(certidoes.solicitacaoId, id))
    .orderBy(asc(pdfs.criadoEm), asc(pdfs.nomeArquivo));
  if (!rows.length) throw conflict(NO_PDF_YET);
  rows.sort((a, b) => catalogueIndex(a.tipoCertidao) - catalogueIndex(b.tipoCertidao));

  const summary = resumo ? Buffer.from(summaryCsv(solicitacao.nomeCompleto, rows), 'utf8') : null;
  const entries = await pdfZipEntries(ctx.pipeline.storage, rows, summary);
  return {
    fileName: `certidoes-${id.slice(0, 8)}.zip`,
    size: zipSize(entries),
    stream: zipStream(entries, SAO_PAULO_TIME_ZONE),
  };
}

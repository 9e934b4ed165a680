import { getCertificateType, maskDocument } from '@certidao/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pdfs } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

/** The public facts of a certificate by its verification code (any case); the document masked. */
export async function verifyCode(db: Db, code: string) {
  const codigo = code.trim().toUpperCase();
  const [pdf] = await db.select().from(pdfs).where(sql`${pdfs.codigoVerificacao} = ${codigo}`).limit(1);
  if (!pdf) throw notFound('Nenhuma certidão encontrada com este código de verificação.');
  const tipo = getCertificateType(pdf.tipoCertidao);
  return {
    codigo: pdf.codigoVerificacao,
    tipoCertidao: pdf.tipoCertidao as never,
    label: tipo?.label ?? pdf.tipoCertidao,
    orgao: tipo?.orgao ?? '',
    documento: maskDocument(pdf.documento),
    nome: pdf.nome,
    resultado: pdf.resultado,
    emitidoEm: pdf.emitidoEm.toISOString(),
    validoAte: pdf.validoAte ? pdf.validoAte.toISOString() : null,
    sha256: pdf.sha256,
    sandbox: pdf.sandbox,
  };
}

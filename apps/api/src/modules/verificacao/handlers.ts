import { getCertificateType, maskDocument } from '@certidao/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { pdfs } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Handlers } from '../../http/types.ts';

export function verificacaoHandlers(ctx: AppContext): Handlers {
  return {
    verificarCertidao: async (req) => {
      const codigo = req.params.codigo.trim().toUpperCase();
      const [pdf] = await ctx.db
        .select()
        .from(pdfs)
        .where(sql`${pdfs.codigoVerificacao} = ${codigo}`)
        .limit(1);
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
    },
  };
}

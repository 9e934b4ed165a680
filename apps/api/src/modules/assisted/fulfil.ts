import { getCertificateType, toSaoPauloIsoDate } from '@certidao/domain';
import type { Resultado } from '../../adapters/issuers/types.ts';
import { IssueCancelled } from '../../adapters/issuers/types.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, unprocessable } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { deliverCertificate, recordDeliveries } from '../../jobs/delivery.ts';
import { audit } from '../../services/audit.ts';
import { metrics } from '../../services/metrics.ts';
import { isReadablePdf } from '../../services/pdf/official.ts';
import { assertHolder, assistedRow, getAssisted, TAKE_FIRST } from './service.ts';

const MAX_PDF_BYTES = 10 * 1024 * 1024;
const NOT_A_PDF = 'O arquivo enviado não é um PDF.';

export interface FulfilBody {
  pdfBase64: string;
  resultado: Resultado;
  emitidoEm?: string | null;
  validoAte?: string | null;
  codigoControle: string;
}

/** The upload as bytes: base64 (a data URL's prefix tolerated) of a readable PDF of at most 10 MB, else 422. */
async function uploadedPdf(base64: string): Promise<Buffer> {
  const clean = base64.replace(/^data:application\/pdf;base64,/, '').replace(/\s+/g, '');
  if (!clean || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) throw unprocessable(NOT_A_PDF);
  const bytes = Buffer.from(clean, 'base64');
  if (bytes.length > MAX_PDF_BYTES) throw unprocessable('O arquivo enviado passa de 10 MB.');
  if (!(await isReadablePdf(bytes))) throw unprocessable(NOT_A_PDF);
  return bytes;
}

/** The issue instant (now when absent) and the validity (end of that São Paulo day; the type's when absent). */
function datesOf(body: FulfilBody, tipo: { validadeDias: number | null }, now: Date) {
  const emitidoEm = body.emitidoEm ? new Date(body.emitidoEm) : now;
  if (Number.isNaN(emitidoEm.getTime())) throw badRequest('Data de emissão inválida.');
  // A few minutes of tolerance for the operator's clock.
  if (emitidoEm.getTime() > now.getTime() + 5 * 60_000)
    throw badRequest('A data de emissão não pode estar no futuro.');
  if (!body.validoAte) {
    const days = tipo.validadeDias;
    return { emitidoEm, validoAte: days === null ? null : new Date(emitidoEm.getTime() + days * 86_400_000) };
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(body.validoAte);
  const validoAte = m ? new Date(`${body.validoAte}T23:59:59-03:00`) : new Date(Number.NaN);
  if (!m || Number.isNaN(validoAte.getTime()) || toSaoPauloIsoDate(validoAte) !== body.validoAte)
    throw badRequest('Data de validade inválida. Use o formato aaaa-mm-dd.');
  if (body.validoAte < toSaoPauloIsoDate(emitidoEm))
    throw badRequest('A validade não pode ser anterior à data de emissão.');
  return { emitidoEm, validoAte };
}

/**
 * The operator's upload delivered like an automatic answer (jobs/delivery.ts): our signed page followed by the
 * official document, stored, then recorded with the job and certificate completed, the webhook event and the
 * audit entry in one transaction, fenced by the operator's hold (a release or cancellation meanwhile wins: 409).
 */
export async function fulfilAssisted(
  ctx: AppContext,
  user: UserRow,
  id: string,
  body: FulfilBody,
  ip: string | null,
) {
  const row = await assistedRow(ctx.db, id);
  assertHolder(row, user);
  const codigo = body.codigoControle.trim();
  if (!codigo) throw badRequest('Informe o código de controle da certidão.');
  const tipo = getCertificateType(row.cert.tipoCertidao);
  if (!tipo) throw conflict('Tipo de certidão desconhecido.');
  const { emitidoEm, validoAte } = datesOf(body, tipo, ctx.clock.now());
  const pdf = await uploadedPdf(body.pdfBase64);
  const publicUrl = ctx.config.publicUrl;
  const { pipeline } = ctx;
  try {
    await deliverCertificate(
      {
        db: ctx.db,
        storage: pipeline.storage,
        renderer: pipeline.renderer,
        log: ctx.log,
        publicUrl: () => publicUrl,
        record: async (delivery) => (await recordDeliveries(ctx.db, [delivery], publicUrl))[0] === true,
      },
      { cert: row.cert, sol: row.sol },
      id,
      row.job.bossJobId as string,
      {
        kind: 'issued',
        resultado: body.resultado,
        registros: [],
        protocolo: codigo,
        emitidoEm,
        validoAte,
        sandbox: false,
        originalPdf: pdf,
      },
      (tx) =>
        audit(tx, {
          action: 'assistida.concluida',
          actorId: user.id,
          targetType: 'job',
          targetId: id,
          ip,
          details: { certidaoId: row.cert.id, resultado: body.resultado, codigoControle: codigo },
        }),
    );
  } catch (error) {
    if (error instanceof IssueCancelled) throw conflict(TAKE_FIRST);
    throw error;
  }
  // An operator's time is the job's whole wait: from its creation to the upload.
  metrics.certificateIssued(
    row.cert.tipoCertidao,
    'operador',
    (Date.now() - row.job.createdAt.getTime()) / 1000,
  );
  return getAssisted(ctx, id);
}

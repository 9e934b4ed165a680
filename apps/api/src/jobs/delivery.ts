import { createHash, randomBytes } from 'node:crypto';
import {
  type CertificateTypeInfo,
  formatDateTime,
  getCertificateType,
  toSaoPauloIsoDate,
} from '@certidao/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { IssueCancelled, type IssuedCertificate, IssuerError } from '../adapters/issuers/types.ts';
import type { BlobStore } from '../adapters/storage/types.ts';
import type { Db, Tx } from '../db/client.ts';
import { certidoes, jobs, pdfs, type solicitacoes } from '../db/schema.ts';
import type { CertificateDocument } from '../services/pdf/certificate.ts';
import type { PdfRenderer } from '../services/pdf/renderer.ts';
import { emitWebhookEvents } from '../services/webhookEvents.ts';
import { notifyIfRequestFinished } from './notify.ts';

export interface DeliveryDeps {
  db: Db;
  storage: BlobStore;
  renderer: PdfRenderer;
  log: FastifyBaseLogger;
  publicUrl: () => string;
  /** Records one delivery (recordDeliveries, batched with the deliveries of other jobs). */
  record(delivery: Delivery): Promise<boolean>;
}

/** The certificate and request a job claimed. */
export interface Claimed {
  cert: typeof certidoes.$inferSelect;
  sol: typeof solicitacoes.$inferSelect;
}

interface SignedPdf {
  tipo: CertificateTypeInfo;
  codigo: string;
  nome: string;
  bytes: Uint8Array;
  sha256: string;
  nomeArquivo: string;
  storageKey: string;
}

const VERIFY_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'XXXX-XXXX-XXXX' from an alphabet without look-alike characters (60 bits). */
export function newVerificationCode(): string {
  const bytes = randomBytes(12);
  let out = '';
  for (let i = 0; i < 12; i++) {
    if (i > 0 && i % 4 === 0) out += '-';
    out += VERIFY_ALPHABET[(bytes[i] as number) % 32];
  }
  return out;
}

/**
 * An issued certificate delivered: our PDF rendered, signed and stored, then recorded with the job and
 * certificate completed in one transaction, unless the job was cancelled or superseded meanwhile.
 */
export async function deliverCertificate(
  deps: DeliveryDeps,
  claimed: Claimed,
  jobId: string,
  bossJobId: string,
  result: IssuedCertificate,
  alsoInTransaction?: Delivery['alsoInTransaction'],
): Promise<void> {
  const pdf = await renderSignedPdf(deps, claimed, result);
  // The file exists (whole) before any row points at it.
  await deps.storage.put(pdf.storageKey, pdf.bytes, 'application/pdf');
  if (!(await deps.record({ claimed, jobId, bossJobId, result, pdf, alsoInTransaction }))) {
    // Cancelled or superseded while we were signing: the file is not referenced by anything.
    await deps.storage
      .delete(pdf.storageKey)
      .catch((error) => deps.log.warn({ err: error, key: pdf.storageKey }, 'unreferenced PDF not deleted'));
    throw new IssueCancelled();
  }
}

/** Renders our PDF of the result (verification code and QR) and signs it; names its file and key. */
async function renderSignedPdf(
  deps: DeliveryDeps,
  claimed: Claimed,
  result: IssuedCertificate,
): Promise<SignedPdf> {
  const tipo = getCertificateType(claimed.cert.tipoCertidao);
  if (!tipo) throw new IssuerError('permanent', 'Tipo de certidão desconhecido.');
  const dados = claimed.cert.dadosCertidao;
  const codigo = newVerificationCode();
  const nome = dados.nome || claimed.sol.nomeCompleto;
  const bytes = await deps.renderer.render(
    certificateDocument(tipo, claimed, result, codigo, deps.publicUrl()),
    result.emitidoEm,
  );
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const day = toSaoPauloIsoDate(result.emitidoEm);
  const nomeArquivo = `certidao-${tipo.code}-${day.replace(/-/g, '')}-${randomBytes(6).toString('hex')}.pdf`;
  const storageKey = `certidoes/${day.slice(0, 4)}/${day.slice(5, 7)}/${nomeArquivo}`;
  return { tipo, codigo, nome, bytes, sha256, nomeArquivo, storageKey };
}

/** What our PDF of an issued certificate shows (also what the pipeline bench renders as its floor). */
export function certificateDocument(
  tipo: CertificateTypeInfo,
  claimed: Claimed,
  result: IssuedCertificate,
  codigo: string,
  publicUrl: string,
): CertificateDocument {
  const dados = claimed.cert.dadosCertidao;
  return {
    tipo,
    tipoPessoa: claimed.sol.tipoPessoa,
    nome: dados.nome || claimed.sol.nomeCompleto,
    documento: claimed.sol.documento,
    rg: claimed.sol.tipoPessoa === 'fisica' ? dados.rg : null,
    dataNascimento: claimed.sol.tipoPessoa === 'fisica' ? dados.dataNascimento : null,
    inscricaoImovel: dados.inscricaoImovel,
    resultado: result.resultado,
    registros: result.registros,
    protocolo: result.protocolo,
    emitidoEm: result.emitidoEm,
    validoAte: result.validoAte,
    codigoVerificacao: codigo,
    verificationUrl: `${publicUrl}/verificar/${codigo}`,
    sandbox: result.sandbox,
    ...(result.originalPdf && { anexo: result.originalPdf }),
  };
}

export interface Delivery {
  claimed: Claimed;
  jobId: string;
  bossJobId: string;
  result: IssuedCertificate;
  pdf: SignedPdf;
  /** More changes of the same delivery, made in its transaction once it is recorded (an operator's audit). */
  alsoInTransaction?: (tx: Tx) => Promise<void>;
}

/**
 * Records delivered PDFs and completes their jobs and certificates, each fenced by its pg-boss job id (still
 * this attempt's, running, and its certificate waiting for it); answers, in order, false for a job cancelled
 * or superseded meanwhile. One transaction and a fixed number of statements for the whole batch (plus one
 * look-up per request for its "finished" notification); the same row changes as one delivery at a time.
 */
export function recordDeliveries(db: Db, deliveries: Delivery[], publicUrl: string): Promise<boolean[]> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ job: jobs, certStatus: certidoes.status, certJob: certidoes.jobId })
      .from(jobs)
      .innerJoin(certidoes, eq(certidoes.id, jobs.certidaoId))
      .where(
        inArray(
          jobs.id,
          deliveries.map((d) => d.jobId),
        ),
      )
      .orderBy(jobs.id)
      .for('update');
    const byId = new Map(current.map((c) => [c.job.id, c]));
    const ours = deliveries.map((d) => {
      const c = byId.get(d.jobId);
      return Boolean(
        c &&
          c.job.bossJobId === d.bossJobId &&
          c.job.state === 'active' &&
          c.certStatus === 'processando' &&
          c.certJob === d.jobId,
      );
    });
    const recorded = deliveries.filter((_, i) => ours[i]);
    if (!recorded.length) return ours;
    const now = new Date();
    const stored = await tx
      .insert(pdfs)
      .values(
        recorded.map(({ claimed, jobId, result, pdf }) => ({
          certidaoId: claimed.cert.id,
          jobId,
          tipoCertidao: pdf.tipo.code,
          nomeArquivo: pdf.nomeArquivo,
          storageKey: pdf.storageKey,
          tamanho: pdf.bytes.length,
          sha256: pdf.sha256,
          codigoVerificacao: pdf.codigo,
          documento: claimed.sol.documento,
          nome: pdf.nome,
          resultado: result.resultado,
          protocolo: result.protocolo,
          emitidoEm: result.emitidoEm,
          validoAte: result.validoAte,
          sandbox: result.sandbox,
        })),
      )
      .returning({ id: pdfs.id });
    await tx
      .update(jobs)
      .set({
        state: 'completed',
        progress: 100,
        step: `Certidão emitida em ${formatDateTime(now)}`,
        failedReason: null,
        finishedAt: now,
        heartbeatAt: now,
        updatedAt: now,
      })
      .where(
        inArray(
          jobs.id,
          recorded.map((d) => d.jobId),
        ),
      );
    await tx
      .update(certidoes)
      .set({ status: 'concluido', erro: null, podeTentarNovamente: false, concluidoEm: now, updatedAt: now })
      .where(
        inArray(
          certidoes.id,
          recorded.map((d) => d.claimed.cert.id),
        ),
      );
    await emitWebhookEvents(
      tx,
      recorded.map(({ claimed, pdf, result }, i) => ({
        userId: claimed.sol.userId,
        solicitacaoId: claimed.sol.id,
        tipo: 'certidao.concluida' as const,
        chave: `certidao.concluida:${claimed.cert.id}:${pdf.codigo}`,
        dados: {
          solicitacaoId: claimed.sol.id,
          certidao: { id: claimed.cert.id, tipoCertidao: claimed.cert.tipoCertidao, status: 'concluido' },
          pdf: {
            id: stored[i]?.id,
            nomeArquivo: pdf.nomeArquivo,
            tamanho: pdf.bytes.length,
            sha256: pdf.sha256,
            codigoVerificacao: pdf.codigo,
            urlDownload: `${publicUrl}/api/automations/pdfs/download/${pdf.nomeArquivo}`,
            urlVerificacao: `${publicUrl}/verificar/${pdf.codigo}`,
            resultado: result.resultado,
            emitidoEm: result.emitidoEm.toISOString(),
            validoAte: result.validoAte?.toISOString() ?? null,
            codigoControle: result.protocolo,
          },
        },
      })),
    );
    for (const solicitacaoId of new Set(recorded.map((d) => d.claimed.sol.id)))
      await notifyIfRequestFinished(tx, solicitacaoId);
    for (const d of recorded) await d.alsoInTransaction?.(tx);
    return ours;
  });
}

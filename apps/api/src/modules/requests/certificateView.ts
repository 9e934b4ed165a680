import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  certidaoHistorico,
  certidaoObservacoes,
  certidoes,
  jobs,
  pdfs,
  solicitacoes,
  users,
} from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { fullName } from '../../http/serializers.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { toApiCertidao, toApiPdf } from './serialize.ts';

const CERTIDAO_NOT_FOUND = 'Certidão não encontrada.';
export const OBSERVATION_REQUIRED = 'Digite a observação.';

type JobState = (typeof jobs.$inferSelect)['state'];
type CertStatus = (typeof certidoes.$inferSelect)['status'];

/** The staff's certificate view: the certificate, its request and owner, current job, history and PDFs. */
export async function certificateView(db: Db, id: string) {
  const [row] = await db
    .select({ cert: certidoes, sol: solicitacoes, owner: users, job: jobs })
    .from(certidoes)
    .innerJoin(solicitacoes, eq(solicitacoes.id, certidoes.solicitacaoId))
    .innerJoin(users, eq(users.id, solicitacoes.userId))
    .leftJoin(jobs, eq(jobs.id, certidoes.jobId))
    .where(eq(certidoes.id, id))
    .limit(1);
  if (!row) throw notFound(CERTIDAO_NOT_FOUND);
  const { cert, sol, owner, job } = row;
  const [files, history] = await Promise.all([
    db.select().from(pdfs).where(eq(pdfs.certidaoId, id)).orderBy(asc(pdfs.criadoEm)),
    db
      .select()
      .from(certidaoHistorico)
      .where(eq(certidaoHistorico.certidaoId, id))
      .orderBy(asc(certidaoHistorico.criadoEm), asc(certidaoHistorico.id)),
  ]);
  const latest = files.at(-1);
  return {
    id: cert.id,
    tipoCertidao: cert.tipoCertidao as never,
    status: cert.status,
    erro: cert.erro,
    jobId: cert.jobId,
    jobState: job?.state ?? null,
    etapa: job?.step ?? null,
    protocolo: latest?.protocolo ?? null,
    codigoVerificacao: latest?.codigoVerificacao ?? null,
    criadoEm: cert.createdAt.toISOString(),
    concluidoEm: cert.concluidoEm?.toISOString() ?? null,
    solicitacao: {
      id: sol.id,
      criadoEm: sol.criadoEm.toISOString(),
      tipoPessoa: sol.tipoPessoa,
      nomeCompleto: sol.nomeCompleto,
      documento: sol.documento,
      usuario: {
        id: owner.id,
        fullName: fullName(owner),
        email: owner.email,
      },
    },
    dadosCertidao: toApiCertidao(cert, []).dadosCertidao,
    historico: withoutRepeats(history),
    pdfs: files.map(toApiPdf),
  };
}

type HistoryRow = typeof certidaoHistorico.$inferSelect;
const sameState = (a: HistoryRow, b: HistoryRow) =>
  a.status === b.status && a.jobState === b.jobState && a.etapa === b.etapa && a.erro === b.erro;

/**
 * The history as shown. A step changes the job and then the certificate in one transaction, and both triggers
 * write a row with the transaction's time: only the last row of a transaction (the state it left) is kept, and
 * then only the first of a run of equal states.
 */
function withoutRepeats(rows: HistoryRow[]) {
  const settled = rows.filter((row, i) => rows[i + 1]?.criadoEm.getTime() !== row.criadoEm.getTime());
  return settled
    .filter((row, i) => i === 0 || !sameState(settled[i - 1] as HistoryRow, row))
    .map((h) => ({
      status: h.status as CertStatus,
      jobState: (h.jobState as JobState | null) ?? null,
      etapa: h.etapa,
      erro: h.erro,
      criadoEm: h.criadoEm.toISOString(),
    }));
}

async function certIdOr404(db: Db, id: string) {
  const [row] = await db.select({ id: certidoes.id }).from(certidoes).where(eq(certidoes.id, id)).limit(1);
  if (!row) throw notFound(CERTIDAO_NOT_FOUND);
}

type ObservationRow = typeof certidaoObservacoes.$inferSelect;
const toApiObservation = (o: ObservationRow) => ({
  id: o.id,
  texto: o.texto,
  autor: { id: o.autorId, nome: o.autorNome },
  criadoEm: o.criadoEm.toISOString(),
});

/** A certificate's observations, newest first. */
export async function listObservations(db: Db, certId: string) {
  await certIdOr404(db, certId);
  const rows = await db
    .select()
    .from(certidaoObservacoes)
    .where(eq(certidaoObservacoes.certidaoId, certId))
    .orderBy(desc(certidaoObservacoes.criadoEm), desc(certidaoObservacoes.id));
  return { data: rows.map(toApiObservation) };
}

/** Stores a staff member's note with its author and time (audited). */
export async function addObservation(
  db: Db,
  certId: string,
  author: UserRow,
  body: { texto: string },
  ip: string,
) {
  const texto = body.texto.trim();
  if (!texto) throw badRequest(OBSERVATION_REQUIRED);
  return db.transaction(async (tx) => {
    const [cert] = await tx
      .select({ id: certidoes.id })
      .from(certidoes)
      .where(and(eq(certidoes.id, certId)))
      .limit(1);
    if (!cert) throw notFound(CERTIDAO_NOT_FOUND);
    const [row] = await tx
      .insert(certidaoObservacoes)
      .values({
        certidaoId: certId,
        autorId: author.id,
        autorNome: fullName(author),
        texto,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await audit(tx, {
      action: 'certidao.observation_added',
      actorId: author.id,
      targetType: 'certidao',
      targetId: certId,
      ip,
    });
    return toApiObservation(row);
  });
}

import { certificateLabel, countOf, formatDateTime } from '@certidao/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { certidoes, jobs, solicitacoes } from '../db/schema.ts';
import { notifyStaff } from '../services/notifications.ts';
import { responseTimeSettings } from '../services/settings.ts';
import { emitWebhookEvent } from '../services/webhookEvents.ts';

/** Staff notifications of the certificate pipeline, each written in the transaction that records the event. */

/** Woken at commit when a monitoring renewal finishes: the monitoring pass records it at once. */
export const MONITORING_CHANNEL = 'monitoramento_renovacoes';

/**
 * Wakes a monitoring pass in every process once the caller's transaction commits: something that brings quota
 * (a plan bought, granted or upgraded, an extra seat, a payment confirmed) renews the parties blocked for it at
 * once instead of at the next scheduled pass.
 */
export async function wakeMonitoring(tx: Pick<Tx, 'execute'>) {
  await tx.execute(sql`select pg_notify(${MONITORING_CHANNEL}, '')`);
}

const requestLink = (solicitacaoId: string) => `/admin/detalhes-certidao/${solicitacaoId}`;

async function certificateOf(tx: Tx, certidaoId: string) {
  const [row] = await tx
    .select({ cert: certidoes, sol: solicitacoes })
    .from(certidoes)
    .innerJoin(solicitacoes, eq(solicitacoes.id, certidoes.solicitacaoId))
    .where(eq(certidoes.id, certidaoId))
    .limit(1);
  return row;
}

/** A certificate failed for good (no automatic retry left): an 'erro', then the request may be finished. */
export async function notifyCertificateFailed(tx: Tx, certidaoId: string, jobId: string, reason: string) {
  const row = await certificateOf(tx, certidaoId);
  if (row?.cert.status !== 'falhou') return;
  await emitWebhookEvent(tx, {
    userId: row.sol.userId,
    solicitacaoId: row.sol.id,
    tipo: 'certidao.falhou',
    chave: `certidao.falhou:${jobId}`,
    dados: {
      solicitacaoId: row.sol.id,
      certidao: { id: row.cert.id, tipoCertidao: row.cert.tipoCertidao, status: 'falhou' },
      erro: reason,
      podeTentarNovamente: row.cert.podeTentarNovamente,
    },
  });
  await notifyStaff(tx, {
    tipo: 'erro',
    evento: 'certidao.falhou',
    titulo: `Falha na certidão ${certificateLabel(row.cert.tipoCertidao)}`,
    mensagem: `A certidão de ${row.sol.nomeCompleto} falhou: ${reason}`,
    link: requestLink(row.sol.id),
    chave: `certidao.falhou:${jobId}`,
  });
  await notifyIfRequestFinished(tx, row.sol.id);
}

/** A certificate job stopped making progress and was requeued: a 'pendencia' for the staff to watch. */
export async function notifyCertificateStuck(tx: Tx, certidaoId: string, jobId: string, stuckCount: number) {
  const row = await certificateOf(tx, certidaoId);
  if (!row) return;
  await notifyStaff(tx, {
    tipo: 'pendencia',
    evento: 'certidao.travada',
    titulo: `Certidão ${certificateLabel(row.cert.tipoCertidao)} travada`,
    mensagem: `A emissão da certidão de ${row.sol.nomeCompleto} parou de responder e foi reenfileirada.`,
    link: requestLink(row.sol.id),
    chave: `certidao.travada:${jobId}:${stuckCount}`,
  });
}

/**
 * When no certificate of the request is pending or processing any more, the request is finished: a
 * `solicitacao.finalizada` webhook event, and for the staff a 'sucesso' when every certificate was issued, else a
 * 'pendencia' saying how many failed (`staff: false` when the customer cancelled). The key holds the counts, so
 * a request finished again after a manual retry notifies again.
 */
export async function notifyIfRequestFinished(
  tx: Tx,
  solicitacaoId: string,
  options: { staff: boolean } = { staff: true },
) {
  const certs = await tx
    .select({ status: certidoes.status })
    .from(certidoes)
    .where(eq(certidoes.solicitacaoId, solicitacaoId));
  if (!certs.length || certs.some((c) => c.status === 'pendente' || c.status === 'processando')) return;
  const done = certs.filter((c) => c.status === 'concluido').length;
  const failed = certs.filter((c) => c.status === 'falhou').length;
  const cancelled = certs.filter((c) => c.status === 'cancelado').length;
  const [sol] = await tx.select().from(solicitacoes).where(eq(solicitacoes.id, solicitacaoId)).limit(1);
  if (!sol) return;
  if (sol.monitoramentoId) await tx.execute(sql`select pg_notify(${MONITORING_CHANNEL}, '')`);
  // The customer's systems hear of every end, a cancellation included; the staff only of issued or failed work.
  await emitWebhookEvent(tx, {
    userId: sol.userId,
    solicitacaoId: sol.id,
    tipo: 'solicitacao.finalizada',
    chave: `solicitacao.finalizada:${sol.id}:${done}:${failed}:${cancelled}`,
    dados: {
      solicitacaoId: sol.id,
      total: certs.length,
      concluidas: done,
      falhas: failed,
      canceladas: cancelled,
    },
  });
  if (!options.staff || done + failed === 0) return;
  const ok = failed === 0;
  await notifyStaff(tx, {
    tipo: ok ? 'sucesso' : 'pendencia',
    evento: 'solicitacao.finalizada',
    titulo: ok ? 'Solicitação concluída' : 'Solicitação finalizada com falhas',
    mensagem: ok
      ? done === 1
        ? `A certidão de ${sol.nomeCompleto} foi emitida.`
        : `Todas as ${done} certidões de ${sol.nomeCompleto} foram emitidas.`
      : `Solicitação de ${sol.nomeCompleto}: ${countOf(done, 'certidão emitida', 'certidões emitidas')}, ${countOf(failed, 'com falha', 'com falha')}.`,
    link: requestLink(sol.id),
    chave: `solicitacao.finalizada:${sol.id}:${done}:${failed}`,
  });
}

const OPEN_JOB_STATES = ['waiting', 'delayed', 'stuck', 'active'] as const;

/**
 * Certificates still waiting or running past the response times of Configurações do sistema: a 'pendencia'
 * once past `avisoAutomatico` hours (the reminder; 48 by default) and an 'erro' once past
 * `tempoMaximoResposta` (the maximum; 72), each once per job (its key). A job already past the maximum gets
 * only the 'erro'. Returns how many certificates were notified. Run by the job supervisor.
 */
export async function notifyLateCertificates(db: Db): Promise<number> {
  const { avisoAutomatico, tempoMaximoResposta } = await responseTimeSettings(db);
  const stages = [
    { key: 'certidao.prazo', from: tempoMaximoResposta, to: undefined },
    { key: 'certidao.atrasada', from: avisoAutomatico, to: tempoMaximoResposta },
  ] as const;
  let notified = 0;
  for (const stage of stages) {
    const late = await db
      .select({ jobId: jobs.id, certidaoId: jobs.certidaoId })
      .from(jobs)
      .innerJoin(certidoes, eq(certidoes.jobId, jobs.id))
      .where(
        and(
          inArray(jobs.state, [...OPEN_JOB_STATES]),
          // A person's work has its own deadline (notifyAssistedOverdue).
          eq(jobs.porOperador, false),
          inArray(certidoes.status, ['pendente', 'processando']),
          sql`${jobs.createdAt} < now() - (${stage.from} * interval '1 hour')`,
          stage.to === undefined
            ? undefined
            : sql`${jobs.createdAt} >= now() - (${stage.to} * interval '1 hour')`,
          sql`not exists (select 1 from notificacoes n where n.chave = ${`${stage.key}:`} || ${jobs.id}::text)`,
        ),
      )
      .limit(50);
    for (const { jobId, certidaoId } of late) {
      await db.transaction(async (tx) => {
        const row = await certificateOf(tx, certidaoId);
        if (!row) return;
        const label = certificateLabel(row.cert.tipoCertidao);
        const overdue = stage.key === 'certidao.prazo';
        await notifyStaff(tx, {
          tipo: overdue ? 'erro' : 'pendencia',
          evento: stage.key,
          titulo: overdue ? `Certidão ${label} fora do prazo` : `Certidão ${label} atrasada`,
          mensagem: overdue
            ? `A certidão de ${row.sol.nomeCompleto} passou do tempo máximo de resposta (${stage.from} horas).`
            : `A certidão de ${row.sol.nomeCompleto} aguarda há mais de ${stage.from} horas.`,
          link: requestLink(row.sol.id),
          chave: `${stage.key}:${jobId}`,
        });
      });
      notified++;
    }
  }
  return notified;
}

/**
 * Open assisted jobs waiting for a person past their deadline (`prazoEm`, by the server's clock `now`): an
 * 'erro' to the staff, once per job (`atrasoAvisadoEm` set in the same transaction). Returns how many.
 */
export async function notifyAssistedOverdue(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.porOperador, true),
        inArray(jobs.state, ['waiting', 'active']),
        sql`${jobs.atrasoAvisadoEm} is null`,
        sql`${jobs.prazoEm} < ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(jobs.prazoEm)
    .limit(50);
  let notified = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [job] = await tx
        .update(jobs)
        .set({ atrasoAvisadoEm: now })
        .where(and(eq(jobs.id, id), sql`${jobs.atrasoAvisadoEm} is null`))
        .returning({ certidaoId: jobs.certidaoId, prazoEm: jobs.prazoEm, operadorId: jobs.operadorId });
      if (!job) return false;
      const row = await certificateOf(tx, job.certidaoId);
      if (!row) return false;
      const label = certificateLabel(row.cert.tipoCertidao);
      await notifyStaff(tx, {
        tipo: 'erro',
        // The contract's event of a certificate past the time promised.
        evento: 'certidao.prazo',
        titulo: `Emissão assistida atrasada: ${label}`,
        mensagem: `A certidão de ${row.sol.nomeCompleto} passou do prazo prometido (${formatDateTime(job.prazoEm ?? now)}) ${job.operadorId ? 'e continua em atendimento' : 'sem que um operador a assumisse'}.`,
        link: requestLink(row.sol.id),
        chave: `assistida.atrasada:${id}`,
      });
      return true;
    });
    if (done) notified++;
  }
  return notified;
}

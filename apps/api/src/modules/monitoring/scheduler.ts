import {
  formatDate,
  isPositive,
  type LatestCertificate,
  nextRenewal,
  type ResultadoCertidao,
  resultChanged,
  resultLabel,
  typesDue,
} from '@certidao/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listen } from '../../db/listen.ts';
import { rowsOf } from '../../db/queries.ts';
import { QUEUES } from '../../db/queueSchema.ts';
import { certidoes, monitoramentoCertidoes, monitoramentos, notificacoes, users } from '../../db/schema.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { MONITORING_CHANNEL } from '../../jobs/notify.ts';
import { escapeHtml, type MailMessage } from '../../services/mailer.ts';
import { metrics } from '../../services/metrics.ts';
import { emitWebhookEvent } from '../../services/webhookEvents.ts';
import { insertRequest, limitReached, quotaOf } from '../requests/service.ts';
import { addTimeline, newestPdfs, renewalRequest, renewedRequestFields, typeLabel } from './service.ts';

/** The pg-boss queue of monitoring passes. */
export const MONITORING_QUEUE = QUEUES.monitoring;
/** Parties handled per transaction. */
const BATCH = 100;
const DAY_MS = 86_400_000;

type PartyRow = typeof monitoramentos.$inferSelect;

/** What a pass needs: the HTTP server's context, or the parts a worker process builds (worker.ts). */
export type MonitoringDeps = Pick<
  AppContext,
  'config' | 'db' | 'database' | 'clock' | 'pipeline' | 'mailer' | 'log'
>;

export interface PassResult {
  /** Renewal requests created. */
  renovacoes: number;
  /** Renewals whose certificates all finished and were recorded. */
  concluidas: number;
  /** Alerts of certificates past their validity. */
  vencidas: number;
  /** Renewals not created for lack of plan or quota. */
  semCota: number;
}

/** What a pass tells people once its transaction commits. */
interface Alert {
  owner: Pick<UserRow, 'id' | 'email' | 'firstName'>;
  party: Pick<PartyRow, 'id' | 'nomeCompleto'>;
  kind: 'resultado_alterado' | 'renovacao_falhou' | 'vencida' | 'sem_cota';
  title: string;
  text: string;
  chave: string;
}

const NOTIFICATION_KIND: Record<Alert['kind'], 'vencimento' | 'erro' | 'pendencia'> = {
  resultado_alterado: 'pendencia',
  renovacao_falhou: 'erro',
  vencida: 'vencimento',
  sem_cota: 'pendencia',
};

/** The owner's notification (in the pass's transaction; once per key). */
async function notify(tx: DbOrTx, a: Alert) {
  await tx
    .insert(notificacoes)
    .values({
      userId: a.owner.id,
      tipo: NOTIFICATION_KIND[a.kind],
      evento: `monitoramento.${a.kind}`,
      titulo: a.title.slice(0, 200),
      mensagem: a.text.slice(0, 1000),
      link: `/monitoramento/${a.party.id}`,
      chave: `monitoramento:${a.chave}`,
    })
    .onConflictDoNothing({ target: [notificacoes.userId, notificacoes.chave] });
}

function alertEmail(a: Alert, publicUrl: string): MailMessage {
  const link = `${publicUrl}/monitoramento/${a.party.id}`;
  return {
    to: a.owner.email,
    subject: `${a.title} — ${a.party.nomeCompleto}`,
    text: [
      `Olá, ${a.owner.firstName}!`,
      '',
      a.text,
      '',
      `Veja o histórico: ${link}`,
      '',
      'Equipe Certidão Ágil',
    ].join('\n'),
    html: `<p>Olá, ${escapeHtml(a.owner.firstName)}!</p><p>${escapeHtml(a.text)}</p><p><a href="${escapeHtml(link)}">Ver o histórico de ${escapeHtml(a.party.nomeCompleto)}</a></p><p>Equipe Certidão Ágil</p>`,
  };
}

async function sendAlerts(ctx: MonitoringDeps, alerts: Alert[]) {
  for (const a of alerts) {
    try {
      await ctx.mailer.send(alertEmail(a, ctx.config.publicUrl));
    } catch (error) {
      ctx.log.warn({ err: error, party: a.party.id }, 'monitoring alert e-mail not sent');
    }
  }
}

async function ownersOf(tx: DbOrTx, parties: PartyRow[]) {
  const rows = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(parties.map((p) => p.userId))]));
  return new Map(rows.map((u) => [u.id, u]));
}

async function statesOf(tx: DbOrTx, parties: PartyRow[]) {
  const rows = await tx
    .select()
    .from(monitoramentoCertidoes)
    .where(
      inArray(
        monitoramentoCertidoes.monitoramentoId,
        parties.map((p) => p.id),
      ),
    );
  const by = new Map<string, (typeof rows)[number][]>();
  for (const r of rows) by.set(r.monitoramentoId, [...(by.get(r.monitoramentoId) ?? []), r]);
  return by;
}

// ───────────────────────────── due renewals ─────────────────────────────

/**
 * Creates the renewals due by `now`, one batch per transaction. The due rows are locked (`skip locked`: two
 * processes take different parties) and each one's renewal, its timeline entry (keyed by the due date) and
 * its new state commit together, so every due date yields exactly one renewal, whatever runs twice.
 */
async function createDueRenewals(ctx: MonitoringDeps, now: Date, alerts: Alert[]): Promise<[number, number]> {
  let created = 0;
  let noQuota = 0;
  for (;;) {
    const handled = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(monitoramentos)
        .where(
          and(
            eq(monitoramentos.status, 'ativo'),
            sql`${monitoramentos.renovacaoSolicitacaoId} is null`,
            sql`${monitoramentos.proximaRenovacaoEm} <= ${now}`,
          ),
        )
        .orderBy(monitoramentos.proximaRenovacaoEm)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (!due.length) return 0;
      // One after the other: a transaction's one connection runs them in turn anyway.
      const owners = await ownersOf(tx, due);
      const states = await statesOf(tx, due);
      const renewed = await renewedRequestFields(
        tx,
        due.map((p) => p.id),
      );
      // Requests each owner may still create this month, counted once per batch: the owner's row stays locked
      // until the batch commits (as a request by the owner would lock it), so the count cannot go stale.
      const left = new Map<string, { n: number; motivo: string }>();
      const quotaLeft = async (owner: UserRow) => {
        let q = left.get(owner.id);
        if (!q) {
          await tx.execute(sql`select id from users where id = ${owner.id} for update`);
          // Counted in real months, as the requests' own dates are (not by the movable clock).
          const quota = await quotaOf(tx, owner);
          q = {
            n: !quota.podeCriar ? 0 : quota.ilimitado ? Number.POSITIVE_INFINITY : (quota.disponiveis ?? 0),
            // Spent within this batch: the plan's own words for a reached limit.
            motivo: quota.motivo ?? limitReached(quota.limite),
          };
          left.set(owner.id, q);
        }
        return q;
      };
      for (const party of due) {
        const owner = owners.get(party.userId) as UserRow;
        const latest: LatestCertificate[] = states.get(party.id) ?? [];
        const tipos = typesDue(party, latest, now);
        if (!tipos.length) {
          await tx
            .update(monitoramentos)
            .set({ proximaRenovacaoEm: nextRenewal(party, latest, now), updatedAt: now })
            .where(eq(monitoramentos.id, party.id));
          continue;
        }
        const dueKey = (party.proximaRenovacaoEm as Date).toISOString();
        const quota = isStaff(owner) ? undefined : await quotaLeft(owner);
        if (quota && quota.n < 1) {
          noQuota++;
          const motivo = quota.motivo;
          const chave = `sem_cota:${party.id}:${dueKey}`;
          if (await addTimeline(tx, party.id, { at: now, tipo: 'sem_cota', chave, mensagem: motivo })) {
            const alert: Alert = {
              owner,
              party,
              kind: 'sem_cota',
              title: 'Renovação não criada',
              text: `A renovação das certidões de ${party.nomeCompleto} não foi criada: ${motivo} Tentaremos de novo amanhã.`,
              chave,
            };
            await notify(tx, alert);
            alerts.push(alert);
          }
          await tx
            .update(monitoramentos)
            .set({ proximaRenovacaoEm: new Date(now.getTime() + DAY_MS), updatedAt: now })
            .where(eq(monitoramentos.id, party.id));
          continue;
        }
        if (quota) quota.n--;
        // Under the kit and cost centre of the request it renews, so the company's reports keep it there.
        const request = renewalRequest(party, tipos, renewed.get(party.id));
        const { solicitacaoId } = await insertRequest(ctx, tx, owner, request, {
          enforcePlan: false,
          monitoramentoId: party.id,
        });
        // Keyed by the due date: a second renewal of the same due date cannot commit (the row lock above already
        // keeps other passes away; this is the database's own guarantee).
        const fresh = await addTimeline(tx, party.id, {
          at: now,
          tipo: 'renovacao_criada',
          chave: `renovacao:${dueKey}`,
          mensagem: `Renovação solicitada: ${tipos.map(typeLabel).join(', ')}.`,
          solicitacaoId,
        });
        if (!fresh) throw new Error(`renewal of ${party.id} for ${dueKey} already recorded`);
        await tx
          .update(monitoramentos)
          .set({ renovacaoSolicitacaoId: solicitacaoId, proximaRenovacaoEm: null, updatedAt: now })
          .where(eq(monitoramentos.id, party.id));
        created++;
      }
      return due.length;
    });
    if (handled < BATCH) break;
  }
  return [created, noQuota];
}

// ───────────────────────────── finished renewals ─────────────────────────────

/**
 * Records the renewals whose certificates all finished: each issued certificate becomes the party's latest
 * of its type (a changed result is an alert), each failed or cancelled one is an alert, and the next renewal
 * is computed (a failure tries again a day later, not at once).
 */
async function settleFinished(ctx: MonitoringDeps, now: Date, alerts: Alert[]): Promise<number> {
  let settled = 0;
  for (;;) {
    const handled = await ctx.db.transaction(async (tx) => {
      const finished = await tx
        .select()
        .from(monitoramentos)
        .where(
          and(
            sql`${monitoramentos.renovacaoSolicitacaoId} is not null`,
            sql`not exists (select 1 from certidoes c where c.solicitacao_id = ${monitoramentos.renovacaoSolicitacaoId} and c.status in ('pendente', 'processando'))`,
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (!finished.length) return 0;
      const owners = await ownersOf(tx, finished);
      const states = await statesOf(tx, finished);
      const certs = await tx
        .select()
        .from(certidoes)
        .where(
          inArray(
            certidoes.solicitacaoId,
            finished.map((p) => p.renovacaoSolicitacaoId as string),
          ),
        );
      const newest = await newestPdfs(
        tx,
        certs.map((c) => c.id),
      );
      for (const party of finished) {
        const owner = owners.get(party.userId) as UserRow;
        const latest = [...(states.get(party.id) ?? [])];
        let failed = false;
        let changedAt: Date | null = null;
        for (const cert of certs.filter((c) => c.solicitacaoId === party.renovacaoSolicitacaoId)) {
          const pdf = newest.get(cert.id);
          const tipo = typeLabel(cert.tipoCertidao);
          if (cert.status === 'concluido' && pdf) {
            const previous = latest.find((l) => l.tipoCertidao === cert.tipoCertidao);
            const before = previous?.resultado as ResultadoCertidao | null | undefined;
            const row = {
              monitoramentoId: party.id,
              tipoCertidao: cert.tipoCertidao,
              resultado: pdf.resultado,
              emitidoEm: pdf.emitidoEm,
              validoAte: pdf.validoAte,
              certidaoId: cert.id,
              solicitacaoId: cert.solicitacaoId,
            };
            await tx
              .insert(monitoramentoCertidoes)
              .values(row)
              .onConflictDoUpdate({
                target: [monitoramentoCertidoes.monitoramentoId, monitoramentoCertidoes.tipoCertidao],
                set: row,
              });
            if (previous) Object.assign(previous, row);
            else latest.push({ ...row });
            const resultado = pdf.resultado as ResultadoCertidao;
            await addTimeline(tx, party.id, {
              at: now,
              tipo: 'certidao_emitida',
              chave: `emitida:${pdf.id}`,
              mensagem: `${tipo}: ${resultLabel(resultado)}${pdf.validoAte ? `, válida até ${formatDate(pdf.validoAte)}` : ''}.`,
              tipoCertidao: cert.tipoCertidao,
              resultado,
              solicitacaoId: cert.solicitacaoId,
            });
            if (resultChanged(before, resultado)) {
              const chave = `alterado:${pdf.id}`;
              const text = `${tipo} de ${party.nomeCompleto}: o resultado mudou de '${resultLabel(before as ResultadoCertidao)}' para '${resultLabel(resultado)}'.`;
              if (
                await addTimeline(tx, party.id, {
                  at: now,
                  tipo: 'resultado_alterado',
                  chave,
                  mensagem: text,
                  tipoCertidao: cert.tipoCertidao,
                  resultado,
                  resultadoAnterior: before,
                  solicitacaoId: cert.solicitacaoId,
                })
              ) {
                changedAt = now;
                const alert: Alert = {
                  owner,
                  party,
                  kind: 'resultado_alterado',
                  title: isPositive(resultado) ? 'Resultado alterado: agora consta' : 'Resultado alterado',
                  text,
                  chave,
                };
                await notify(tx, alert);
                alerts.push(alert);
                await emitWebhookEvent(tx, {
                  userId: owner.id,
                  solicitacaoId: cert.solicitacaoId,
                  tipo: 'certidao.resultado_alterado',
                  chave: `certidao.resultado_alterado:${pdf.id}`,
                  dados: {
                    monitoramentoId: party.id,
                    nomeCompleto: party.nomeCompleto,
                    documento: pdf.documento,
                    tipoCertidao: cert.tipoCertidao,
                    resultadoAnterior: before,
                    resultado,
                    solicitacaoId: cert.solicitacaoId,
                    certidaoId: cert.id,
                    validoAte: pdf.validoAte?.toISOString() ?? null,
                  },
                });
              }
            }
          } else if (cert.status === 'falhou' || cert.status === 'cancelado') {
            failed = true;
            const chave = `falhou:${cert.id}`;
            const text = `A renovação da certidão ${tipo} de ${party.nomeCompleto} ${cert.status === 'cancelado' ? 'foi cancelada' : `falhou${cert.erro ? `: ${cert.erro}` : '.'}`} Tentaremos de novo amanhã.`;
            if (
              await addTimeline(tx, party.id, {
                at: now,
                tipo: 'renovacao_falhou',
                chave,
                mensagem: text,
                tipoCertidao: cert.tipoCertidao,
                solicitacaoId: cert.solicitacaoId,
              })
            ) {
              const alert: Alert = {
                owner,
                party,
                kind: 'renovacao_falhou',
                title: 'Renovação falhou',
                text,
                chave,
              };
              await notify(tx, alert);
              alerts.push(alert);
            }
          }
        }
        let next = party.status === 'pausado' ? null : nextRenewal(party, latest, now);
        if (next && failed) next = new Date(Math.max(next.getTime(), now.getTime() + DAY_MS));
        await tx
          .update(monitoramentos)
          .set({
            renovacaoSolicitacaoId: null,
            proximaRenovacaoEm: next,
            ...(changedAt ? { ultimaAlteracaoEm: changedAt } : {}),
            updatedAt: now,
          })
          .where(eq(monitoramentos.id, party.id));
        settled++;
      }
      return finished.length;
    });
    if (handled < BATCH) break;
  }
  return settled;
}

// ───────────────────────────── expiries ─────────────────────────────

/** Alerts once for each monitored certificate past its validity (a renewal that came in time avoids it). */
async function alertExpired(ctx: MonitoringDeps, now: Date, alerts: Alert[]): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const rows = rowsOf<{
      monitoramento_id: string;
      tipo_certidao: string;
      certidao_id: string;
      solicitacao_id: string | null;
      valido_ate: Date | string;
      user_id: string;
      nome_completo: string;
    }>(
      await tx.execute(sql`
        select mc.monitoramento_id, mc.tipo_certidao, mc.certidao_id, mc.solicitacao_id, mc.valido_ate,
               m.user_id, m.nome_completo
        from monitoramento_certidoes mc join monitoramentos m on m.id = mc.monitoramento_id
        where mc.valido_ate < ${now} and mc.certidao_id is not null
          and not exists (select 1 from monitoramento_eventos e
                          where e.monitoramento_id = mc.monitoramento_id and e.chave = 'vencida:' || mc.certidao_id::text)
        order by mc.valido_ate
        limit 500`),
    );
    if (!rows.length) return 0;
    const owners = await tx
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.user_id))]));
    let count = 0;
    for (const r of rows) {
      const owner = owners.find((u) => u.id === r.user_id) as UserRow;
      const tipo = typeLabel(r.tipo_certidao);
      const chave = `vencida:${r.certidao_id}`;
      const text = `A certidão ${tipo} de ${r.nome_completo} venceu em ${formatDate(new Date(r.valido_ate))} sem uma renovação válida.`;
      if (
        await addTimeline(tx, r.monitoramento_id, {
          at: now,
          tipo: 'certidao_vencida',
          chave,
          mensagem: text,
          tipoCertidao: r.tipo_certidao,
          solicitacaoId: r.solicitacao_id,
        })
      ) {
        count++;
        const alert: Alert = {
          owner,
          party: { id: r.monitoramento_id, nomeCompleto: r.nome_completo },
          kind: 'vencida',
          title: 'Certidão vencida',
          text,
          chave,
        };
        await notify(tx, alert);
        alerts.push(alert);
      }
    }
    return count;
  });
}

// ───────────────────────────── the pass ─────────────────────────────

/**
 * One monitoring pass at the server's clock: record finished renewals, create the due ones, alert expiries;
 * then send the e-mails of the alerts committed. Safe to run in any number of processes at once.
 */
export async function runMonitoringPass(ctx: MonitoringDeps): Promise<PassResult> {
  const started = performance.now();
  await ctx.clock.refresh(ctx.db);
  const now = ctx.clock.now();
  const alerts: Alert[] = [];
  const concluidas = await settleFinished(ctx, now, alerts);
  const [renovacoes, semCota] = await createDueRenewals(ctx, now, alerts);
  const vencidas = await alertExpired(ctx, now, alerts);
  await sendAlerts(ctx, alerts);
  const result = { renovacoes, concluidas, vencidas, semCota };
  metrics.monitoringPass((performance.now() - started) / 1000, result);
  return result;
}

export interface MonitoringWorker {
  /** Runs a pass in this process soon (after a party is added or changed, a renewal finished). */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * The schedule, on the durable job queue: every process offers a pass job once per interval, throttled by
 * pg-boss to one per interval across all processes (`singletonSeconds`), and a free worker of any process
 * runs it; a pass that dies with its process is retried by pg-boss. Renewals are exactly once per due date
 * by the database (see createDueRenewals), not by the queue, so an extra pass (a wake-up) is harmless.
 */
export async function startMonitoring(ctx: MonitoringDeps): Promise<MonitoringWorker> {
  const queue = ctx.pipeline.queue;
  const interval = ctx.config.monitoringIntervalSeconds;
  await queue.ensureQueue(MONITORING_QUEUE, { retryLimit: 3, retryDelay: 5, expireInSeconds: 15 * 60 });
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;
  const pass = () => {
    if (stopped) return running;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await runMonitoringPass(ctx);
        } while (again && !stopped);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const offer = () => {
    if (stopped) return;
    queue.boss
      .send(MONITORING_QUEUE, {}, { singletonKey: 'passagem', singletonSeconds: interval })
      .catch((error) => ctx.log.warn({ err: error }, 'monitoring pass not scheduled'));
  };
  await queue.boss.work(
    MONITORING_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: Math.max(0.5, Math.min(interval, 5)) },
    async () => {
      await pass();
    },
  );
  const timer = setInterval(offer, interval * 1000);
  timer.unref();
  offer();
  let wakeTimer: NodeJS.Timeout | undefined;
  const wake = () => {
    if (stopped || wakeTimer) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      pass()?.catch((error) => ctx.log.error({ err: error }, 'monitoring pass failed'));
    }, 50);
    wakeTimer.unref();
  };
  // A renewal that finished (in any process) is recorded, and its alerts sent, without waiting for the schedule.
  const unlisten = await listen(ctx.database, MONITORING_CHANNEL, wake);
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten().catch(() => {});
      if (wakeTimer) clearTimeout(wakeTimer);
      await running?.catch(() => {});
      await queue.boss
        .offWork(MONITORING_QUEUE)
        .catch((error) => ctx.log.warn({ err: error }, 'monitoring worker stop failed'));
    },
  };
}

/**
 * The monitoring pass and its schedule. Long file: the pass's steps (due renewals, finished ones, expiries) come
 * in the order a pass runs them, then the schedule that runs passes on the durable queue.
 */
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
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listen } from '../../db/listen.ts';
import { rowsOf } from '../../db/queries.ts';
import { QUEUES } from '../../db/queueSchema.ts';
import { certidoes, monitoramentoCertidoes, monitoramentos, users } from '../../db/schema.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { MONITORING_CHANNEL } from '../../jobs/notify.ts';
import type { MailMessage } from '../../services/mailer.ts';
import { metrics } from '../../services/metrics.ts';
import { emitWebhookEvent } from '../../services/webhookEvents.ts';
import { type Alert, deliver, sendDigests, sendMails } from './alerts.ts';
import { blockForQuota, quotaAlerts, quotaCounter } from './quota.ts';
import { createRenewal } from './renewals.ts';
import { addTimeline, newestPdfs, renewedRequestFields, typeLabel } from './service.ts';

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

const partyLink = (id: string) => `/monitoramento/${id}`;

export interface PassResult {
  /** Renewal requests created. */
  renovacoes: number;
  /** Renewals whose certificates all finished and were recorded. */
  concluidas: number;
  /** Alerts of certificates past their validity. */
  vencidas: number;
  /** Parties newly blocked for lack of plan or quota (each retry of a blocked party is not counted again). */
  semCota: number;
  /** Daily digest e-mails sent. */
  resumos: number;
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
 * its new state commit together, so every due date yields exactly one renewal, whatever runs twice. A party
 * the quota cannot cover stays due and blocked (quota.ts): every pass tries it again, and whatever brings quota
 * wakes a pass, so it is renewed as soon as it can be.
 */
async function createDueRenewals(
  ctx: MonitoringDeps,
  now: Date,
  mails: MailMessage[],
): Promise<[number, number]> {
  let created = 0;
  let noQuota = 0;
  // Parties still blocked stay due: a pass looks at each once.
  const seen: string[] = [];
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
            seen.length ? notInArray(monitoramentos.id, seen) : undefined,
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
      const quotaLeft = quotaCounter(tx);
      const blocked: Array<{ owner: UserRow; party: PartyRow; motivo: string }> = [];
      for (const party of due) {
        seen.push(party.id);
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
          // Counted when the party becomes blocked (or for another reason), not at every retry while it waits.
          if (await blockForQuota(tx, party, quota.motivo, dueKey, now)) {
            noQuota++;
            blocked.push({ owner, party, motivo: quota.motivo });
          }
          continue;
        }
        if (quota) quota.n--;
        await createRenewal(ctx, tx, owner, party, tipos, renewed.get(party.id), `renovacao:${dueKey}`, now);
        created++;
      }
      mails.push(...(await deliver(tx, quotaAlerts(blocked, now), now)));
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
async function settleFinished(ctx: MonitoringDeps, now: Date, mails: MailMessage[]): Promise<number> {
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
      const alerts: Alert[] = [];
      for (const party of finished) {
        const owner = owners.get(party.userId) as UserRow;
        const latest = [...(states.get(party.id) ?? [])];
        let failed = false;
        let changedAt: Date | null = null;
        // One alert per party and event, its types grouped.
        const changes: Array<{ text: string; positive: boolean; chave: string }> = [];
        const failures: Array<{ text: string; chave: string }> = [];
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
                changes.push({
                  text: `${tipo}: '${resultLabel(before as ResultadoCertidao)}' → '${resultLabel(resultado)}'`,
                  positive: isPositive(resultado),
                  chave,
                });
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
            )
              failures.push({
                text: `${tipo}: ${cert.status === 'cancelado' ? 'cancelada' : `falhou${cert.erro ? ` (${cert.erro})` : ''}`}`,
                chave,
              });
          }
        }
        if (changes.length)
          alerts.push({
            owner,
            party,
            tipo: 'resultado',
            title: changes.some((c) => c.positive)
              ? 'Resultado alterado: agora consta'
              : 'Resultado alterado',
            text: `O resultado mudou em ${changes.length === 1 ? '1 certidão' : `${changes.length} certidões`} de ${party.nomeCompleto}:\n${changes.map((c) => c.text).join('\n')}`,
            chave: (changes[0] as (typeof changes)[number]).chave,
            link: partyLink(party.id),
          });
        if (failures.length)
          alerts.push({
            owner,
            party,
            tipo: 'falha',
            title: 'Renovação falhou',
            text: `A renovação de ${party.nomeCompleto} não trouxe ${failures.length === 1 ? '1 certidão' : `${failures.length} certidões`}:\n${failures.map((f) => f.text).join('\n')}\nTentaremos de novo amanhã.`,
            chave: (failures[0] as (typeof failures)[number]).chave,
            link: partyLink(party.id),
          });
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
      mails.push(...(await deliver(tx, alerts, now)));
      return finished.length;
    });
    if (handled < BATCH) break;
  }
  return settled;
}

// ───────────────────────────── expiries ─────────────────────────────

/**
 * Alerts once for each monitored certificate past its validity (a renewal that came in time avoids it): a
 * timeline entry per certificate, one alert per party for those found together. A paused party is not alerted.
 */
async function alertExpired(ctx: MonitoringDeps, now: Date, mails: MailMessage[]): Promise<number> {
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
        where mc.valido_ate < ${now} and mc.certidao_id is not null and m.status = 'ativo'
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
    const byParty = new Map<string, { owner: UserRow; nome: string; lines: string[]; chave: string }>();
    let count = 0;
    for (const r of rows) {
      const tipo = typeLabel(r.tipo_certidao);
      const chave = `vencida:${r.certidao_id}`;
      const venceu = formatDate(new Date(r.valido_ate));
      const fresh = await addTimeline(tx, r.monitoramento_id, {
        at: now,
        tipo: 'certidao_vencida',
        chave,
        mensagem: `A certidão ${tipo} de ${r.nome_completo} venceu em ${venceu} sem uma renovação válida.`,
        tipoCertidao: r.tipo_certidao,
        solicitacaoId: r.solicitacao_id,
      });
      if (!fresh) continue;
      count++;
      const group = byParty.get(r.monitoramento_id) ?? {
        owner: owners.find((u) => u.id === r.user_id) as UserRow,
        nome: r.nome_completo,
        lines: [],
        chave,
      };
      group.lines.push(`${tipo}: venceu em ${venceu}`);
      byParty.set(r.monitoramento_id, group);
    }
    const alerts: Alert[] = [...byParty].map(([id, g]) => ({
      owner: g.owner,
      party: { id, nomeCompleto: g.nome },
      tipo: 'vencimento',
      title: g.lines.length === 1 ? 'Certidão vencida' : 'Certidões vencidas',
      text: `${g.lines.length === 1 ? 'Uma certidão' : `${g.lines.length} certidões`} de ${g.nome} ${g.lines.length === 1 ? 'venceu' : 'venceram'} sem uma renovação válida:\n${g.lines.join('\n')}`,
      chave: g.chave,
      link: partyLink(id),
    }));
    mails.push(...(await deliver(tx, alerts, now)));
    return count;
  });
}

// ───────────────────────────── the pass ─────────────────────────────

/**
 * One monitoring pass at the server's clock: record finished renewals, create the due ones (retrying those
 * blocked for quota), alert expiries, send the daily digests that are due; the e-mails of the alerts go once
 * their transactions commit. Safe to run in any number of processes at once.
 */
export async function runMonitoringPass(ctx: MonitoringDeps): Promise<PassResult> {
  const started = performance.now();
  await ctx.clock.refresh(ctx.db);
  const now = ctx.clock.now();
  const mails: MailMessage[] = [];
  const concluidas = await settleFinished(ctx, now, mails);
  const [renovacoes, semCota] = await createDueRenewals(ctx, now, mails);
  const vencidas = await alertExpired(ctx, now, mails);
  await sendMails(ctx, mails);
  const resumos = await sendDigests(ctx, now);
  const result = { renovacoes, concluidas, vencidas, semCota, resumos };
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
  await queue.work(
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
      await queue
        .offWork(MONITORING_QUEUE)
        .catch((error) => ctx.log.warn({ err: error }, 'monitoring worker stop failed'));
    },
  };
}

import { startOfDaySaoPaulo, toSaoPauloIsoDate } from '@certidao/domain';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/queries.ts';
import {
  ALERTA_MODOS,
  ALERTA_TIPOS,
  alertasResumo,
  alertasResumosEnviados,
  notificacoes,
  preferenciasAlertas,
  users,
} from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { escapeHtml, type MailMessage } from '../../services/mailer.ts';
import type { MonitoringDeps } from './scheduler.ts';

/**
 * Monitoring's alerts: one per party and event (its certificate types grouped in the text), delivered by each
 * user's choice per kind — at once (notification and e-mail), in the daily digest (notification now, the e-mail
 * in the next digest) or off (the party's timeline only).
 */
export type AlertaTipo = (typeof ALERTA_TIPOS)[number];
export type AlertaModo = (typeof ALERTA_MODOS)[number];

export const ALERTA_LABELS: Record<AlertaTipo, string> = {
  vencimento: 'Certidão vencida',
  resultado: 'Mudança de resultado',
  falha: 'Renovação com falha',
  cota: 'Renovação sem cota',
};

/** What a pass tells a user once its transaction commits. */
export interface Alert {
  owner: Pick<UserRow, 'id' | 'email' | 'firstName'>;
  /** The party (null for an alert about several, such as quota). */
  party: { id: string; nomeCompleto: string } | null;
  tipo: AlertaTipo;
  title: string;
  text: string;
  /** One notification per user and key. */
  chave: string;
  link: string;
}

const NOTIFICATION_KIND: Record<AlertaTipo, 'vencimento' | 'erro' | 'pendencia'> = {
  resultado: 'pendencia',
  falha: 'erro',
  vencimento: 'vencimento',
  cota: 'pendencia',
};

const EVENT: Record<AlertaTipo, string> = {
  resultado: 'monitoramento.resultado_alterado',
  falha: 'monitoramento.renovacao_falhou',
  vencimento: 'monitoramento.vencida',
  cota: 'monitoramento.sem_cota',
};

/** Every kind's mode for a user (a kind never chosen is 'imediato'). */
export async function preferencesOf(db: DbOrTx, userId: string): Promise<Record<AlertaTipo, AlertaModo>> {
  const rows = await db.select().from(preferenciasAlertas).where(eq(preferenciasAlertas.userId, userId));
  const out = Object.fromEntries(ALERTA_TIPOS.map((t) => [t, 'imediato'])) as Record<AlertaTipo, AlertaModo>;
  for (const r of rows) out[r.tipo] = r.modo;
  return out;
}

export async function updatePreferences(db: DbOrTx, userId: string, body: Partial<Record<string, string>>) {
  const entries = Object.entries(body ?? {});
  for (const [tipo, modo] of entries) {
    if (!ALERTA_TIPOS.includes(tipo as AlertaTipo)) throw badRequest(`Tipo de alerta desconhecido: ${tipo}.`);
    if (!ALERTA_MODOS.includes(modo as AlertaModo))
      throw badRequest(`Escolha 'imediato', 'resumo_diario' ou 'desligado' para ${tipo}.`);
  }
  if (entries.length)
    await db
      .insert(preferenciasAlertas)
      .values(entries.map(([tipo, modo]) => ({ userId, tipo: tipo as AlertaTipo, modo: modo as AlertaModo })))
      .onConflictDoUpdate({
        target: [preferenciasAlertas.userId, preferenciasAlertas.tipo],
        set: { modo: sql`excluded.modo`, updatedAt: sql`now()` },
      });
  return preferencesOf(db, userId);
}

/**
 * Records the alerts in the pass's transaction, by each owner's choice: the notification (dated by the
 * server's clock, as the timeline is) and the digest's item; answers the e-mails to send once it commits.
 */
export async function deliver(tx: DbOrTx, alerts: Alert[], now: Date): Promise<MailMessage[]> {
  if (!alerts.length) return [];
  const prefs = new Map<string, Record<AlertaTipo, AlertaModo>>();
  const mails: Alert[] = [];
  for (const a of alerts) {
    let p = prefs.get(a.owner.id);
    if (!p) {
      p = await preferencesOf(tx, a.owner.id);
      prefs.set(a.owner.id, p);
    }
    const modo = p[a.tipo];
    if (modo === 'desligado') continue;
    const [note] = await tx
      .insert(notificacoes)
      .values({
        userId: a.owner.id,
        tipo: NOTIFICATION_KIND[a.tipo],
        evento: EVENT[a.tipo],
        titulo: a.title.slice(0, 200),
        mensagem: a.text.slice(0, 1000),
        link: a.link,
        chave: `monitoramento:${a.chave}`,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [notificacoes.userId, notificacoes.chave] })
      .returning({ id: notificacoes.id });
    // Already told (a pass seen twice): no second e-mail either.
    if (!note) continue;
    if (modo === 'imediato') mails.push(a);
    else
      await tx.insert(alertasResumo).values({
        userId: a.owner.id,
        tipo: a.tipo,
        monitoramentoId: a.party?.id ?? null,
        titulo: a.title,
        mensagem: a.text,
        link: a.link,
        createdAt: now,
      });
  }
  return mails.map((a) => alertEmail(a));
}

const publicUrlOf = (ctx: Pick<MonitoringDeps, 'config'>) => ctx.config.publicUrl;

function alertEmail(a: Alert): MailMessage & { path: string } {
  return {
    path: a.link,
    to: a.owner.email,
    subject: a.party ? `${a.title} — ${a.party.nomeCompleto}` : a.title,
    text: [`Olá, ${a.owner.firstName}!`, '', a.text, '', 'Veja: {link}', '', 'Equipe Certidão Ágil'].join(
      '\n',
    ),
    html: `<p>Olá, ${escapeHtml(a.owner.firstName)}!</p>${a.text
      .split('\n')
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join(
        '',
      )}<p><a href="{link}">${escapeHtml(a.party ? `Ver o histórico de ${a.party.nomeCompleto}` : 'Ver o monitoramento')}</a></p><p>Equipe Certidão Ágil</p>`,
  };
}

/** Sends e-mails after their transaction committed; a failed send is logged (the notification remains). */
export async function sendMails(ctx: MonitoringDeps, mails: MailMessage[]) {
  for (const m of mails) {
    const { path, ...mail } = m as MailMessage & { path?: string };
    const link = `${publicUrlOf(ctx)}${path ?? '/monitoramento'}`;
    try {
      await ctx.mailer.send({
        ...mail,
        text: mail.text.replace('{link}', link),
        html: mail.html.replace('{link}', escapeHtml(link)),
      });
    } catch (error) {
      ctx.log.warn({ err: error, to: mail.to }, 'monitoring alert e-mail not sent');
    }
  }
}

// ───────────────────────────── the daily digest ─────────────────────────────

/** The São Paulo hour from which a day's digest goes out. */
export const DIGEST_HOUR = 8;

/**
 * The daily digest: from 08:00 (São Paulo, by the server's clock) each user with alerts waiting from before then
 * gets one e-mail listing them. Exactly once per user and day across processes: the day's row
 * (`alertas_resumos_enviados`, keyed by user and day) and the items it takes commit together, the items locked
 * `skip locked` so two passes take different users.
 */
export async function sendDigests(ctx: MonitoringDeps, now: Date): Promise<number> {
  const sendFrom = new Date(startOfDaySaoPaulo(now).getTime() + DIGEST_HOUR * 3_600_000);
  if (now < sendFrom) return 0;
  const dia = toSaoPauloIsoDate(now);
  const mails = await ctx.db.transaction(async (tx) => {
    const pending = rowsOf<{ user_id: string }>(
      await tx.execute(sql`
        select distinct user_id from (
          select user_id from alertas_resumo where resumo_dia is null and created_at < ${sendFrom}
          order by created_at limit 5000 for update skip locked) p`),
    );
    const out: MailMessage[] = [];
    if (!pending.length) return out;
    const owners = await tx
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          pending.map((p) => p.user_id),
        ),
      );
    for (const owner of owners) {
      const [claimed] = await tx
        .insert(alertasResumosEnviados)
        .values({ userId: owner.id, dia, itens: 0, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!claimed) continue;
      const items = await tx
        .update(alertasResumo)
        .set({ resumoDia: dia })
        .where(
          and(
            eq(alertasResumo.userId, owner.id),
            isNull(alertasResumo.resumoDia),
            lt(alertasResumo.createdAt, sendFrom),
          ),
        )
        .returning();
      if (!items.length) continue;
      items.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      await tx
        .update(alertasResumosEnviados)
        .set({ itens: items.length })
        .where(and(eq(alertasResumosEnviados.userId, owner.id), eq(alertasResumosEnviados.dia, dia)));
      out.push(digestEmail(owner, items));
    }
    return out;
  });
  await sendMails(ctx, mails);
  return mails.length;
}

function digestEmail(
  owner: Pick<UserRow, 'email' | 'firstName'>,
  items: Array<typeof alertasResumo.$inferSelect>,
): MailMessage {
  const n = items.length;
  return {
    path: '/monitoramento',
    to: owner.email,
    subject: `Resumo diário do monitoramento: ${n} ${n === 1 ? 'alerta' : 'alertas'}`,
    text: [
      `Olá, ${owner.firstName}!`,
      '',
      `Os alertas do seu monitoramento desde o último resumo (${n}):`,
      '',
      ...items.map((i) => `• ${i.titulo}: ${i.mensagem.replace(/\n/g, ' ')}`),
      '',
      'Veja: {link}',
      '',
      'Equipe Certidão Ágil',
    ].join('\n'),
    html: `<p>Olá, ${escapeHtml(owner.firstName)}!</p><p>Os alertas do seu monitoramento desde o último resumo (${n}):</p><ul>${items
      .map(
        (i) =>
          `<li><strong>${escapeHtml(i.titulo)}</strong>: ${escapeHtml(i.mensagem.replace(/\n/g, ' '))}</li>`,
      )
      .join('')}</ul><p><a href="{link}">Ver o monitoramento</a></p><p>Equipe Certidão Ágil</p>`,
  } as MailMessage;
}

import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { notificacoes, users } from '../db/schema.ts';

/** The notification centre's kinds (its tabs Vencimentos, Erros, Pendências, Sucessos). */
export type NotificationKind = (typeof notificacoes.$inferInsert)['tipo'];

export interface StaffNotification {
  tipo: NotificationKind;
  /** What happened, as a stable code (e.g. `certidao.falhou`). */
  evento: string;
  titulo: string;
  mensagem: string;
  /** A same-origin path of the web app about the subject, when there is one. */
  link?: string | null;
  /** One notification per user and key: a repeated event (a replayed webhook, a daily sweep) is ignored. */
  chave: string;
}

/**
 * Notifies every active staff user (admins and moderators): one row each, so each reads and deletes their
 * own. Call it inside the transaction that records the event, so both commit or neither does.
 */
export async function notifyStaff(db: DbOrTx, n: StaffNotification): Promise<void> {
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'moderator']), eq(users.status, 'active')));
  if (!staff.length) return;
  await db
    .insert(notificacoes)
    .values(
      staff.map((s) => ({
        userId: s.id,
        tipo: n.tipo,
        evento: n.evento,
        titulo: n.titulo.slice(0, 200),
        mensagem: n.mensagem.slice(0, 1000),
        link: n.link ?? null,
        chave: n.chave,
      })),
    )
    .onConflictDoNothing({ target: [notificacoes.userId, notificacoes.chave] });
}

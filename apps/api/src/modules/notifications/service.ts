import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offsetOf } from '../../db/queries.ts';
import { notificacoes } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

export const NOTIFICATION_NOT_FOUND = 'Notificação não encontrada.';

export type Aba = 'todas' | 'nao-lidas' | 'vencimentos' | 'erros' | 'pendencias' | 'sucessos';

const KIND_OF_TAB: Partial<Record<Aba, (typeof notificacoes.$inferSelect)['tipo']>> = {
  vencimentos: 'vencimento',
  erros: 'erro',
  pendencias: 'pendencia',
  sucessos: 'sucesso',
};

type Row = typeof notificacoes.$inferSelect;

export function toApiNotificacao(n: Row) {
  return {
    id: n.id,
    tipo: n.tipo,
    evento: n.evento as 'certidao.falhou',
    titulo: n.titulo,
    mensagem: n.mensagem,
    link: n.link,
    lida: n.lidaEm !== null,
    lidaEm: n.lidaEm?.toISOString() ?? null,
    criadoEm: n.createdAt.toISOString(),
  };
}

function tabCondition(aba: Aba | undefined): SQL | undefined {
  if (aba === 'nao-lidas') return isNull(notificacoes.lidaEm);
  const kind = aba ? KIND_OF_TAB[aba] : undefined;
  return kind ? eq(notificacoes.tipo, kind) : undefined;
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notificacoes)
    .where(and(eq(notificacoes.userId, userId), isNull(notificacoes.lidaEm)));
  return row?.n ?? 0;
}

/** One page of the user's own notifications in a tab, newest first, and the user's unread count. */
export async function listNotifications(
  db: Db,
  userId: string,
  q: { page?: number; limit?: number; aba?: Aba },
) {
  const { page: pageNumber = 1, limit = 10 } = q;
  const where = and(eq(notificacoes.userId, userId), tabCondition(q.aba));
  const [rows, [total], naoLidas] = await Promise.all([
    db
      .select()
      .from(notificacoes)
      .where(where)
      .orderBy(desc(notificacoes.createdAt), desc(notificacoes.id))
      .limit(limit)
      .offset(offsetOf(pageNumber, limit)),
    db.select({ n: count() }).from(notificacoes).where(where),
    unreadCount(db, userId),
  ]);
  return { rows: rows.map(toApiNotificacao), total: total?.n ?? 0, pageNumber, limit, naoLidas };
}

/** Marks one of the user's notifications read (the first reading time is kept); another user's is 404. */
export async function markRead(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(notificacoes)
    .where(and(eq(notificacoes.id, id), eq(notificacoes.userId, userId)))
    .limit(1);
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  if (row.lidaEm) return toApiNotificacao(row);
  const [updated] = await db
    .update(notificacoes)
    .set({ lidaEm: new Date() })
    .where(eq(notificacoes.id, id))
    .returning();
  return toApiNotificacao(updated ?? row);
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const updated = await db
    .update(notificacoes)
    .set({ lidaEm: new Date() })
    .where(and(eq(notificacoes.userId, userId), isNull(notificacoes.lidaEm)))
    .returning({ id: notificacoes.id });
  return updated.length;
}

export async function deleteNotification(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(notificacoes)
    .where(and(eq(notificacoes.id, id), eq(notificacoes.userId, userId)))
    .returning({ id: notificacoes.id });
  if (!deleted.length) throw notFound(NOTIFICATION_NOT_FOUND);
}

import type { AppContext } from '../../context.ts';
import { page } from '../../http/serializers.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { deleteNotification, listNotifications, markAllRead, markRead, unreadCount } from './service.ts';

/**
 * The Notifications tag: each user's own notifications (list, unread count, read, delete); staff get the back
 * office's alerts, customers their monitoring alerts.
 */
export function notificationHandlers(ctx: AppContext) {
  return {
    listarNotificacoes: async (req) => {
      const r = await listNotifications(ctx.db, currentUser(req).id, req.query ?? {});
      return { ...page(r.rows, r.total, r.pageNumber, r.limit), naoLidas: r.naoLidas };
    },

    contarNotificacoesNaoLidas: async (req) => ({
      naoLidas: await unreadCount(ctx.db, currentUser(req).id),
    }),

    marcarTodasNotificacoesLidas: async (req) => ({
      atualizadas: await markAllRead(ctx.db, currentUser(req).id),
    }),

    marcarNotificacaoLida: async (req) => markRead(ctx.db, currentUser(req).id, req.params.id),

    excluirNotificacao: async (req, reply) => {
      await deleteNotification(ctx.db, currentUser(req).id, req.params.id);
      return reply.code(204).send();
    },
  } satisfies HandlerPart;
}

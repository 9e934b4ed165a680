import type { AppContext } from '../../context.ts';
import type { HandlerPart } from '../../http/types.ts';
import { dashboardStats, recentRequests } from './service.ts';

/** The Dashboard tag: the staff's figures and latest requests. */
export function dashboardHandlers(ctx: AppContext) {
  return {
    getDashboardStats: async () => dashboardStats(ctx.db),
    getRecentRequests: async (req) => recentRequests(ctx.db, req.query ?? {}),
  } satisfies HandlerPart;
}

import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/types.ts';
import { dashboardStats, recentRequests } from './service.ts';

/** The Dashboard tag: the staff's figures and latest requests. */
export function dashboardHandlers(ctx: AppContext): Handlers {
  return {
    getDashboardStats: async () => dashboardStats(ctx.db),
    getRecentRequests: async (req) => recentRequests(ctx.db, req.query ?? {}),
  };
}

import type { AppContext } from '../../context.ts';
import { answerBytes, sendKeptJson } from '../../http/keptCompression.ts';
import type { HandlerPart } from '../../http/types.ts';
import { dashboardStats, recentRequests } from './service.ts';

/**
 * The staff dashboard is the same for every member of staff: one build serves every call of the same database
 * snapshot, kept at most a second because its windows (the last 30 days, this month) move with the clock.
 */
const DASHBOARD_KEY = 'painel da equipe';
const DASHBOARD_MAX_AGE_MS = 1_000;

/** The Dashboard tag: the staff's figures and latest requests. */
export function dashboardHandlers(ctx: AppContext) {
  return {
    getDashboardStats: async (req, reply) =>
      sendKeptJson(
        req,
        reply,
        await ctx.caches.answers.answer(
          ctx.db,
          DASHBOARD_KEY,
          async () => answerBytes(reply, await dashboardStats(ctx.db)),
          { maxAgeMs: DASHBOARD_MAX_AGE_MS },
        ),
      ),
    getRecentRequests: async (req) => recentRequests(ctx.db, req.query ?? {}),
  } satisfies HandlerPart;
}

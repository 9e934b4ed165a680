import type { AppContext } from '../../context.ts';
import { combineHandlers } from '../../http/types.ts';
import { cardHandlers } from './cardHandlers.ts';
import { accountHandlers } from './handlers.ts';
import { planChangeHandlers } from './planChangeHandlers.ts';
import { userPlanHandlers } from './planHandlers.ts';
import { subscriptionHandlers } from './subscriptionHandlers.ts';

/** The Users tag: accounts, the user's plan and saved card, and the staff's subscription lists. */
export function userHandlers(ctx: AppContext) {
  return combineHandlers(
    accountHandlers(ctx),
    userPlanHandlers(ctx),
    planChangeHandlers(ctx),
    cardHandlers(ctx),
    subscriptionHandlers(ctx),
  );
}

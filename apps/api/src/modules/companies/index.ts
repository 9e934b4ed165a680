import type { AppContext } from '../../context.ts';
import { combineHandlers } from '../../http/types.ts';
import { companyCoreHandlers } from './handlers.ts';
import { companyKitsHandlers } from './kitsHandlers.ts';

export {
  billingAccountIdOf,
  type CompanyScope,
  canSeeRequest,
  companyScopeOf,
  requestScopeCondition,
  requestScopeSql,
  requireCompany,
  seesWholeCompany,
} from './scope.ts';

/** The Companies tag: company accounts (handlers.ts) and kits, cost centres and reports (kitsHandlers.ts). */
export function companyHandlers(ctx: AppContext) {
  return combineHandlers(companyCoreHandlers(ctx), companyKitsHandlers(ctx));
}

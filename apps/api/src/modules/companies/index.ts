import type { AppContext } from '../../context.ts';
import { combineHandlers } from '../../http/types.ts';
import { companyCoreHandlers } from './handlers.ts';
import { companyKitsHandlers } from './kitsHandlers.ts';
import { companyStatementHandlers } from './statementHandlers.ts';

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

/**
 * The Companies tag: company accounts (handlers.ts), kits, cost centres and reports (kitsHandlers.ts), monthly
 * statements (statementHandlers.ts).
 */
export function companyHandlers(ctx: AppContext) {
  return combineHandlers(companyCoreHandlers(ctx), companyKitsHandlers(ctx), companyStatementHandlers(ctx));
}

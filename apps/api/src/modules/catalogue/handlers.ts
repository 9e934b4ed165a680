import type { AppContext } from '../../context.ts';
import type { HandlerPart } from '../../http/types.ts';
import { catalogueSummary, catalogueType, listCatalogue, listPurposes, proposal } from './service.ts';

/**
 * The Catalogue tag: public reads of the catalogue (no token; the role guard lets `x-roles: [public]` through).
 * The answers are computed from the domain's data on each call: no database, nothing to cache.
 */
export function catalogueHandlers(_ctx: AppContext) {
  return {
    listarCatalogo: async (req) => listCatalogue(req.query ?? {}),
    resumoCatalogo: async () => catalogueSummary(),
    listarFinalidades: async () => listPurposes(),
    proporCertidoes: async (req) => proposal(req.query),
    obterTipoCertidao: async (req) => catalogueType(req.params.codigo),
  } satisfies HandlerPart;
}

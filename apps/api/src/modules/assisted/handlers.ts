import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { page } from '../../http/serializers.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { fulfilAssisted } from './fulfil.ts';
import { failAssisted, getAssisted, listAssisted, releaseAssisted, takeAssisted } from './service.ts';

/**
 * The Assisted tag: the operators' queue of certificates without an automatic source. A job waits for a
 * person; the one who takes it obtains the certificate at the official portal and uploads it (delivered like an
 * automatic answer) or records why it could not be had.
 */
export function assistedHandlers(ctx: AppContext) {
  return {
    listarEmissoesAssistidas: async (req) => {
      const r = await listAssisted(ctx, currentUser(req), req.query ?? {});
      return { ...page(r.rows, r.total, r.pageNumber, r.limit), resumo: r.resumo };
    },

    obterEmissaoAssistida: async (req) => getAssisted(ctx, req.params.id),

    assumirEmissaoAssistida: async (req) => takeAssisted(ctx, currentUser(req), req.params.id, req.ip),

    liberarEmissaoAssistida: async (req) => releaseAssisted(ctx, currentUser(req), req.params.id, req.ip),

    concluirEmissaoAssistida: async (req) =>
      fulfilAssisted(ctx, currentUser(req), req.params.id, req.body, req.ip),

    falharEmissaoAssistida: async (req) => {
      if (!req.body.motivo.trim()) throw badRequest('Informe o motivo.');
      return failAssisted(ctx, currentUser(req), req.params.id, req.body, req.ip);
    },
  } satisfies HandlerPart;
}

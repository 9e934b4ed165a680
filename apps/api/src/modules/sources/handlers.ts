import { getSource } from '@certidao/domain';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { HandlerPart } from '../../http/types.ts';
import { HEALTH_WINDOW_MINUTES, readSourceHealth, sourceHistory } from '../../services/sourceHealth.ts';
import { SOURCE_NOT_FOUND } from './service.ts';

/**
 * The Sources tag: each source's health for the staff (figures, breaker, history) and the public status page's
 * minimal view. Read from the database on each call: every worker process records into it.
 */
export function sourceHandlers(ctx: AppContext) {
  return {
    obterStatusPublico: async () => {
      const fontes = await readSourceHealth(ctx.db);
      return {
        atualizadoEm: new Date().toISOString(),
        fontes: fontes.map(({ fonte, nome, tipos, estado, atrasoMinutos }) => ({
          fonte,
          nome,
          tipos,
          estado,
          atrasoMinutos,
        })),
      };
    },
    obterSaudeFontes: async () => ({
      atualizadoEm: new Date().toISOString(),
      janelaMinutos: HEALTH_WINDOW_MINUTES,
      fontes: await readSourceHealth(ctx.db),
    }),
    obterHistoricoFonte: async (req) => {
      const source = getSource(req.params.fonte);
      if (!source) throw notFound(SOURCE_NOT_FOUND);
      return { fonte: source.key, horas: await sourceHistory(ctx.db, source.key) };
    },
  } satisfies HandlerPart;
}

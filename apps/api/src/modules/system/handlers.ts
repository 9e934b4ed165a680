import type { AppContext } from '../../context.ts';
import type { HandlerPart } from '../../http/types.ts';
import { health } from './service.ts';

/** The System tag: health. */
export function systemHandlers(ctx: AppContext) {
  return {
    getHealth: async () => health(ctx),
  } satisfies HandlerPart;
}

import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/types.ts';
import { health } from './service.ts';

/** The System tag: health. */
export function systemHandlers(ctx: AppContext): Handlers {
  return {
    getHealth: async () => health(ctx),
  };
}

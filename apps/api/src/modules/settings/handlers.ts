import type { AppContext } from '../../context.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { saveSettings, settingsView } from './service.ts';

/** The Settings tag: the back office's system settings (admin only). */
export function settingsHandlers(ctx: AppContext) {
  return {
    obterConfiguracoesSistema: async () => settingsView(ctx),
    salvarConfiguracoesSistema: async (req) =>
      saveSettings(ctx, req.body, { id: currentUser(req).id, ip: req.ip }),
  } satisfies HandlerPart;
}

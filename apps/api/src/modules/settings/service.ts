import { type SystemSettings, validateSystemSettings } from '@certidao/domain';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { audit } from '../../services/audit.ts';
import {
  adminEmailRecipients,
  readSystemSettings,
  responseTimeSettings,
  SYSTEM_SETTINGS_KEY,
  supportEmailAddress,
  writeSetting,
} from '../../services/settings.ts';

/**
 * The settings module's public face. Reading helpers for other modules and jobs live in
 * `services/settings.ts` and are re-exported here: `responseTimeSettings(db)` (Atrasada and the staff
 * reminders), `adminEmailRecipients(db)`, `supportEmailAddress(db, fallback)`.
 */
export { adminEmailRecipients, responseTimeSettings, supportEmailAddress };

export interface Actor {
  id: string;
  ip: string;
}

/** The log level the process started with (LOG_LEVEL): what `logDetalhado: true` goes back to. */
const baseLevels = new WeakMap<object, string>();

/** Applies what takes effect inside this process: the sender of e-mails and the log level. */
export function applyRuntimeSettings(ctx: AppContext, s: SystemSettings): void {
  ctx.mailer.setSender(s.emailNotificacoes ? `Certidão Ágil <${s.emailNotificacoes}>` : undefined);
  const log = ctx.log as AppContext['log'] & { levels?: { values: Record<string, number> } };
  if (!baseLevels.has(log)) baseLevels.set(log, log.level);
  const base = baseLevels.get(log) ?? 'info';
  const values = log.levels?.values ?? {};
  const quieter = (values[base] ?? Number.POSITIVE_INFINITY) >= (values.warn ?? 40) ? base : 'warn';
  log.level = s.logDetalhado ? base : quieter;
}

/**
 * Reads the settings and applies them at start-up, then every minute, so that a change saved by another
 * process (PostgreSQL with several API processes) reaches this one. `stop()` ends the refresh.
 */
export async function startSettingsRefresh(ctx: AppContext, intervalMs = 60_000) {
  const refresh = async () => {
    try {
      applyRuntimeSettings(ctx, (await readSystemSettings(ctx.db)).value);
    } catch (error) {
      ctx.log.warn({ err: error }, 'settings refresh failed');
    }
  };
  await refresh();
  const timer = setInterval(refresh, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** The settings with what an empty e-mail field means on this server. */
export async function settingsView(ctx: AppContext) {
  const { value, updatedAt } = await readSystemSettings(ctx.db);
  return {
    ...value,
    atualizadoEm: updatedAt ? updatedAt.toISOString() : null,
    padroes: {
      emailNotificacoes: ctx.config.mailFrom,
      emailAdmin: 'Administradores ativos',
      emailSuporte: ctx.config.adminEmail,
    },
  };
}

const normalize = (s: SystemSettings): SystemSettings => ({
  ...s,
  emailNotificacoes: s.emailNotificacoes.trim().toLowerCase(),
  emailAdmin: s.emailAdmin.trim().toLowerCase(),
  emailSuporte: s.emailSuporte.trim().toLowerCase(),
});

/** Validates (first message as 400), saves and audits the changed fields, then applies the settings. */
export async function saveSettings(ctx: AppContext, input: SystemSettings, actor: Actor) {
  const next = normalize(input);
  const problem = Object.values(validateSystemSettings(next))[0];
  if (problem) throw badRequest(problem);
  await ctx.db.transaction(async (tx) => {
    const before = (await readSystemSettings(tx)).value;
    const changed = (Object.keys(next) as (keyof SystemSettings)[]).filter((k) => before[k] !== next[k]);
    await writeSetting(tx, SYSTEM_SETTINGS_KEY, next);
    await audit(tx, {
      action: 'settings.updated',
      actorId: actor.id,
      targetType: 'settings',
      targetId: SYSTEM_SETTINGS_KEY,
      ip: actor.ip,
      details: {
        campos: changed,
        antes: Object.fromEntries(changed.map((k) => [k, before[k]])),
        depois: Object.fromEntries(changed.map((k) => [k, next[k]])),
      },
    });
  });
  applyRuntimeSettings(ctx, next);
  return settingsView(ctx);
}

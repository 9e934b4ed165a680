import {
  type BillingData,
  EMPTY_BILLING_DATA,
  SYSTEM_SETTINGS_DEFAULTS,
  type SystemSettings,
} from '@certidao/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { appSettings, users } from '../db/schema.ts';

/**
 * The back office's settings, kept as rows of `app_settings`: `sistema` (the system settings screen)
 * and `dados_cobranca` (the company's billing data). A missing row, or a field a row lacks, reads as its
 * default, so a new setting needs no migration. Services, jobs and modules read them here; the settings
 * module (`modules/settings`) validates, saves and audits.
 */
export const SYSTEM_SETTINGS_KEY = 'sistema';
export const BILLING_DATA_KEY = 'dados_cobranca';

export interface StoredSetting<T> {
  value: T;
  updatedAt: Date | null;
}

async function readRow(db: DbOrTx, key: string) {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
  return row;
}

function merge<T extends object>(defaults: T, stored: unknown): T {
  const value = { ...defaults };
  if (stored && typeof stored === 'object')
    for (const k of Object.keys(defaults) as (keyof T)[]) {
      const v = (stored as Record<string, unknown>)[k as string];
      if (typeof v === typeof defaults[k]) value[k] = v as T[keyof T];
    }
  return value;
}

export async function readSystemSettings(db: DbOrTx): Promise<StoredSetting<SystemSettings>> {
  const row = await readRow(db, SYSTEM_SETTINGS_KEY);
  return { value: merge(SYSTEM_SETTINGS_DEFAULTS, row?.value), updatedAt: row?.updatedAt ?? null };
}

export async function readBillingData(db: DbOrTx): Promise<StoredSetting<BillingData>> {
  const row = await readRow(db, BILLING_DATA_KEY);
  return { value: merge(EMPTY_BILLING_DATA, row?.value), updatedAt: row?.updatedAt ?? null };
}

/** Inserts or replaces a settings row (inside the caller's transaction, next to its audit entry). */
export async function writeSetting(db: DbOrTx, key: string, value: object): Promise<Date> {
  const now = new Date();
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
  return now;
}

/**
 * When a certificate is late (defaults: reminder after 48 h, maximum 72 h). A certificate still waiting or
 * running `avisoAutomatico` hours after its job was queued is shown Atrasada; the staff notifications use both
 * (reminder at `avisoAutomatico`, overdue at `tempoMaximoResposta`).
 */
export async function responseTimeSettings(
  db: DbOrTx,
): Promise<{ tempoMaximoResposta: number; avisoAutomatico: number }> {
  const { tempoMaximoResposta, avisoAutomatico } = (await readSystemSettings(db)).value;
  return { tempoMaximoResposta, avisoAutomatico };
}

/**
 * Who receives the e-mails meant for the administrators (a refund to make by hand, …): the `emailAdmin`
 * setting when set, else every active admin.
 */
export async function adminEmailRecipients(db: DbOrTx): Promise<string[]> {
  const { emailAdmin } = (await readSystemSettings(db)).value;
  if (emailAdmin.trim()) return [emailAdmin.trim()];
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), inArray(users.status, ['active'])));
  return admins.map((a) => a.email);
}

/** The support address (the contact form's messages): the `emailSuporte` setting, else `fallback` (ADMIN_EMAIL). */
export async function supportEmailAddress(db: DbOrTx, fallback: string): Promise<string> {
  const { emailSuporte } = (await readSystemSettings(db)).value;
  return emailSuporte.trim() || fallback;
}

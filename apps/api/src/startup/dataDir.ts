import { existsSync, renameSync } from 'node:fs';
import { join, relative } from 'node:path';
import lockfile from 'proper-lockfile';
import { type Config, DEFAULT_DATA_DIR, REPO_ROOT } from '../config.ts';

/** Where `npm start` put the data before the default became the repository's `data` (it ran in apps/api). */
export const LEGACY_DATA_DIR = join(REPO_ROOT, 'apps', 'api', 'data');

/** Whether a process holds the PGlite lock of `dataDir` (see db/client.ts). */
export function dataDirInUse(dataDir: string): boolean {
  try {
    return lockfile.checkSync(dataDir, {
      lockfilePath: join(dataDir, 'certidao.lock'),
      realpath: false,
      stale: 10_000,
    });
  } catch {
    return false;
  }
}

/**
 * The data of a checkout started before the default DATA_DIR moved to the repository's root: when only
 * apps/api/data exists and DATA_DIR is not set, the folder is moved to ./data (one rename; nothing copied).
 * If a server of the earlier version still has it open, or the move fails, that folder is used where it is.
 * Returns a warning for the banner, or undefined when there was nothing to do.
 */
export function adoptLegacyDataDir(
  config: Config,
  env: Record<string, string | undefined> = process.env,
  legacy = LEGACY_DATA_DIR,
  defaultDir = DEFAULT_DATA_DIR,
): string | undefined {
  if (env.DATA_DIR?.trim() || config.dataDir !== defaultDir || !existsSync(legacy)) return undefined;
  const shown = (path: string) => relative(REPO_ROOT, path) || '.';
  if (existsSync(config.dataDir)) {
    return `${shown(legacy)} (de uma versão anterior) foi deixada como está: os dados em uso estão em ${shown(config.dataDir)}.`;
  }
  if (!dataDirInUse(legacy)) {
    try {
      renameSync(legacy, config.dataDir);
      return `Os dados de ${shown(legacy)} (versão anterior) foram movidos para ${shown(config.dataDir)}.`;
    } catch {
      // Another file system, permissions: keep using the old folder.
    }
  }
  config.dataDir = legacy;
  return `Usando os dados em ${shown(legacy)} (versão anterior); para usar ${shown(defaultDir)}, pare o servidor e mova a pasta: mv ${shown(legacy)} ${shown(defaultDir)}.`;
}

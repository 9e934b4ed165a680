import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULT_WEB_DIST, REPO_ROOT } from '../config.ts';
import { OperatorError } from '../operatorError.ts';

/**
 * `npm start` builds the web app only when its sources changed since the build apps/web/dist points at
 * (apps/web/scripts/build.mjs --if-changed: a hash check of a few hundred files, then nothing, or a quiet
 * build into a fresh folder and an atomic switch). Only the default WEB_DIST is built: another one is the
 * operator's own folder.
 */
export function buildWebIfChanged(webDist: string): {
  done: Promise<void>;
  stop(signal: NodeJS.Signals): void;
} {
  if (webDist !== DEFAULT_WEB_DIST) return { done: Promise.resolve(), stop() {} };
  const child: ChildProcess = spawn(
    process.execPath,
    [join(REPO_ROOT, 'apps', 'web', 'scripts', 'build.mjs'), '--if-changed'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new WebBuildError(signal ? `interrompida (${signal})` : `código ${code}`));
    });
  });
  return {
    done,
    stop(signal) {
      if (child.exitCode === null) child.kill(signal);
    },
  };
}

export class WebBuildError extends OperatorError {
  constructor(how: string) {
    super(
      `A construção da aplicação web falhou (${how}); a saída está acima. ` +
        'Para iniciar só a API: SERVE_WEB=false npm start.',
    );
  }
}

/**
 * Run through `npm run cli`, the command starts in the package's folder, not where the operator typed it, and
 * npm prints its own banner on stdout. npm keeps the operator's folder in INIT_CWD: relative paths (--arquivo,
 * --destino, the rejects file) resolve against it. The banner cannot be removed from here, so a pipe is warned
 * that its input starts with npm's lines unless npm ran silently (`npm run --silent cli`).
 */
const NPM_PACKAGES = new Set(['certidao-agil', '@certidao/cli']);

function runByNpm(env: NodeJS.ProcessEnv): boolean {
  return env.npm_lifecycle_event === 'cli' && NPM_PACKAGES.has(env.npm_package_name ?? '');
}

export function adoptNpmInvocation(env: NodeJS.ProcessEnv = process.env): void {
  if (!runByNpm(env)) return;
  if (env.INIT_CWD) {
    try {
      process.chdir(env.INIT_CWD);
    } catch {
      // The folder is gone: paths resolve against the package's folder, as before.
    }
  }
  if (env.npm_config_loglevel !== 'silent' && !process.stdout.isTTY) {
    process.stderr.write(
      'Aviso: o npm escreveu o próprio cabeçalho no stdout, antes da saída do comando; para usar a saída num pipe ou arquivo, rode npm run --silent cli -- … (ou o binário certidao).\n',
    );
  }
}

#!/usr/bin/env node
// Builds the web app (vite build, then prerender.mjs) into a fresh folder, apps/web/builds/<hash>, and then
// points apps/web/dist at it by swapping a symbolic link, so the folder a server serves is never half written
// (Vite empties its output folder while it builds). <hash> is a hash of everything the build reads: the
// sources of apps/web, packages/ui, packages/domain and packages/api-client, and the lockfile.
//
//   node apps/web/scripts/build.mjs               always builds, showing Vite's output (npm run build -w …)
//   node apps/web/scripts/build.mjs --if-changed  builds only when the sources changed since the build that
//                                                 apps/web/dist points at; prints one line while it builds and
//                                                 Vite's output only when the build fails (npm start)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = join(WEB, '..', '..');
const BUILDS = join(WEB, 'builds');
const DIST = join(WEB, 'dist');
/** Inside each build, beside Vite's manifest (dot folders are never served). */
const STAMP = join('.vite', 'inputs-hash');
/** Builds kept besides the current one, for servers still serving an older build. */
const KEEP_OLDER = 2;

const INPUTS = [
  {
    dir: 'apps/web',
    skip: new Set(['node_modules', 'dist', 'builds', 'e2e', 'test-results', 'playwright-report']),
  },
  { dir: 'packages/ui', only: ['src', 'package.json'] },
  { dir: 'packages/domain', only: ['src', 'package.json'] },
  { dir: 'packages/api-client', only: ['src', 'package.json'] },
];

function* files(dir, skip = new Set()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** A hash of the build's inputs: each file's path and contents, in a stable order. */
export function inputsHash() {
  const paths = [join(ROOT, 'package-lock.json')];
  for (const input of INPUTS) {
    const base = join(ROOT, input.dir);
    if (input.only) {
      for (const name of input.only) {
        const path = join(base, name);
        if (!existsSync(path)) continue;
        if (statSync(path).isDirectory()) paths.push(...files(path));
        else paths.push(path);
      }
    } else paths.push(...files(base, input.skip));
  }
  const hash = createHash('sha256');
  for (const path of paths.map((p) => relative(ROOT, p)).sort()) {
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(ROOT, path)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The hash of the build apps/web/dist points at (undefined: no build, or one made before the stamp). */
function currentHash() {
  try {
    return readFileSync(join(DIST, STAMP), 'utf8').trim();
  } catch {
    return undefined;
  }
}

let child;
let tmp;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    child?.kill(signal);
    if (tmp) rmSync(tmp, { recursive: true, force: true });
    process.exit(128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal] ?? 0));
  });
}

/** Runs a step; quiet: its output is kept and given back (shown only if the build fails). */
function run(args, quiet) {
  return new Promise((resolve, reject) => {
    let output = '';
    child = spawn(process.execPath, args, {
      cwd: WEB,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      child = undefined;
      if (code === 0) resolve(output);
      else {
        const step = args[1] === 'build' ? 'vite build' : 'prerender';
        reject(Object.assign(new Error(`${step} terminou com ${signal ?? `código ${code}`}`), { output }));
      }
    });
  });
}

/** Points apps/web/dist at `target` in one rename (a link made aside, renamed over the old one). */
function switchDist(target) {
  const link = `${DIST}.link-${process.pid}`;
  rmSync(link, { force: true });
  const relativeTarget = relative(WEB, target);
  if (process.platform === 'win32') symlinkSync(target, link, 'junction');
  else symlinkSync(relativeTarget, link);
  let old;
  try {
    if (lstatSync(DIST).isDirectory()) {
      // A checkout built before builds/ existed: its dist is a real folder, set aside and removed.
      old = join(BUILDS, `old-${process.pid}`);
      renameSync(DIST, old);
    }
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  renameSync(link, DIST);
  if (old) rmSync(old, { recursive: true, force: true });
}

/** Removes unfinished builds of dead processes and all but the newest KEEP_OLDER earlier builds. */
function prune(current) {
  const builds = [];
  for (const entry of readdirSync(BUILDS, { withFileTypes: true })) {
    const path = join(BUILDS, entry.name);
    const tmpOf = /\.tmp-(\d+)$/.exec(entry.name)?.[1];
    if (tmpOf) {
      if (!isAlive(Number(tmpOf))) rmSync(path, { recursive: true, force: true });
    } else if (entry.name !== current && /^[0-9a-f]{16}$/.test(entry.name)) {
      builds.push({ path, mtime: statSync(path).mtimeMs });
    }
  }
  builds.sort((a, b) => b.mtime - a.mtime);
  for (const { path } of builds.slice(KEEP_OLDER)) rmSync(path, { recursive: true, force: true });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

async function main() {
  const ifChanged = process.argv.includes('--if-changed');
  const hash = inputsHash();
  if (ifChanged && currentHash() === hash) return;
  const target = join(BUILDS, hash);
  mkdirSync(BUILDS, { recursive: true });
  const started = Date.now();
  if (!existsSync(join(target, STAMP))) {
    if (ifChanged) {
      process.stdout.write(
        `  Construindo a aplicação web (${currentHash() ? 'o código mudou' : 'primeira vez'}; cerca de um minuto)…\n`,
      );
    }
    tmp = `${target}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    try {
      const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
      await run([vite, 'build', '--outDir', tmp, '--emptyOutDir'], ifChanged);
      await run([join(WEB, 'scripts', 'prerender.mjs'), tmp], ifChanged);
    } catch (error) {
      rmSync(tmp, { recursive: true, force: true });
      if (error.output) process.stderr.write(error.output);
      process.stderr.write(`\nA construção da aplicação web falhou: ${error.message}.\n`);
      process.exit(1);
    }
    writeFileSync(join(tmp, STAMP), `${hash}\n`);
    // Another build of the same sources may have finished first: its folder is as good as ours.
    if (existsSync(target)) rmSync(tmp, { recursive: true, force: true });
    else renameSync(tmp, target);
    tmp = undefined;
  }
  switchDist(target);
  prune(hash);
  if (ifChanged) {
    process.stdout.write(
      `  Aplicação web construída em ${Math.round((Date.now() - started) / 1000)} s (${relative(ROOT, target)}).\n`,
    );
  } else {
    console.log(`web build: ${relative(ROOT, DIST)} → ${relative(ROOT, target)}`);
  }
}

await main();

#!/usr/bin/env node
// The registry mirror these machines use serves only the linux-glibc builds of native packages, so npm writes a
// lockfile without the other platforms' optional packages and `npm ci` then refuses it as out of sync. This adds
// a lock entry (platform-restricted, optional) for each missing one: npm ci skips them on linux-glibc, as it
// would on any platform they don't match. Run after every `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
  'linux',
  'wasi',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o)) ?? (parts.includes('win') ? 'win32' : undefined);
  let cpu = CPU.find((c) => parts.includes(c));
  if (!cpu && parts.includes('gnueabihf')) cpu = 'arm';
  if (!cpu && parts.includes('musleabihf')) cpu = 'arm';
  if (parts.includes('wasi') || parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? ['musl'] : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

/** Where npm would look for `dep` required by the package at `from` (nested first, then up to the root). */
function resolvePath(from, dep) {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${dep}`;
    if (packages[candidate]) return candidate;
    const idx = base.lastIndexOf('/node_modules/');
    if (!base) return undefined;
    base = idx === -1 ? '' : base.slice(0, idx);
  }
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    if (resolvePath(path, dep)) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue; // not a platform build: leave it to npm
    const at = `node_modules/${dep}`;
    packages[at] = {
      version: String(spec).replace(/^[\^~=]/, ''),
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added++;
  }
}
if (added) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`lock: ${added} platform-specific optional packages recorded`);

// Restores the lockfile entries of @astrojs/compiler-binding's platform packages.
//
// Why: the package mirror these machines install from does not carry the non-Linux
// builds of that native binding, so `npm install` drops them from package-lock.json
// and `npm ci` then refuses the lockfile as out of sync. The entries below are the
// ones a full registry writes (optional, with os/cpu/libc), so npm skips them on
// this platform without fetching. Run after every `npm install`:
//   node scripts/fix-lockfile.ts
import fs from 'node:fs';

type LockEntry = { version: string; cpu: string[]; os?: string[]; libc?: string[]; license: string; optional: true };

const LOCKFILE = new URL('../package-lock.json', import.meta.url);
const PLATFORMS: Record<string, { os?: string[]; cpu: string[]; libc?: string[] }> = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

const lock = JSON.parse(fs.readFileSync(LOCKFILE, 'utf8'));
const binding = lock.packages['node_modules/@astrojs/compiler-binding'];
if (!binding) process.exit(0);

let added = 0;
for (const [platform, fields] of Object.entries(PLATFORMS)) {
  const key = `node_modules/@astrojs/compiler-binding-${platform}`;
  if (lock.packages[key]) continue;
  const entry: LockEntry = { version: binding.version, cpu: fields.cpu, license: 'MIT', optional: true };
  if (fields.libc) entry.libc = fields.libc;
  if (fields.os) entry.os = fields.os;
  lock.packages[key] = entry;
  added++;
}
// npm keeps the root entry first and the rest sorted by path.
const entries = Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1));
lock.packages = Object.fromEntries(entries);
fs.writeFileSync(LOCKFILE, JSON.stringify(lock, null, 2) + '\n');
console.log(`fix-lockfile: ${added} platform entries restored`);

// `npm test`: type-check, make sure a browser is there, then run every test file.
//
// Browser tests are never skipped: when no Chromium is found, this installs one first and
// says so (Debian's `chromium` with apt-get when running as root, Playwright's own build
// otherwise). CHROMIUM_PATH names a browser explicitly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function findBrowser(): string | undefined {
  for (const candidate of [process.env.CHROMIUM_PATH, DEBIAN_CHROMIUM]) if (candidate && fs.existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    if (fs.existsSync(bundled)) return bundled;
  } catch {
    // no Playwright browser either
  }
  return undefined;
}

function installBrowser(): string {
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log("test: no browser found; installing Debian's chromium with apt-get for the browser tests");
    if (run('apt-get', ['update', '-qq']) !== 0 || run('apt-get', ['install', '-y', '-qq', 'chromium']) !== 0) throw new Error('apt-get could not install chromium');
  } else {
    console.log("test: no browser found; installing Playwright's Chromium for the browser tests");
    if (run(process.execPath, ['node_modules/playwright-core/cli.js', 'install', 'chromium']) !== 0) throw new Error('playwright could not install chromium');
  }
  const browser = findBrowser();
  if (!browser) throw new Error('a browser was installed but cannot be found; set CHROMIUM_PATH');
  return browser;
}

const typecheck = run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']);
if (typecheck !== 0) {
  console.error('test: type-check failed');
  process.exit(typecheck);
}

const browser = findBrowser() ?? installBrowser();
const files = process.argv.slice(2);
const status = run(
  process.execPath,
  ['--test', '--test-concurrency=2', '--test-reporter=spec', ...(files.length ? files : ['tests/**/*.test.ts'])],
  { ...process.env, CHROMIUM_PATH: browser },
);
process.exit(status);

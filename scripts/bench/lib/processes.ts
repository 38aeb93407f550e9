import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type Child = { process: ChildProcess; url: string; rssMiB(): number; stop(): Promise<void> };

/** How long after a phase of load a bench reads RSS (again): V8 and malloc give freed memory back lazily. */
export const RSS_SETTLE_MS = 10_000;

/**
 * Starts a server in its own process (so the load generator does not share its event loop)
 * (from `cwd`, the project by default: a benchmark may run an older checkout beside it)
 * and waits for it to print `listening on <port>` or the sidecar's `serving build … on http://host:port`.
 */
export async function startServerProcess(args: string[], env: Record<string, string> = {}, cwd = PROJECT_ROOT): Promise<Child> {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /(?:listening on |http:\/\/[\d.]+:)(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code} before listening:\n${output}`)));
  });
  child.stdout!.resume();
  return {
    process: child,
    url: `http://127.0.0.1:${port}`,
    rssMiB: () => rssOf(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * How `npm run serve` starts node in the checkout at `cwd`, read from that package.json: the
 * environment it sets before the command (`NAME=value` words, such as the malloc setting), then
 * node's arguments (its V8 flags, then the entry file): a benchmark runs the sidecar as it is
 * deployed.
 */
export function serveCommand(cwd = PROJECT_ROOT): { env: Record<string, string>; args: string[] } {
  const scripts = (JSON.parse(fs.readFileSync(path.join(cwd, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = scripts.serve!.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]!)) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  const [command, ...args] = words;
  if (command !== 'node') throw new Error(`npm run serve is not a node command: ${scripts.serve}`);
  return { env, args };
}

/** Node's arguments of `npm run serve` (serveCommand). */
export const serveArgs = (cwd = PROJECT_ROOT): string[] => serveCommand(cwd).args;

/** The environment `npm run serve` sets (serveCommand). */
export const serveEnv = (cwd = PROJECT_ROOT): Record<string, string> => serveCommand(cwd).env;

/** Resident set size of a process in MiB, read from /proc (Linux). */
export function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

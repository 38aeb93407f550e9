import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { PROJECT_ROOT } from './build.ts';

export type SidecarProcess = {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  log(): string;
  /** Resolves once what it printed matches `pattern` (a log line the test waits for). */
  waitForLog(pattern: RegExp): Promise<string>;
  /** SIGTERM (drains) or SIGKILL (a crash); resolves when the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

const LISTENING = / on http:\/\/[^:\s]+:(\d+)/;

/**
 * `npm run serve` (sidecar/main.ts) as its own process, as a deployment runs it, resolved once
 * it serves. `port` 0 (the default) takes any free port, read back from its start-up line; a
 * fixed port lets a restarted replica come back where a balancer's upstream names it. HOST is
 * 127.0.0.1; everything else comes from `env`. A process still running when the test process
 * exits is killed.
 */
export async function startSidecarProcess(env: Record<string, string>, port = 0): Promise<SidecarProcess> {
  const child = spawn(process.execPath, ['sidecar/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');
  const guard = () => child.kill('SIGKILL');
  process.once('exit', guard);

  async function waitForLog(pattern: RegExp): Promise<string> {
    for (;;) {
      const found = pattern.exec(output);
      if (found) return found[0];
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`sidecar exited (${child.exitCode ?? child.signalCode}) before printing ${pattern}:\n${output}`);
      await Promise.race([once(child.stdout!, 'data'), once(child.stderr!, 'data'), exited]);
    }
  }

  await waitForLog(/serving build \w+/);
  const bound = Number(LISTENING.exec(output)![1]);
  return {
    port: bound,
    url: `http://127.0.0.1:${bound}`,
    child,
    log: () => output,
    waitForLog,
    async stop(signal = 'SIGTERM') {
      process.off('exit', guard);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
    },
  };
}

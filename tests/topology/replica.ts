import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { PROJECT_ROOT } from '../helpers/build.ts';

export type Replica = {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  log(): string;
  /** SIGTERM (drains) or SIGKILL (a crash); resolves when the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/**
 * `npm run serve` (sidecar/main.ts) as its own process on a fixed port, as a deployment runs
 * it: the balancer's upstream names the port, so a restarted replica comes back on the same one.
 */
export async function startReplica(port: number, env: Record<string, string>): Promise<Replica> {
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
  while (!/serving build \w+/.test(output)) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`replica on ${port} exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    await Promise.race([once(child.stdout!, 'data'), exited]);
  }
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    log: () => output,
    async stop(signal = 'SIGTERM') {
      process.off('exit', guard);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
    },
  };
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { tempDir } from './build.ts';
import { freePort } from './free-port.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));


export type Nginx = {
  port: number;
  url: string;
  prefix: string;
  /** Lines of the access log (format: `$status $request_method $uri $upstream_addr`). */
  accessLog(): string[];
  /**
   * The access log once `done(lines)` holds, or as it is after `timeoutMs`: nginx writes a request's
   * line in its log phase, after the response has gone out, so a client can read the log before
   * the line of the request it has just had an answer to is there.
   */
  accessLogWhen(done: (lines: string[]) => boolean, timeoutMs?: number): Promise<string[]>;
  /** Re-reads the configuration (SIGHUP), e.g. after a new include was deployed; waits until done. */
  reload(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The Debian nginx as a child process with a configuration of the test's own: its own prefix,
 * pid, logs and temp paths, in the foreground (`daemon off`), listening on `port`.
 * `server` is the body of the one server block (root, includes, proxies); `http` goes before it.
 * `accessLog: false` logs no request (a benchmark's anchor: a log line per request is a write).
 * As root, the workers run as root too, so they read build directories made with mode 0700.
 */
export async function startNginx(options: { server: string; http?: string; port?: number; accessLog?: boolean }): Promise<Nginx> {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does)');
  const prefix = tempDir('nginx');
  const port = options.port ?? (await freePort());
  const conf = path.join(prefix, 'nginx.conf');
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  fs.writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  log_format test '$status $request_method $uri $upstream_addr';
  access_log ${options.accessLog === false ? 'off' : `${path.join(prefix, 'access.log')} test`};
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  ${options.http ?? ''}
  server {
    listen 127.0.0.1:${port};
    ${options.server}
  }
}
`,
  );
  const test = spawnSync(NGINX, ['-t', '-p', prefix, '-c', conf, '-g', 'daemon off;'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx rejected its configuration:\n${test.stderr}\n${fs.readFileSync(conf, 'utf8')}`);
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = once(child, 'exit');
  // Never outlive the test process, even when it fails half way.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    if (await fetch(url).then(() => true, () => false)) break;
    if (i > 200) throw new Error(`nginx did not answer on ${url}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const logFile = path.join(prefix, 'access.log');
  const accessLog = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : []);
  return {
    port,
    url,
    prefix,
    accessLog,
    async accessLogWhen(done, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      let lines = accessLog();
      while (!done(lines) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        lines = accessLog();
      }
      return lines;
    },
    async reload() {
      const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', conf, '-g', 'daemon off;'], { encoding: 'utf8' });
      if (check.status !== 0) throw new Error(`nginx rejected the new configuration:\n${check.stderr}`);
      const workers = () => spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).stdout.trim().split('\n').filter(Boolean);
      const before = new Set(workers());
      child.kill('SIGHUP');
      // Reloaded once the old workers are gone and new ones took their place.
      for (let i = 0; i < 400; i++) {
        const now = workers();
        if (now.length > 0 && now.every((pid) => !before.has(pid))) {
          // Let this process see the old workers' keep-alive sockets close before reusing one.
          return new Promise((r) => setTimeout(r, 100));
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('nginx did not reload');
    },
    async stop() {
      process.off('exit', orphanGuard);
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
    },
  };
}

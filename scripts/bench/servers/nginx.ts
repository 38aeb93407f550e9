// nginx (the Debian package) serving one build directory as plain static files: the anchor a
// CDN in front of the sidecar will be. Own prefix, config and free port; one worker, like one
// Node process. Returns its URL and a stop function.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../tests/helpers/free-port.ts';

const NGINX = '/usr/sbin/nginx';


export async function startNginx(root: string): Promise<{ url: string; stop(): Promise<void> }> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'reviews-bench-nginx-'));
  const port = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { add_header Cache-Control "public, max-age=60"; }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${url}/`, { method: 'HEAD' });
      break;
    } catch (error) {
      if (tries > 100 || child.exitCode !== null) throw new Error(`nginx did not start: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

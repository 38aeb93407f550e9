import type { Config } from '../../sidecar/config.ts';
import { createSidecar, type Sidecar } from '../../sidecar/sidecar.ts';
import { tempDir } from './build.ts';

export type RunningSidecar = Sidecar & { url: string; port: number };

/**
 * The real sidecar on 127.0.0.1 and a free port, serving `buildDir`. Close it with
 * `t.after(() => server.close())`. `baseUrl` defaults to the loopback address it listens on.
 */
export async function startSidecar(options: { buildDir: string; baseUrl?: string; config?: Partial<Config> }): Promise<RunningSidecar> {
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    baseUrl: options.baseUrl ?? 'http://localhost:4321',
    contentDir: './content',
    dataDir: tempDir('data'),
    buildDir: options.buildDir,
    hubAllowPrivateCallbacks: true,
    hubRetryDelays: [1, 1],
    ...options.config,
  };
  const sidecar = await createSidecar(config);
  const { port } = await sidecar.listen();
  return Object.assign(sidecar, { url: `http://127.0.0.1:${port}`, port });
}

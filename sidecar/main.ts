// `npm run serve`: serve the current build (static files, since, search, MCP, hub) on PORT.
import { EnvError } from '../core/env.ts';
import { loadConfig } from './config.ts';
import { createSidecar } from './sidecar.ts';

/** Starts the sidecar from the environment and stops it cleanly on SIGTERM or SIGINT. */
export async function serve() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  const sidecar = await createSidecar(config);
  const { port } = await sidecar.listen();
  const from = config.originUrl ? ` from ${config.originUrl}` : '';
  console.log(`serving build ${sidecar.store.current().id}${from} on http://${config.host}:${port} (public URL ${sidecar.urls.base})`);
  if (config.mcp?.signed) {
    const kept = config.databaseUrl ? 'in PostgreSQL (DATABASE_URL)' : 'in this process only (no DATABASE_URL)';
    console.log(`MCP sessions: signed (MCP_SESSION_SECRET), served by any replica; ended sessions kept ${kept}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: draining and closing`);
    setTimeout(() => process.exit(1), 15_000).unref(); // never hang on a stuck client
    await sidecar.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  return sidecar;
}

if (import.meta.main) await serve();

// `npm run serve`: serve the current build (static files, since, search, MCP, hub) on PORT.
import { createUrls } from '../core/urls.ts';
import { createApp } from './app.ts';
import { createBuildStore } from './build-store.ts';
import { loadConfig } from './config.ts';

export async function serve() {
  const config = loadConfig();
  const urls = createUrls(config.baseUrl);
  const store = await createBuildStore(config.buildDir, urls);
  const app = createApp({ store });
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`serving build ${store.current().id} on http://${config.host}:${port} (public URL ${urls.base})`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    store.close();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref(); // do not hang on a stuck client
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return { server, store, config };
}

if (import.meta.main) await serve();

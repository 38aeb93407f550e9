// A baseline server: json-server 0.17 serving a db.json, as a user might pick instead of the
// sidecar (its `q` parameter is a full-text filter). Usage: node scripts/bench/servers/json-server.ts <db.json>
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const jsonServer = require('json-server') as {
  create(): import('express').Express;
  router(db: string): import('express').RequestHandler;
  defaults(options: { logger: boolean; static?: string; noCors?: boolean }): import('express').RequestHandler[];
};

const app = jsonServer.create();
app.use(jsonServer.defaults({ logger: false, noCors: true }));
app.use(jsonServer.router(process.argv[2]!));
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening on ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

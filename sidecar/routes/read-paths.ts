import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Urls } from '../../core/urls.ts';
import type { BuildStore, Snapshot } from '../build-store.ts';
import { methodNotAllowed, sendError, toHttpError } from '../http/errors.ts';
import { sendRepresentation, type PreparedRepresentation } from '../http/representation.ts';
import { memoByObject } from '../../core/memo.ts';
import { OPENAPI_PATH, openApiRepresentation } from './openapi.ts';
import { SEARCH_PATH, serveSearch } from './search.ts';
import { serveSince, SINCE_PREFIX } from './since.ts';
import { buildFile, decodePath, manifestKey } from './static-files.ts';

/** Answers a GET or HEAD of one read path from one snapshot; throws an HttpError to refuse. */
type Answer = (snapshot: Snapshot, req: IncomingMessage, res: ServerResponse, rawQuery: string) => void;

const READ_METHODS = 'GET, HEAD';

/**
 * The fast path: every read path, answered ahead of Express. Reads are the hot paths (a 304
 * above all needs no routing), and this keeps them close to a bare node:http server. A read
 * path is a file of the current build, `/api/reviews/search`, `/api/reviews/since/{date}` or
 * `/openapi.json`; each is answered here and only here, whatever the outcome:
 * - GET and HEAD: the answer, or the error it throws, written by the one error writer;
 * - any other method: 405 with `Allow: GET, HEAD` (CORS preflights go on to Express's cors);
 * - a path that is not valid percent-encoding, whatever it names: 400 `BAD_PATH`.
 * `serve` returns false for everything else (MCP, the hub, unknown paths), which Express serves.
 */
export function createReadPaths(store: BuildStore, urls: Urls) {
  const openapi = openApiRepresentation(urls);
  // A file's URL path, as a client sends it, to its prepared representation: a repeat (a 304
  // above all) skips decoding, the manifest lookup and the closure. Only paths that need no
  // decoding and name a file as it is listed (`/k`, `/k/`, `/k/index.html`) are kept, so the
  // map holds at most three entries per file, whatever clients send.
  const filesByUrlPath = memoByObject((_snapshot: Snapshot) => new Map<string, PreparedRepresentation>());
  // Whether a build file shadows the search path (route gives files precedence): known once per
  // snapshot, so a search skips decoding its path and the manifest lookup (a never-asked search
  // is the hot path that caches nothing).
  const searchIsFile = memoByObject((snapshot: Snapshot) => manifestKey(snapshot.manifest.files, SEARCH_PATH) !== undefined);

  /** What answers a URL path, or undefined when it is not a read path. */
  function route(snapshot: Snapshot, urlPath: string): Answer | undefined {
    const decoded = decodePath(urlPath);
    const key = manifestKey(snapshot.manifest.files, decoded);
    if (key) {
      const file = buildFile(snapshot, key, store.headersFor(key));
      if (urlPath === `/${key}` || `${urlPath}index.html` === `/${key}` || `${urlPath}/index.html` === `/${key}`) filesByUrlPath(snapshot).set(urlPath, file);
      return (_snap, req, res) => sendRepresentation(req, res, file);
    }
    const path = decoded.length > 1 && decoded.endsWith('/') ? decoded.slice(0, -1) : decoded; // one trailing slash is tolerated
    if (path === SEARCH_PATH) return serveSearch;
    if (path === OPENAPI_PATH) return (_snap, req, res) => sendRepresentation(req, res, openapi);
    if (path.startsWith(SINCE_PREFIX)) {
      const date = path.slice(SINCE_PREFIX.length);
      if (date !== '' && !date.includes('/')) return (snap, req, res) => serveSince(snap, req, res, date);
    }
    return undefined;
  }

  return function serveReadPath(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '/';
    const mark = url.indexOf('?');
    const snapshot = store.current(); // one snapshot for the whole request
    const urlPath = mark === -1 ? url : url.slice(0, mark);
    try {
      const known = filesByUrlPath(snapshot).get(urlPath);
      if (known && (req.method === 'GET' || req.method === 'HEAD')) {
        sendRepresentation(req, res, known);
        return true;
      }
      const answer = urlPath === SEARCH_PATH && !searchIsFile(snapshot) ? serveSearch : route(snapshot, urlPath);
      if (!answer) return false;
      if (req.method === 'GET' || req.method === 'HEAD') answer(snapshot, req, res, mark === -1 ? '' : url.slice(mark + 1));
      else if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) return false; // a CORS preflight: Express's cors answers
      else throw methodNotAllowed(req.method ?? '', url.slice(0, mark === -1 ? undefined : mark), READ_METHODS);
    } catch (error) {
      if (res.headersSent) res.destroy(error as Error);
      else sendError(req, res, toHttpError(error, `${req.method} ${url}`));
    }
    return true;
  };
}

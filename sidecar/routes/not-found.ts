import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { BuildStore } from '../build-store.ts';
import { httpError } from '../http/errors.ts';

/**
 * Unknown paths: the site's own 404 page for browsers that ask for HTML and the build has
 * one, the JSON error body for everyone else.
 */
export function notFoundHandler(store: BuildStore) {
  return function sendNotFound(req: Request, res: Response, next: NextFunction): void {
    const snapshot = store.current();
    if ((req.method === 'GET' || req.method === 'HEAD') && snapshot.manifest.files['404.html'] && req.accepts(['json', 'html']) === 'html') {
      res.status(404).type('html').sendFile(path.join(snapshot.dir, '404.html'));
      return;
    }
    next(httpError('NOT_FOUND', `Nothing is published at ${req.path}.`));
  };
}

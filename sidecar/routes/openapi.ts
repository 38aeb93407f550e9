import { Router } from 'express';
import { strongEtag } from '../../core/http/etag.ts';
import type { Urls } from '../../core/urls.ts';
import { CACHE_DATA, sendRepresentation, type Representation } from '../http/representation.ts';
import { createOpenApiDocument } from '../openapi/document.ts';

/** GET /openapi.json: generated and hashed once when the app is assembled, then served as bytes. */
export function openApiRoute(urls: Urls): Router {
  const bytes = Buffer.from(JSON.stringify(createOpenApiDocument(urls)));
  const rep: Representation = { etag: strongEtag(bytes), contentType: 'application/json; charset=utf-8', cacheControl: CACHE_DATA, size: bytes.length, body: { bytes } };
  const router = Router();
  router.get('/openapi.json', (req, res) => sendRepresentation(req, res, rep));
  return router;
}

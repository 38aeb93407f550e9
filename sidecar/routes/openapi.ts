import { strongEtag } from '../../core/http/etag.ts';
import { createOpenApiDocument } from '../../core/openapi/document.ts';
import type { Urls } from '../../core/urls.ts';
import { CACHE_DATA, prepareRepresentation, type PreparedRepresentation } from '../http/representation.ts';

export const OPENAPI_PATH = '/openapi.json';

/** GET /openapi.json: generated and hashed once when the sidecar starts, then served as bytes. */
export function openApiRepresentation(urls: Urls): PreparedRepresentation {
  const bytes = Buffer.from(JSON.stringify(createOpenApiDocument(urls)));
  return prepareRepresentation({ etag: strongEtag(bytes), contentType: 'application/json; charset=utf-8', cacheControl: CACHE_DATA, size: bytes.length, body: { bytes } });
}

import type { Urls } from '../urls.ts';
import { componentSchemas } from './components.ts';
import { paths } from './paths.ts';

export const API_VERSION = '1.0.0';

/**
 * The OpenAPI 3.1 description of the service, generated from the zod schemas the code runs
 * on. Built once per process: it depends only on the code and the public base URL.
 */
export function createOpenApiDocument(urls: Urls) {
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Reviews service',
      version: API_VERSION,
      summary: 'Verified customer reviews, rating and sentiment insights of one roofing business.',
      description:
        'Public and read-only: no authentication (an Authorization header is ignored). Datasets and since answers carry strong ETags and honour If-None-Match (and If-Modified-Since) with 304. Invalid input gets 400 with an `issues` array. CORS is open for GET.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: urls.base }],
    paths: paths(urls),
    components: { schemas: componentSchemas() },
  };
}

import type { Dataset } from '../../core/dataset/dataset.ts';
import type { Urls } from '../../core/urls.ts';
import { shellQuote } from './openapi-view.ts';

/** The MCP protocol version the examples initialize with (interface §9). */
const MCP_PROTOCOL_VERSION = '2025-06-18';

/**
 * Copy-paste examples for the developer page, on this build's own `{base_url}` and with values
 * from its own data (a real service id, a real date), so every example returns something.
 */
export function developerExamples(dataset: Dataset, urls: Urls) {
  const service = dataset.business.services[0]?.id ?? 'roof-repair';
  const recent = dataset.reviews[Math.min(9, dataset.reviews.length - 1)]?.date ?? dataset.lastModified;
  const json = (value: unknown) => shellQuote(JSON.stringify(value));
  const mcpHeaders = `-H 'Content-Type: application/json' \\\n  -H 'Accept: application/json, text/event-stream'`;
  return {
    service,
    recent,
    reviewsJson: `curl -s ${shellQuote(urls.reviewsJson)} -o reviews.json`,
    conditional: `etag=$(curl -sI ${shellQuote(urls.reviewsJson)} | tr -d '\\r' | sed -n 's/^[Ee][Tt][Aa][Gg]: //p')\ncurl -s -o /dev/null -w '%{http_code}\\n' -H "If-None-Match: $etag" ${shellQuote(urls.reviewsJson)}\n# 304`,
    search: `curl -s ${shellQuote(`${urls.base}/api/reviews/search?rating=5&query=leak&limit=5`)}`,
    since: `curl -s ${shellQuote(`${urls.base}/api/reviews/since/${recent}`)}`,
    byService: `curl -s ${shellQuote(`${urls.base}/api/reviews/search?mentions_service=${service}&min_rating=4`)}`,
    jsonFeed: `curl -s ${shellQuote(urls.jsonFeed)}`,
    subscribe: `curl -s -i ${shellQuote(urls.hub)} \\\n  --data-urlencode 'hub.mode=subscribe' \\\n  --data-urlencode ${shellQuote(`hub.topic=${urls.atomFeed}`)} \\\n  --data-urlencode 'hub.callback=https://example.org/websub/callback'`,
    callback: [
      `import http from 'node:http';`,
      ``,
      `// Behind HTTPS (a TLS-terminating proxy, say) at https://example.org/websub/callback`,
      `http.createServer((req, res) => {`,
      `  const url = new URL(req.url, 'http://localhost');`,
      `  if (req.method === 'GET') {`,
      `    // Verification: echo the challenge, nothing else.`,
      `    res.writeHead(200, { 'Content-Type': 'text/plain' }).end(url.searchParams.get('hub.challenge') ?? '');`,
      `    return;`,
      `  }`,
      `  // A notification: the topic's full content. Acknowledge with 2xx.`,
      `  let body = '';`,
      `  req.on('data', (chunk) => (body += chunk)).on('end', () => {`,
      `    console.log('update', req.headers['content-type'], body.length, 'bytes');`,
      `    res.writeHead(204).end();`,
      `  });`,
      `}).listen(8080);`,
    ].join('\n'),
    mcpConfig: JSON.stringify({ mcpServers: { reviews: { type: 'http', url: urls.mcp } } }, null, 2),
    mcpInitialize: `curl -s -D headers.txt ${shellQuote(urls.mcp)} \\\n  ${mcpHeaders} \\\n  -d ${json({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: MCP_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'curl', version: '1.0.0' } } })}\nsession=$(tr -d '\\r' < headers.txt | sed -n 's/^[Mm]cp-[Ss]ession-[Ii]d: //p')\ncurl -s ${shellQuote(urls.mcp)} \\\n  ${mcpHeaders} -H "Mcp-Session-Id: $session" \\\n  -d ${json({ jsonrpc: '2.0', method: 'notifications/initialized' })}`,
    mcpList: `curl -s ${shellQuote(urls.mcp)} \\\n  ${mcpHeaders} -H "Mcp-Session-Id: $session" \\\n  -d ${json({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} })}`,
    mcpCall: `curl -s ${shellQuote(urls.mcp)} \\\n  ${mcpHeaders} -H "Mcp-Session-Id: $session" \\\n  -d ${json({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'search_reviews', arguments: { rating: 5, limit: 3 } } })}`,
  };
}

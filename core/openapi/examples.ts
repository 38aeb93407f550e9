/**
 * Example requests of the document. Kept as data so tests can send every one of them and
 * check the answer against the document. Search examples are named sets of query parameters:
 * each parameter lists the sets it appears in, under the same example name.
 */
export const SEARCH_EXAMPLES: Record<string, { summary: string; query: Record<string, string> }> = {
  newest: { summary: 'The five newest reviews', query: { limit: '5' } },
  leak: { summary: 'Reviews whose title or text mentions a leak', query: { query: 'leak' } },
  lowRatedWithTechnician: {
    summary: 'One-star reviews since the start of 2024 that mention Dave',
    query: { rating: '1', since: '2024-01-01', mentions_technician: 'Dave' },
  },
  goodRepairs: {
    summary: 'Roof-repair reviews of 4 stars or more written in 2024, ten per page',
    query: { min_rating: '4', mentions_service: 'roof-repair', since: '2024-01-01', until: '2024-12-31', limit: '10' },
  },
};

export const SINCE_EXAMPLES: Record<string, { summary: string; value: string }> = {
  recent: { summary: 'Reviews from June 2024 on', value: '2024-06-01' },
};

/** MCP bodies, in the order a client sends them: `initialize` first; its answer carries Mcp-Session-Id. */
export const MCP_EXAMPLES: Record<string, { summary: string; value: Record<string, unknown> }> = {
  initialize: {
    summary: 'Start a session (the response header Mcp-Session-Id names it)',
    value: {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'example-client', version: '1.0.0' } },
    },
  },
  toolsList: { summary: 'List the tools (send Mcp-Session-Id)', value: { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} } },
  searchReviews: {
    summary: 'Call search_reviews: the two newest one-star reviews (send Mcp-Session-Id)',
    value: { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'search_reviews', arguments: { rating: 1, limit: 2 } } },
  },
};

/** Hub examples; `{base_url}` stands for the service's public base URL. */
export const HUB_EXAMPLES: Record<string, { summary: string; value: Record<string, string | number> }> = {
  subscribe: {
    summary: 'Subscribe an HTTPS callback to the Atom feed for 10 days',
    value: { 'hub.mode': 'subscribe', 'hub.callback': 'https://subscriber.example/websub/callback', 'hub.topic': '{base_url}/feed.xml', 'hub.lease_seconds': 864000 },
  },
  plainHttpCallback: {
    summary: 'Rejected with 400: the callback is plain HTTP',
    value: { 'hub.mode': 'subscribe', 'hub.callback': 'http://subscriber.example/websub/callback', 'hub.topic': '{base_url}/feed.xml' },
  },
};

// What the MCP benches share: raw JSON-RPC sessions over HTTP, a tools/call load for autocannon,
// and a process's CPU time, so each bench measures the same requests the same way.
import fs from 'node:fs';
import type autocannon from 'autocannon';

export const MCP_HEADERS = { accept: 'application/json, text/event-stream', 'content-type': 'application/json', 'mcp-protocol-version': '2025-06-18' };

/** One session opened by a raw initialize and `notifications/initialized`; returns its id. */
export async function initializeSession(base: string): Promise<string> {
  const body = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } };
  const response = await fetch(`${base}/mcp`, { method: 'POST', headers: MCP_HEADERS, body: JSON.stringify(body) });
  const id = response.headers.get('mcp-session-id');
  await response.body?.cancel();
  if (!id) throw new Error(`initialize failed: ${response.status}`);
  await (await fetch(`${base}/mcp`, { method: 'POST', headers: { ...MCP_HEADERS, 'mcp-session-id': id }, body: '{"jsonrpc":"2.0","method":"notifications/initialized"}' })).text();
  return id;
}

/** autocannon requests: `tools/call` of `tool`, each with its own id, round-robin over `sessions`. */
export function toolCallRequests(sessions: readonly string[], tool: string, toolArgs: object): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        const n = next++;
        return { ...request, headers: { ...MCP_HEADERS, 'mcp-session-id': sessions[n % sessions.length]! }, body: JSON.stringify({ jsonrpc: '2.0', id: n, method: 'tools/call', params: { name: tool, arguments: toolArgs } }) };
      },
    },
  ];
}

/**
 * CPU time (user + system, ms) a process has used, from /proc: per request, the figure a busy
 * shared machine disturbs least.
 */
export function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100 on Linux)
}

import { getParseErrorMessage } from '@modelcontextprotocol/sdk/server/zod-compat.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { memoByObject } from '../../core/memo.ts';
import type { Snapshot } from '../build-store.ts';
import { LruCache } from '../lru-cache.ts';
import type { McpContext } from './context.ts';
import type { ToolAnswer } from './tools/definition.ts';
import { TOOLS_BY_NAME } from './tools/index.ts';
import { oneChunk, toolErrorBytes, toolResultBytes, toolResultParts, type ResultBytes } from './tools/result-bytes.ts';

/**
 * What tools/call answers: the result as UTF-8 JSON bytes (a tool result, or a tool error
 * with `isError`), or a protocol error (an unknown tool), which is a JSON-RPC error.
 */
export type CallOutcome = { result: ResultBytes } | { error: McpError };

/**
 * Results kept per build, by total bytes. A page of 20 reviews is about 30 KB as a result
 * (the reviews twice: structured, and escaped as text), so 4 MiB keeps over a hundred; an
 * insights section of megabytes (the summary is ~4.6 MB as a result at 100,000 reviews) is not
 * kept here: its pieces and their escaped forms are kept per build (views.ts), and a call only
 * lists them again. At 16 MiB the cache filled with one-off pages and the
 * sidecar's RSS after the reload bench's load was 369 MiB; at 4 MiB, 344 (target 350).
 * Dropped with the build's snapshot.
 */
const RESULT_CACHE_BYTES = 4 * 1024 * 1024;
/** Arguments longer than this as JSON are answered but not kept (the key would cost more than the answer). */
const MAX_KEY_LENGTH = 1024;

const results = memoByObject((_snapshot: Snapshot) => new LruCache<ResultBytes>(RESULT_CACHE_BYTES, (result) => result.size));

/**
 * The one tools/call of /mcp, for both ways a call arrives: answered directly on the HTTP
 * request (direct-call.ts), or through the SDK's server for everything else (server.ts).
 *
 * - An unknown tool is a protocol error, JSON-RPC -32602 (MCP 2025-06-18, Server Features ›
 *   Tools › Error Handling); the SDK's McpServer would make it an `isError` result.
 * - Arguments are checked with the tool's one zod schema (search_reviews: the very schema of
 *   GET /api/reviews/search). A problem is a tool error worded exactly as the SDK words it
 *   (`MCP error -32602: Input validation error: …`), each issue with its path.
 * - The answer is the tool's structured content as bytes, spliced into the result once
 *   (result-bytes.ts). No output-schema check at run time: the bytes are what the REST
 *   endpoints send, or JSON.stringify of values the build validated, and a test checks every
 *   tool's result against its advertised outputSchema with a JSON Schema validator.
 * - A result depends only on the build and the arguments, so it is made once per build and
 *   kept (bounded by bytes): a repeated call costs a lookup, as a repeated REST search does.
 *
 * Returns synchronously when it can (every tool but get_insights' first call of a build), so
 * the direct path answers in the same tick the request arrived.
 */
export function callTool(context: McpContext, name: string, args: Record<string, unknown> | undefined): CallOutcome | Promise<CallOutcome> {
  const tool = TOOLS_BY_NAME.get(name);
  if (!tool) return { error: new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}. tools/list names the tools this server has.`) };
  const snapshot = context.store.current(); // one build for the whole call
  const cache = results(snapshot);
  const argsJson = JSON.stringify(args ?? {});
  const key = argsJson.length <= MAX_KEY_LENGTH ? `${name}\n${argsJson}` : undefined;
  const kept = key === undefined ? undefined : cache.get(key);
  if (kept) return { result: kept };

  const parsed = tool.input.safeParse(args ?? {});
  if (!parsed.success) {
    const problem = new McpError(ErrorCode.InvalidParams, `Input validation error: Invalid arguments for tool ${name}: ${getParseErrorMessage(parsed.error)}`);
    return keep(oneChunk(toolErrorBytes(problem.message)));
  }
  const finish = (answer: ToolAnswer) =>
    keep('error' in answer ? oneChunk(toolErrorBytes(answer.error)) : 'parts' in answer ? toolResultParts(answer.parts.structured, answer.parts.escaped) : oneChunk(toolResultBytes(answer.json)));
  // A tool that throws is a tool error with its message, as the SDK answers it, and is not kept.
  const failed = (error: unknown): CallOutcome => ({ result: oneChunk(toolErrorBytes(error instanceof Error ? error.message : String(error))) });
  try {
    const answer = tool.answer(snapshot, parsed.data, context.urls);
    return answer instanceof Promise ? answer.then(finish, failed) : finish(answer);
  } catch (error) {
    return failed(error);
  }

  function keep(result: ResultBytes): CallOutcome {
    if (key !== undefined) cache.set(key, result);
    return { result };
  }
}

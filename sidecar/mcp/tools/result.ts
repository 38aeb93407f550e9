import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/**
 * A tool's answer: `structuredContent` for clients that read the output schema, and the same
 * object serialised as JSON in a text block for older clients (MCP 2025-06-18, "Structured
 * Content": a tool returning structured content SHOULD also return it serialised as text).
 */
export function toolResult<T extends Record<string, unknown>>(structured: T): CallToolResult & { structuredContent: T } {
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
}

/** A tool error the model can read and act on: `isError` with the reason in words. */
export function toolError(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/** Every tool here only reads the published dataset of one business. */
export const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

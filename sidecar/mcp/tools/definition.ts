import type { z } from 'zod';
import type { Urls } from '../../../core/urls.ts';
import type { Snapshot } from '../../build-store.ts';

/**
 * What a tool answers: its structured content as compact UTF-8 JSON (what JSON.stringify
 * writes; result-bytes.ts splices it into the result), or that JSON in pieces with each piece's
 * escaped form beside it (a large answer made of bytes kept per build: toolResultParts), or
 * the reason for a tool error.
 */
export type ToolAnswer = { json: Buffer } | { parts: { structured: Buffer[]; escaped: Buffer[] } } | { error: string };

/**
 * One tool, defined once: what tools/list shows (the SDK writes the schemas out as JSON
 * Schema) and what tools/call runs. `answer` gets arguments already checked by `input` and
 * reads only the snapshot it is given, so one call never mixes two builds. Each answer is a
 * pure function of the build and the arguments, which is what lets call-tool.ts keep it.
 */
export type ToolDefinition<I extends z.ZodObject = z.ZodObject> = {
  name: string;
  title: string;
  description: string;
  input: I;
  output: z.ZodObject;
  answer(snapshot: Snapshot, args: z.output<I>, urls: Urls): ToolAnswer | Promise<ToolAnswer>;
};

/** Types a definition by its input schema, so `answer` sees the parsed arguments' type. */
export function defineTool<I extends z.ZodObject>(tool: ToolDefinition<I>): ToolDefinition {
  return tool as unknown as ToolDefinition;
}

/** The structured content of a tool that builds a (small) object: serialised once, here. */
export function jsonAnswer(value: unknown): ToolAnswer {
  return { json: Buffer.from(JSON.stringify(value)) };
}

/** Every tool here only reads the published dataset of one business. */
export const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

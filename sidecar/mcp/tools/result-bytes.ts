const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

const OPEN = Buffer.from('{"content":[{"type":"text","text":"');
const MIDDLE = Buffer.from('"}],"structuredContent":');
const CLOSE = Buffer.from('}');

/** Room to escape a structured content of up to 1 MiB without counting first (2 MiB, allocated once). */
const SCRATCH_BYTES = 2 * 1024 * 1024;
const scratch = Buffer.allocUnsafeSlow(SCRATCH_BYTES);

/** A tool's result as UTF-8 JSON in pieces to send one after another (never joined unless a caller needs one buffer). */
export type ResultBytes = { chunks: readonly Buffer[]; size: number };

/** A result held as one buffer, as pieces. */
export const oneChunk = (bytes: Buffer): ResultBytes => ({ chunks: [bytes], size: bytes.length });

/** The pieces joined: for a caller that parses the result (the SDK's path). */
export const joinedResult = (result: ResultBytes): Buffer => (result.chunks.length === 1 ? result.chunks[0]! : Buffer.concat(result.chunks as Buffer[], result.size));

/**
 * A tool's successful result as UTF-8 JSON, from the bytes of its structured content (compact
 * JSON, as JSON.stringify writes it): the same bytes spliced once as `structuredContent`, and
 * once, escaped, as the text content (MCP 2025-06-18 "Structured Content": the text SHOULD be
 * the structured content serialised as JSON). Byte for byte what
 * `JSON.stringify({ content: [{ type: 'text', text: JSON.stringify(s) }], structuredContent: s })`
 * gives, without building or serialising the object again.
 */
export function toolResultBytes(structured: Buffer): Buffer {
  // The escaped copy is at most twice as long. Small answers (every page of reviews) are
  // escaped into a reused scratch buffer and copied out at their exact length, which is
  // cheaper than a first pass counting the characters to escape; large ones are counted.
  const escaped = structured.length <= SCRATCH_BYTES / 2 ? scratch.subarray(0, escapeInto(structured, scratch, 0)) : escapedJson(structured);
  const out = Buffer.allocUnsafe(OPEN.length + escaped.length + MIDDLE.length + structured.length + CLOSE.length);
  let at = OPEN.copy(out, 0);
  at += escaped.copy(out, at);
  at += MIDDLE.copy(out, at);
  at += structured.copy(out, at);
  CLOSE.copy(out, at);
  return out;
}

/**
 * The same result as toolResultBytes, from a structured content held in pieces, with each
 * piece's escaped form given beside it (`escaped[i]` is escapedJson(`structured[i]`)): a large
 * answer whose pieces, and their escaped forms, are kept per build (get_insights) is sent as
 * views of them, with nothing escaped, joined or copied per call.
 */
export function toolResultParts(structured: readonly Buffer[], escaped: readonly Buffer[]): ResultBytes {
  const chunks = [OPEN, ...escaped, MIDDLE, ...structured, CLOSE];
  let size = 0;
  for (const chunk of chunks) size += chunk.length;
  return { chunks, size };
}

/** Compact JSON as the inside of a JSON string literal (see escapeInto), in a buffer of its own. */
export function escapedJson(json: Buffer): Buffer {
  let extra = 0;
  for (let i = 0; i < json.length; i++) {
    const byte = json[i]!;
    if (byte === QUOTE || byte === BACKSLASH) extra++;
  }
  const escaped = Buffer.allocUnsafe(json.length + extra);
  escapeInto(json, escaped, 0);
  return escaped;
}

/**
 * Writes `json` into `out` at `at` as the inside of a JSON string literal; returns the end.
 * Compact JSON holds no raw control characters (JSON.stringify escapes them inside strings and
 * writes no whitespace between tokens), and JSON.stringify leaves every other character as it
 * is, multi-byte UTF-8 included; so escaping a serialised value as a string only has to put a
 * backslash before each `"` and `\`. A byte loop: a page of reviews has a quote every dozen
 * bytes, so copying the runs between them would cost more in calls than it saves.
 */
function escapeInto(json: Buffer, out: Buffer, at: number): number {
  for (let i = 0; i < json.length; i++) {
    const byte = json[i]!;
    if (byte === QUOTE || byte === BACKSLASH) out[at++] = BACKSLASH;
    out[at++] = byte;
  }
  return at;
}

/** A tool error's result (`isError`, the reason as text), as UTF-8 JSON. */
export function toolErrorBytes(message: string): Buffer {
  return Buffer.from(JSON.stringify({ content: [{ type: 'text', text: message }], isError: true }));
}

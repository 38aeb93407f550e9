const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

const OPEN = Buffer.from('{"content":[{"type":"text","text":"');
const MIDDLE = Buffer.from('"}],"structuredContent":');
const CLOSE = Buffer.from('}');

/**
 * A tool's successful result as UTF-8 JSON, from the bytes of its structured content (compact
 * JSON, as JSON.stringify writes it): the same bytes spliced once as `structuredContent`, and
 * once, escaped, as the text content (MCP 2025-06-18 "Structured Content": the text SHOULD be
 * the structured content serialised as JSON). Byte for byte what
 * `JSON.stringify({ content: [{ type: 'text', text: JSON.stringify(s) }], structuredContent: s })`
 * gives, without building or serialising the object again.
 */
export function toolResultBytes(structured: Buffer): Buffer {
  let extra = 0;
  for (let i = 0; i < structured.length; i++) {
    const byte = structured[i]!;
    if (byte === QUOTE || byte === BACKSLASH) extra++;
  }
  const out = Buffer.allocUnsafe(OPEN.length + structured.length + extra + MIDDLE.length + structured.length + CLOSE.length);
  let at = OPEN.copy(out, 0);
  at = escapeInto(structured, out, at);
  at += MIDDLE.copy(out, at);
  at += structured.copy(out, at);
  CLOSE.copy(out, at);
  return out;
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

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

const OPEN = Buffer.from('{"content":[{"type":"text","text":"');
const MIDDLE = Buffer.from('"}],"structuredContent":');
const CLOSE = Buffer.from('}');

/** Room to escape a structured content of up to 1 MiB without counting first (2 MiB, allocated once). */
const SCRATCH_BYTES = 2 * 1024 * 1024;
const scratch = Buffer.allocUnsafeSlow(SCRATCH_BYTES);

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
  let escaped: Buffer;
  if (structured.length <= SCRATCH_BYTES / 2) {
    escaped = scratch.subarray(0, escapeInto(structured, scratch, 0));
  } else {
    let extra = 0;
    for (let i = 0; i < structured.length; i++) {
      const byte = structured[i]!;
      if (byte === QUOTE || byte === BACKSLASH) extra++;
    }
    escaped = Buffer.allocUnsafe(structured.length + extra);
    escapeInto(structured, escaped, 0);
  }
  const out = Buffer.allocUnsafe(OPEN.length + escaped.length + MIDDLE.length + structured.length + CLOSE.length);
  let at = OPEN.copy(out, 0);
  at += escaped.copy(out, at);
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

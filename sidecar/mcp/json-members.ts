const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]

/**
 * The top-level members of a compact JSON object (as JSON.stringify writes it), as views of
 * its bytes, in order, without parsing the values: for insights.json, whose parsed form at
 * 100,000 reviews takes several times its 12 MB. Each value's bytes are then exactly
 * JSON.stringify of that value. Returns undefined for anything not laid out that way (any
 * whitespace between tokens, a top level that is not an object), so the caller can parse.
 */
export function topLevelMembers(json: Buffer): Map<string, Buffer> | undefined {
  const members = new Map<string, Buffer>();
  if (json[0] !== OPEN_OBJECT || json[json.length - 1] !== CLOSE_OBJECT) return undefined;
  if (json.length === 2) return members;
  let at = 1;
  for (;;) {
    if (json[at] !== QUOTE) return undefined;
    const keyEnd = stringEnd(json, at);
    if (keyEnd < 0 || json[keyEnd] !== COLON) return undefined;
    const key = JSON.parse(json.toString('utf8', at, keyEnd)) as string;
    const valueStart = keyEnd + 1;
    let depth = 0;
    let i = valueStart;
    for (; i < json.length; i++) {
      const byte = json[i]!;
      if (byte === QUOTE) {
        const end = stringEnd(json, i);
        if (end < 0) return undefined;
        i = end - 1;
      } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth++;
      else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
        if (depth === 0) break;
        depth--;
      } else if (byte === COMMA && depth === 0) break;
      else if (byte <= 0x20) return undefined; // whitespace: not compact
    }
    if (i === valueStart || i >= json.length) return undefined;
    members.set(key, json.subarray(valueStart, i));
    if (json[i] === CLOSE_OBJECT) return i === json.length - 1 ? members : undefined;
    at = i + 1;
  }
}

/** The index just after the string literal starting at `start`, or -1 if it never closes. */
function stringEnd(json: Buffer, start: number): number {
  for (let i = start + 1; i < json.length; i++) {
    const byte = json[i];
    if (byte === BACKSLASH) i++;
    else if (byte === QUOTE) return i + 1;
  }
  return -1;
}

/**
 * Where the parts of a build's reviews.json lie in its bytes: the value of each top-level
 * field, and each element of the `reviews` array. Reading the structure only (strings are
 * skipped with a native byte search), it lets each review be parsed on its own and kept as
 * the exact bytes the build wrote, so answers spliced from them are the build's own.
 * The values themselves are checked by whoever parses them (JSON.parse of each slice).
 */
export type PublishedLayout = {
  /** Top-level field name -> [start, end) of its value, `reviews` excepted. */
  fields: Map<string, [start: number, end: number]>;
  /** Byte ranges of the reviews, in array order. */
  starts: Float64Array;
  ends: Float64Array;
  /** True when consecutive reviews are separated by exactly one comma: a run of them is one slice. */
  contiguous: boolean;
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const isSpace = (byte: number | undefined) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

export function publishedLayout(input: Uint8Array): PublishedLayout {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const fail = (at: number, what: string): never => {
    throw new SyntaxError(`reviews.json: ${what} at byte ${at}`);
  };
  const skipSpace = (at: number) => {
    while (isSpace(bytes[at])) at++;
    return at;
  };
  const expect = (at: number, byte: number) => (bytes[at] === byte ? at + 1 : fail(at, `expected "${String.fromCharCode(byte)}"`));

  /** The end (after the closing quote) of the string starting at `at`. */
  const endOfString = (at: number): number => {
    for (let from = at + 1; ; ) {
      const quote = bytes.indexOf(QUOTE, from);
      if (quote < 0) return fail(at, 'unterminated string');
      let backslashes = 0;
      while (bytes[quote - 1 - backslashes] === BACKSLASH) backslashes++;
      if (backslashes % 2 === 0) return quote + 1;
      from = quote + 1;
    }
  };

  /** The end of the value starting at `at` (strings, objects and arrays by structure; scalars to the next delimiter). */
  const endOfValue = (at: number): number => {
    const first = bytes[at];
    if (first === QUOTE) return endOfString(at);
    if (first !== OPEN_OBJECT && first !== OPEN_ARRAY) {
      let end = at;
      while (end < bytes.length && !isSpace(bytes[end]) && bytes[end] !== COMMA && bytes[end] !== CLOSE_OBJECT && bytes[end] !== CLOSE_ARRAY) end++;
      return end > at ? end : fail(at, 'expected a value');
    }
    let depth = 0;
    for (let i = at; i < bytes.length; ) {
      const byte = bytes[i]!;
      if (byte === QUOTE) {
        i = endOfString(i);
        continue;
      }
      if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth++;
      else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
        if (--depth === 0) return i + 1;
      }
      i++;
    }
    return fail(at, 'unterminated value');
  };

  const fields = new Map<string, [number, number]>();
  const starts: number[] = [];
  const ends: number[] = [];
  let contiguous = true;
  let reviewsSeen = false;
  let at = expect(skipSpace(0), OPEN_OBJECT);
  at = skipSpace(at);
  if (bytes[at] === CLOSE_OBJECT) at++;
  else
    for (;;) {
      if (bytes[at] !== QUOTE) fail(at, 'expected a field name');
      const keyEnd = endOfString(at);
      const key = JSON.parse(bytes.toString('utf8', at, keyEnd)) as string;
      at = skipSpace(expect(skipSpace(keyEnd), COLON));
      if (key === 'reviews' && bytes[at] === OPEN_ARRAY) {
        if (reviewsSeen) fail(at, 'a second "reviews" array');
        reviewsSeen = true;
        at = skipSpace(at + 1);
        if (bytes[at] === CLOSE_ARRAY) at++;
        else
          for (;;) {
            const end = endOfValue(at);
            starts.push(at);
            ends.push(end);
            const next = skipSpace(end);
            if (bytes[next] === CLOSE_ARRAY) {
              at = next + 1;
              break;
            }
            at = expect(next, COMMA);
            if (next !== end || isSpace(bytes[at])) contiguous = false;
            at = skipSpace(at);
          }
      } else {
        const end = endOfValue(at);
        fields.set(key, [at, end]);
        at = end;
      }
      at = skipSpace(at);
      if (bytes[at] === CLOSE_OBJECT) {
        at++;
        break;
      }
      at = skipSpace(expect(at, COMMA));
    }
  if (skipSpace(at) !== bytes.length) fail(at, 'unexpected data after the document');
  if (!reviewsSeen) fail(0, 'no "reviews" array');
  return { fields, starts: Float64Array.from(starts), ends: Float64Array.from(ends), contiguous };
}

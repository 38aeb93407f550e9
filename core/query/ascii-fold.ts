// Byte search with A-Z folded to a-z, for UTF-8 text whose lower case is exactly that fold:
// no byte of a multi-byte UTF-8 character is below 0x80, so folding bytes folds characters.

const A = 0x41;
const Z = 0x5a;
const a = 0x61;
const z = 0x7a;

/** Whether `needle` holds an ASCII letter (so case matters to where it matches). */
export function hasAsciiLetter(needle: Uint8Array): boolean {
  for (const byte of needle) if ((byte >= a && byte <= z) || (byte >= A && byte <= Z)) return true;
  return false;
}

/**
 * The first index in [from, to - needle.length] where `haystack`, with A-Z read as a-z,
 * holds `needle` (lower-cased: it has no A-Z), or -1.
 */
export function asciiFoldIndexOf(haystack: Uint8Array, needle: Uint8Array, from: number, to: number): number {
  const length = needle.length;
  if (length === 0) return from <= to ? from : -1;
  const first = needle[0]!;
  // The first byte in its other case too (itself when it is not a letter).
  const firstUpper = first >= a && first <= z ? first - 0x20 : first;
  for (let at = from, last = to - length; at <= last; at++) {
    const byte = haystack[at]!;
    if (byte !== first && byte !== firstUpper) continue;
    let k = 1;
    for (; k < length; k++) {
      const b = haystack[at + k]!;
      if (b !== needle[k] && (b < A || b > Z || (b | 0x20) !== needle[k])) break;
    }
    if (k === length) return at;
  }
  return -1;
}

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asciiFoldIndexOf, hasAsciiLetter } from '../../core/query/ascii-fold.ts';

// Every pair of bytes, first and later in the needle: a byte of the text matches a byte of the
// (lower-cased) needle exactly when String.prototype.toLowerCase says they are equal for ASCII,
// and bytes of multi-byte characters only match themselves.

const lower = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);
const needleBytes = Array.from({ length: 256 }, (_, byte) => byte).filter((byte) => lower(byte) === byte); // what a lower-cased needle can hold

describe('ASCII case fold', () => {
  it('should match a byte exactly when folding A-Z makes it the needle byte, first or later', () => {
    for (let text = 0; text < 256; text++) {
      for (const needle of needleBytes) {
        const expected = lower(text) === needle;
        assert.equal(asciiFoldIndexOf(Uint8Array.of(text), Uint8Array.of(needle), 0, 1) === 0, expected, `first: text ${text}, needle ${needle}`);
        assert.equal(asciiFoldIndexOf(Uint8Array.of(0x78, text), Uint8Array.of(0x78, needle), 0, 2) === 0, expected, `later: text ${text}, needle ${needle}`);
      }
    }
  });

  it('should search only inside [from, to)', () => {
    const text = Buffer.from('Leak, LEAK and leak');
    const needle = Buffer.from('leak');
    assert.equal(asciiFoldIndexOf(text, needle, 0, text.length), 0);
    assert.equal(asciiFoldIndexOf(text, needle, 1, text.length), 6);
    assert.equal(asciiFoldIndexOf(text, needle, 7, text.length), 15);
    assert.equal(asciiFoldIndexOf(text, needle, 7, 18), -1);
    assert.equal(asciiFoldIndexOf(text, Buffer.alloc(0), 3, 3), 3);
  });

  it('should tell needles with ASCII letters from those without', () => {
    assert.equal(hasAsciiLetter(Buffer.from('a leak')), true);
    assert.equal(hasAsciiLetter(Buffer.from('Z')), true);
    assert.equal(hasAsciiLetter(Buffer.from('42 — ÉÉ @[`{')), false);
  });
});

import fs from 'node:fs';

/** Flush to disk every this many characters: large enough for few syscalls, small enough to stay flat in memory. */
const CHUNK = 1 << 20;

/**
 * Appends lines to a file in chunks, so 100,000 reviews never sit in memory as one string.
 * Synchronous on purpose: the generator does nothing else meanwhile, and it keeps order trivial.
 */
export function createLineWriter(file: string) {
  const fd = fs.openSync(file, 'w');
  let pending: string[] = [];
  let size = 0;
  const flush = () => {
    if (pending.length === 0) return;
    const bytes = Buffer.from(pending.join(''), 'utf8');
    for (let offset = 0; offset < bytes.length; ) offset += fs.writeSync(fd, bytes, offset);
    pending = [];
    size = 0;
  };
  return {
    line(text: string) {
      pending.push(text, '\n');
      size += text.length + 1;
      if (size >= CHUNK) flush();
    },
    close() {
      flush();
      fs.closeSync(fd);
    },
  };
}

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { strongEtag } from '../../core/http/etag.ts';
import { etagOfChunks } from '../../sidecar/http/etag-of-chunks.ts';

// A body sent in pieces (since/ answers) must carry the tag its joined bytes would: the tag
// of the prebuilt file, the same on every replica.
describe('etagOfChunks', () => {
  it('should give the tag of the joined bytes, whatever the pieces and their sizes', async () => {
    const MiB = 1024 * 1024;
    const cases: Buffer[][] = [
      [],
      [Buffer.alloc(0)],
      [Buffer.from('{"since":"2024-01-01","count":0,"reviews":['), Buffer.from(']}')],
      [Buffer.from('head'), randomBytes(2 * MiB + 17), Buffer.alloc(0), randomBytes(MiB - 1), Buffer.from('tail')],
      [randomBytes(MiB), randomBytes(MiB)],
    ];
    for (const chunks of cases) assert.equal(await etagOfChunks(chunks), strongEtag(Buffer.concat(chunks)));
  });

  it('should let other work run while it hashes a large body', async () => {
    let turns = 0;
    const timer = setInterval(() => turns++, 0);
    await etagOfChunks([randomBytes(8 * 1024 * 1024)]);
    clearInterval(timer);
    assert.ok(turns > 0, 'a timer fired during the hash');
  });
});

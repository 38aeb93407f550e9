import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { topLevelMembers } from '../../sidecar/mcp/json-members.ts';

// get_insights answers from insights.json's members as views of the file's bytes, never
// parsing the document (sidecar/mcp/views.ts); each view must be JSON.stringify of its value.
describe('topLevelMembers', () => {
  it('should give each member of any JSON.stringify-written object as exactly JSON.stringify of its value, in order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit: 'binary' }), fc.jsonValue({ maxDepth: 4 })), (object) => {
        const members = topLevelMembers(Buffer.from(JSON.stringify(object)));
        assert.ok(members);
        assert.deepEqual([...members.keys()], Object.keys(object));
        for (const [key, bytes] of members) assert.equal(bytes.toString('utf8'), JSON.stringify(object[key]));
      }),
      { numRuns: 2000 },
    );
  });

  it('should handle quotes, backslashes and brackets inside strings', () => {
    const object = { 'a"b': 'q\\', c: [{ d: '}' }, ']', '\\"'], e: null, '': { '{': 1 } };
    const members = topLevelMembers(Buffer.from(JSON.stringify(object)))!;
    assert.deepEqual(Object.fromEntries([...members].map(([k, v]) => [k, JSON.parse(v.toString())])), object);
  });

  it('should refuse what is not a compact JSON object, so the caller parses it instead', () => {
    for (const text of ['{ "a":1}', '{"a": 1}', '{"a":1,}', '[1]', '{"a":"x}', '{"a":{"b":1}', '{"a":1}x', '{"a":}', '{\n"a":1}', '"x"', '{a:1}']) {
      assert.equal(topLevelMembers(Buffer.from(text)), undefined, text);
    }
    assert.deepEqual(topLevelMembers(Buffer.from('{}')), new Map());
  });
});

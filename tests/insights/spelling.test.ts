import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSpeller, editDistance } from '../../core/insights/analyzer/spelling.ts';

describe('spelling repair', () => {
  const speller = createSpeller(['communication', 'professional', 'again', 'answered', 'installer', 'installed', 'cleanup', 'paint', 'point']);
  it('should count a swap of neighbours as one edit', () => {
    assert.equal(editDistance('agian', 'again'), 1);
    assert.equal(editDistance('proffesional', 'professional'), 2);
    assert.equal(editDistance('kitten', 'sitting'), 3);
    assert.equal(editDistance('', 'abc'), 3);
  });
  it('should repair a word one edit away, or two for long words', () => {
    assert.equal(speller('comunication'), 'communication');
    assert.equal(speller('agian'), 'again');
    assert.equal(speller('anwsered'), 'answered');
    assert.equal(speller('cleaup'), 'cleanup');
    assert.equal(speller('proffesional'), 'professional');
  });
  it('should leave alone known words, short words, inflections and words with two equally near repairs', () => {
    assert.equal(speller('again'), undefined);
    assert.equal(speller('pint'), undefined, 'shorter than five letters');
    assert.equal(speller('installers'), undefined, 'a plural, not a typo, and two edits from "installed"');
    assert.equal(speller('pxint'), undefined, 'one edit from both "paint" and "point"');
    assert.equal(speller('gr8t!'), undefined);
  });
});

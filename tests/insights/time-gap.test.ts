import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { timeGapAcross } from '../../core/insights/analyzer/time-gap.ts';
import { parseText } from '../../core/insights/analyzer/nlp.ts';

/** timeGapAcross over the first two sentences of a text: the valence and the word it rests on. */
function across(text: string): { valence: number; word: string } | null {
  const parsed = parseText(text);
  const [first, second] = parsed.sentences;
  const gap = timeGapAcross(parsed, first!, second!);
  return gap && { valence: gap.valence, word: parsed.normals[gap.at]! };
}

describe('timeGapAcross (analyzer/time-gap.ts)', () => {
  it('should compare a duration promised in one sentence with the time taken in the next', () => {
    assert.deepEqual(across('Estimate said 3 days. It took 9.'), { valence: -0.5, word: '9' });
    assert.deepEqual(across('They told us completion in 10 days. It is now 35 days.'), { valence: -0.5, word: 'days' });
    assert.deepEqual(across('Quoted two weeks. Took them six.'), { valence: -0.5, word: 'six' });
    assert.deepEqual(across('They said it would take a week. Took three days.'), { valence: 0.5, word: 'days' });
    // A promise kept to the day is praise.
    assert.deepEqual(across('They said three days. Took three days.'), { valence: 0.5, word: 'days' });
  });

  it('should say nothing where no promise was made, or no time taken is said', () => {
    assert.equal(across('They said three days. Took four.'), null); // a day over: not late enough to blame
    assert.equal(across('The job was three days. It took nine.'), null); // no promise: a fact
    assert.equal(across('They quoted three days. We have nine windows.'), null); // no time taken
    assert.equal(across('Quoted a week. Took a while though.'), null);
  });

  it('should compare a day booked in one sentence with the day they came in the next', () => {
    assert.deepEqual(across('Booked for Monday. Turned up Monday.'), { valence: 0.5, word: 'monday' });
    assert.deepEqual(across('Scheduled for the Tuesday. They finally came on Friday.'), { valence: -0.5, word: 'friday' });
    assert.deepEqual(across('We were booked in for June. They started in June, as planned.'), { valence: 0.5, word: 'june' });
  });

  it('should say nothing of a day named without a booking, or a day after it that is no arrival', () => {
    assert.equal(across('The storm hit on Monday. They came Tuesday.'), null); // no booking
    assert.equal(across('Booked for Monday. It rained Thursday.'), null); // no arrival
    assert.equal(across('Booked for Monday. Turned up Tuesday.'), null); // a day late: not late enough to blame
  });
});

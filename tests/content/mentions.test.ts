import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMentionFinder } from '../../core/content/mentions.ts';
import { Business } from '../../core/schemas/business.ts';
import { profile } from '../../scripts/generate/business.ts';

const sample = Business.parse(profile);
const find = createMentionFinder(sample);

/** A roster built to catch matches inside words: "Sam" next to "Samuel", "Lou" next to "loud". */
function rosterWith(technicians: { name: string; aliases?: string[] }[]) {
  return createMentionFinder(Business.parse({ ...profile, technicians: technicians.map((t) => ({ role: 'Crew', aliases: [], ...t })) }));
}

describe('mentions derived from review text', () => {
  it('should find a technician by first name, full name and alias', () => {
    assert.deepEqual(find('Dave was great.').technicians, ['Dave Kowalski']);
    assert.deepEqual(find('Ask for Dave Kowalski.').technicians, ['Dave Kowalski']);
    assert.deepEqual(find('Big Dave ran a tight crew').technicians, ['Dave Kowalski']);
    assert.deepEqual(find('Thanks to SAMMY and tamika!').technicians, ['Tamika Brooks', 'Sam Whitfield']);
  });

  it('should find a technician named with a possessive or across a line break', () => {
    assert.deepEqual(find("Hector's repair held up").technicians, ['Hector Ramirez']);
    assert.deepEqual(find('We had Brianna\nCole on the job').technicians, ['Brianna Cole']);
  });

  it('should not match a name inside another word', () => {
    const roster = rosterWith([{ name: 'Sam Patel' }, { name: 'Lou Grant', aliases: ['Big Lou'] }]);
    assert.deepEqual(roster('Samuel from the office called.').technicians, []);
    assert.deepEqual(roster('The crew was loud, and Samantha noticed.').technicians, []);
    assert.deepEqual(roster('Sam, thanks!').technicians, ['Sam Patel']);
    // In the sample roster: "Bri" is not in "brick", "Hec" is not in "heck", "Lou" is not in "loud".
    assert.deepEqual(find('What the heck, the brick wall is loud').technicians, []);
  });

  it('should match a longer first name only when it is an alias', () => {
    const roster = rosterWith([{ name: 'Sam Patel', aliases: ['Samuel'] }]);
    assert.deepEqual(roster('Samuel from the office called.').technicians, ['Sam Patel']);
  });

  it('should find a service by name, id in words and synonym', () => {
    assert.deepEqual(find('The roof replacement went well').services, ['roof-replacement']);
    assert.deepEqual(find('Our re-roof took two days').services, ['roof-replacement']);
    assert.deepEqual(find('They did our Re-Roof, fast').services, ['roof-replacement']);
    assert.deepEqual(find('The siding and soffit job').services, ['siding-and-soffit']);
    assert.deepEqual(find('Hail damage everywhere; new gutter guards too').services, ['storm-damage-restoration', 'gutter-installation']);
  });

  it('should not match a service synonym inside another word', () => {
    assert.deepEqual(find('They were tarping the neighbours').services, []);
    assert.deepEqual(find('Skylighting is not a word').services, []);
    assert.deepEqual(find('A prepipe boot? No.').services, []);
  });

  it('should add stated mentions and keep roster order', () => {
    const found = find('Luis called; Dave came.', { technicians: ['Brianna Cole'], services: ['roof-inspection'] });
    assert.deepEqual(found, { technicians: ['Dave Kowalski', 'Luis Ortega', 'Brianna Cole'], services: ['roof-inspection'] });
  });
});

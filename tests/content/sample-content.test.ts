import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadContent } from '../../core/content/load.ts';
import { addDays } from '../../core/schemas/date.ts';
import { PROJECT_ROOT } from '../helpers/build.ts';

// Loaded with the real clock, as the build loads it.
const content = loadContent(path.join(PROJECT_ROOT, 'content'));
const { business, reviews, editorial, aspects } = content;

describe('the committed sample content', () => {
  it('should load: at least 400 reviews over more than three years', () => {
    assert.ok(reviews.length >= 400, `${reviews.length} reviews`);
    const dates = reviews.map((r) => r.date).sort();
    assert.ok(dates[0]! <= addDays(dates.at(-1)!, -3 * 365), `${dates[0]} to ${dates.at(-1)}`);
  });

  it('should describe the business in full', () => {
    assert.equal(business.name, 'Summit Ridge Roofing & Exteriors');
    assert.ok(business.services.length >= 6 && business.technicians.length === 6 && business.service_areas.length >= 5);
    assert.ok(business.updated <= reviews.at(-1)!.date);
  });

  it('should have the ten aspects, each with a good list of terms', () => {
    assert.deepEqual(
      aspects.map((a) => a.name),
      ['Workmanship', 'Communication', 'Timeliness', 'Price and value', 'Clean-up', 'Professionalism', 'Insurance and claims help', 'Warranty', 'Estimate and inspection', 'Storm and emergency response'],
    );
    for (const aspect of aspects) assert.ok(aspect.terms.length >= 15, aspect.id);
    const cleanUp = aspects.find((a) => a.id === 'clean-up')!;
    for (const term of ['clean', 'cleanup', 'clean-up', 'mess', 'debris', 'nails', 'magnet', 'tidy', 'swept', 'dumpster']) assert.ok(cleanUp.terms.includes(term), term);
  });

  it('should have an editorial whose figures match the reviews', () => {
    assert.equal(editorial.author, 'Joanna Reyes, reviews editor');
    const average = (reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length).toFixed(2);
    assert.ok(editorial.body.includes(`${reviews.length} verified reviews`), editorial.body);
    assert.ok(editorial.body.includes(`average of ${average} stars`), editorial.body);
    assert.equal(editorial.body.split(/\n\s*\n/).length, 4);
  });

  it('should mention every technician and every service somewhere', () => {
    for (const t of business.technicians) assert.ok(reviews.some((r) => r.mentions.technicians.includes(t.name)), t.name);
    for (const s of business.services) assert.ok(reviews.some((r) => r.mentions.services.includes(s.id)), s.id);
    // The editorial says so: "Big Dave" is the most-named technician.
    const counts = business.technicians.map((t) => [t.name, reviews.filter((r) => r.mentions.technicians.includes(t.name)).length] as const);
    assert.equal([...counts].sort((a, b) => b[1] - a[1])[0]![0], 'Dave Kowalski');
  });

  it('should include real complaints in the one-star reviews, each answered by the owner', () => {
    const ones = reviews.filter((r) => r.rating === 1);
    assert.ok(ones.length >= 15);
    for (const complaint of [/leak/i, /never called back|voicemail|nobody returned/i, /nails/i, /insurance|claim/i, /over the quote|bill/i, /warranty/i]) {
      assert.ok(reviews.some((r) => r.rating <= 2 && complaint.test(r.text)), `no low review matching ${complaint}`);
    }
    assert.ok(ones.every((r) => r.owner_response !== undefined));
  });
});

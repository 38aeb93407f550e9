import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { computeInsights } from '../../core/insights/index.ts';
import { allReviewFacts } from '../../core/insights/facts/parallel-facts.ts';
import { Insights, type ReviewIdsByPolarity } from '../../core/schemas/insights.ts';
import { dataset, REVIEWS, review } from './fixtures.ts';

const insights = computeInsights(dataset(REVIEWS));
const ids = new Set(REVIEWS.map((r) => r.id));
const byId = new Map(REVIEWS.map((r) => [r.id, r]));
const all = (lists: ReviewIdsByPolarity) => [...lists.positive, ...lists.negative, ...lists.neutral];

/** Every review id anywhere in the document, with where it was found. */
function* idsIn(value: unknown, path = ''): Generator<[string, string]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* idsIn(item, `${path}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'review_id' && typeof item === 'string') yield [item, path];
      else if (key === 'review_ids' || (key === 'evidence' && Array.isArray(item) && item.every((x) => typeof x === 'string'))) {
        // A list of ids, or lists of ids by polarity.
        for (const id of (Array.isArray(item) ? item : Object.values(item as object).flat()) as string[]) yield [id, `${path}.${key}`];
      } else yield* idsIn(item, `${path}.${key}`);
    }
  }
}

describe('computeInsights', () => {
  it('should produce a document the Insights schema accepts, with the sections the interface names', () => {
    const parsed = Insights.parse(insights);
    assert.deepEqual(Object.keys(parsed), ['aspects', 'entities', 'topics', 'faq', 'summary', 'method']);
    assert.deepEqual(Object.keys(parsed.entities), ['technicians', 'services', 'service_areas']);
  });

  it('should give the same bytes for the same content, in any input order', () => {
    const again = JSON.stringify(computeInsights(dataset([...REVIEWS].reverse())));
    assert.equal(again, JSON.stringify(insights));
  });

  it('should change when the content changes', () => {
    const more = [...REVIEWS, review({ id: 'r11', date: '2025-03-01', rating: 1, text: 'Terrible clean-up, nails everywhere.' })];
    assert.notEqual(JSON.stringify(computeInsights(dataset(more))), JSON.stringify(insights));
  });

  it('should cite only review ids that exist', () => {
    let count = 0;
    for (const [id, where] of idsIn(insights)) {
      assert.ok(ids.has(id), `${id} at ${where} is not a review`);
      count++;
    }
    assert.ok(count > 100, `only ${count} ids cited`);
  });

  it('should count each aspect from its id lists, and date its trend from those reviews', () => {
    for (const aspect of insights.aspects) {
      const listed = all(aspect.review_ids);
      assert.equal(new Set(listed).size, listed.length, `${aspect.id}: a review counted twice`);
      assert.equal(aspect.mentions, listed.length, aspect.id);
      assert.equal(aspect.positive, aspect.review_ids.positive.length);
      assert.equal(aspect.negative, aspect.review_ids.negative.length);
      assert.equal(aspect.neutral, aspect.review_ids.neutral.length);
      assert.equal(aspect.score, aspect.mentions ? Math.round(((aspect.positive - aspect.negative) / aspect.mentions) * 100) / 100 : 0);
      const fromQuarters = aspect.trend.quarters.reduce((sum, q) => sum + q.mentions, 0);
      assert.equal(fromQuarters, aspect.mentions, `${aspect.id}: quarters`);
      for (const q of aspect.trend.quarters) {
        const inQuarter = listed.filter((id) => quarterOf(byId.get(id)!.date) === q.quarter);
        assert.equal(q.mentions, inQuarter.length, `${aspect.id} ${q.quarter}`);
        assert.equal(q.positive, aspect.review_ids.positive.filter((id) => quarterOf(byId.get(id)!.date) === q.quarter).length);
      }
      for (const evidence of aspect.evidence) {
        assert.ok(aspect.review_ids[evidence.polarity].includes(evidence.review_id), `${aspect.id}: evidence ${evidence.review_id} not counted as ${evidence.polarity}`);
        assert.ok(byId.get(evidence.review_id)!.text.includes(evidence.quote.replace(/…$/, '').split('. ')[0]!), `${aspect.id}: quote not in review`);
        assert.equal(evidence.rating, byId.get(evidence.review_id)!.rating);
      }
    }
  });

  it('should find the aspects, polarities and evidence these reviews state', () => {
    const aspect = (id: string) => insights.aspects.find((a) => a.id === id)!;
    // r4: "Nails all over the driveway"; r7: "The magnet sweep missed a few nails".
    assert.deepEqual(aspect('clean-up').review_ids.negative.sort(), ['r4', 'r7']);
    assert.ok(aspect('clean-up').review_ids.positive.includes('r3'), 'r3: "Not once did they leave a mess"');
    assert.deepEqual(aspect('communication').review_ids.negative.sort(), ['r2', 'r7']);
    assert.deepEqual(aspect('warranty').review_ids, { positive: ['r6'], negative: ['r9'], neutral: [] });
    assert.ok(aspect('workmanship').review_ids.negative.includes('r9'), 'r9: "The flashing leaks again"');
    assert.ok(aspect('storm-response').review_ids.positive.includes('r5'));
    const quote = aspect('warranty').evidence.find((e) => e.review_id === 'r9')!.quote;
    assert.equal(quote, 'The flashing leaks again and they refused to honor the warranty.');
  });

  it('should count technicians from the reviews that name them, with rating, sentiment and aspects', () => {
    const [mike, jenna, nobody] = insights.entities.technicians;
    assert.equal(mike!.name, 'Mike Reyes');
    assert.deepEqual(all(mike!.review_ids).sort(), ['r1', 'r5'], 'full name and alias "Big Mike"');
    assert.equal(mike!.mentions, 2);
    assert.equal(mike!.average_rating, 4.5);
    // r5 says "Big Mike was fantastic"; r1 has no opinion word, but the trained model reads a
    // roof replaced "in two days" as praise, so it counts. Only r5 is quoted: r1's own words judge
    // nothing of Mike, so they are no evidence of praise.
    assert.deepEqual(mike!.sentiment, { positive: 2, negative: 0, neutral: 0, score: 1 });
    assert.deepEqual(
      mike!.evidence.map((e) => [e.review_id, e.quote]),
      [['r5', 'Big Mike was fantastic.']],
    );
    assert.deepEqual(all(jenna!.review_ids).sort(), ['r10', 'r3']);
    assert.ok(jenna!.praised_for.some((p) => p.aspect === 'insurance' && p.review_ids.includes('r3')));
    assert.deepEqual(nobody, { ...nobody!, mentions: 0, average_rating: 0, praised_for: [], criticised_for: [], evidence: [], review_ids: { positive: [], negative: [], neutral: [] } });
  });

  it('should count services and service areas with their ratings', () => {
    const [replacement, repair] = insights.entities.services;
    assert.deepEqual(all(replacement!.review_ids).sort(), ['r1', 'r8']);
    assert.equal(replacement!.reviews, 2);
    assert.equal(replacement!.average_rating, 5);
    assert.deepEqual(all(repair!.review_ids), ['r5']);
    const [north, south] = insights.entities.service_areas;
    assert.equal(north!.reviews + south!.reviews, REVIEWS.length);
    assert.deepEqual(all(south!.review_ids).sort(), ['r3', 'r4', 'r9']);
    assert.equal(south!.average_rating, Math.round(((5 + 1 + 1) / 3) * 100) / 100);
    assert.equal(south!.sentiment.positive + south!.sentiment.negative + south!.sentiment.neutral, 3);
  });

  it('should list recurring phrases as topics with their reviews', () => {
    const sweep = insights.topics.find((t) => t.phrase === 'magnet sweep');
    assert.ok(sweep, JSON.stringify(insights.topics.map((t) => t.phrase)));
    assert.deepEqual(all(sweep.review_ids).sort(), ['r6', 'r7', 'r8']);
    assert.equal(sweep.reviews, 3);
    for (const topic of insights.topics) {
      assert.equal(topic.reviews, all(topic.review_ids).length);
      assert.equal(topic.sentiment.positive, topic.review_ids.positive.length);
      assert.equal(topic.sentiment.negative, topic.review_ids.negative.length);
      assert.equal(topic.sentiment.positive + topic.sentiment.negative + topic.sentiment.neutral, topic.reviews);
      for (const example of topic.examples) assert.ok(topic.review_ids[example.polarity].includes(example.review_id));
      assert.equal(topic.trend.quarters.reduce((sum, q) => sum + q.reviews, 0), topic.reviews);
    }
  });

  it('should ask only the questions the reviews answer, with the ids they rest on', () => {
    const asked = insights.faq.map((f) => f.id);
    assert.ok(asked.includes('insurance-claims'));
    assert.ok(asked.includes('replacement-duration'));
    const duration = insights.faq.find((f) => f.id === 'replacement-duration')!;
    assert.deepEqual(duration.findings.map((f) => [f.label, f.review_ids.sort()]), [
      ['one day or less', ['r8']],
      ['2 days', ['r1']],
    ]);
    const warranty = insights.faq.find((f) => f.id === 'warranty')!;
    assert.deepEqual(warranty.findings.map((f) => f.label), ['a 25-year warranty']);
    // "Their 25-year warranty gave us peace of mind" gives the term, not whether they honour it.
    assert.match(warranty.answer, /1 review has a sentence that answers this; the analyzer reads 0 as positive, 1 as negative and 0 as neutral/);
    assert.deepEqual(warranty.answers?.review_ids, { positive: [], negative: ['r9'], neutral: [] });
    assert.deepEqual(warranty.review_ids, ['r9', 'r6']);
    for (const entry of insights.faq) {
      assert.equal(entry.reviews, entry.review_ids.length);
      if (entry.answers) {
        assert.equal(entry.answers.positive, entry.answers.review_ids.positive.length);
        assert.equal(entry.answers.negative, entry.answers.review_ids.negative.length);
        assert.equal(entry.answers.neutral, entry.answers.review_ids.neutral.length);
        for (const id of all(entry.answers.review_ids)) assert.ok(entry.review_ids.includes(id), `${entry.id}: ${id}`);
      }
      for (const finding of entry.findings) for (const id of finding.review_ids) assert.ok(entry.review_ids.includes(id));
      assert.ok(entry.reviews > 0);
    }
    // Without a word about storms or warranties, those questions are not asked.
    const quiet = computeInsights(dataset([review({ id: 'q1', date: '2024-01-01', rating: 5, text: 'The clean-up was spotless.' })]));
    assert.deepEqual(quiet.faq.map((f) => f.id), ['clean-up']);
  });

  it('should summarise with the editorial text and highlights that cite reviews', () => {
    const { summary } = insights;
    assert.equal(summary.text, 'An *editorial* summary.');
    assert.equal(summary.title, 'What people say');
    assert.equal(summary.reviews, REVIEWS.length);
    assert.equal(all(summary.review_ids).length, REVIEWS.length);
    assert.ok(summary.highlights.length >= 3);
    for (const highlight of summary.highlights) assert.ok(highlight.evidence.length > 0, highlight.kind);
    assert.equal(summary.highlights[0]!.kind, 'overall');
  });

  it('should record the analyzer and the installed library versions', () => {
    const require = createRequire(import.meta.url);
    const version = (name: string) => JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
    assert.deepEqual(insights.method.libraries, [
      { name: 'wink-nlp', version: version('wink-nlp') },
      { name: 'wink-eng-lite-web-model', version: version('wink-eng-lite-web-model') },
    ]);
    assert.match(insights.method.analyzer.version, /^\d+\.\d+\.\d+$/);
  });

  it('should handle a dataset without reviews', () => {
    const empty = Insights.parse(computeInsights(dataset([])));
    assert.ok(empty.aspects.every((a) => a.mentions === 0 && a.score === 0));
    assert.deepEqual(empty.topics, []);
    assert.deepEqual(empty.faq, []);
    assert.deepEqual(empty.summary.highlights, []);
  });
});

function quarterOf(date: string): string {
  return `${date.slice(0, 4)}-Q${Math.ceil(Number(date.slice(5, 7)) / 3)}`;
}

describe('allReviewFacts', () => {
  it('should give the same facts, in the same order, on worker threads as on one thread', () => {
    const many = Array.from({ length: 30 }, (_, i) => REVIEWS[i % REVIEWS.length]!).map((r, i) => ({ ...r, id: `m${String(i).padStart(2, '0')}` }));
    const data = dataset(many);
    const plain = (facts: ReturnType<typeof allReviewFacts>) =>
      JSON.stringify(facts.map((f) => ({ ...f, aspects: [...f.aspects], technicians: [...f.technicians].map(([k, v]) => [k, { ...v, aspects: [...v.aspects] }]) })));
    const one = allReviewFacts(data, { threads: 1 });
    const report = { workers: 0, fallbacks: 0 };
    const three = allReviewFacts(data, { threads: 3, parallelFrom: 0, report });
    assert.deepEqual(report, { workers: 2, fallbacks: 0 });
    assert.equal(three.length, 30);
    assert.equal(plain(three), plain(one));
    assert.ok(three.every((f, i) => f.review === data.reviews[i]), 'facts point at the dataset\'s own review objects');
  });
});

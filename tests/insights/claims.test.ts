// Issue 11, item 3: each published claim rests on evidence that supports it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { MEASURED_ACCURACY } from '../../core/insights/model/accuracy.ts';
import { findDuration, findResponseTime } from '../../core/insights/sections/faq-findings.ts';
import { answersQuestion, FAQ_QUESTIONS } from '../../core/insights/sections/faq-questions.ts';
import { computeInsights } from '../../core/insights/index.ts';
import { partialQuarter } from '../../core/insights/sections/tally.ts';
import { dataset, review } from './fixtures.ts';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../../core/content/load.ts';
import { createDataset } from '../../core/dataset/dataset.ts';
import { aspectKey, createAnalyzer, technicianKey } from '../../core/insights/analyzer/analyzer.ts';
import { reviewFacts } from '../../core/insights/facts/review-facts.ts';
import { SURE_SUPPORT } from '../../core/insights/facts/sure.ts';
import { decideAbout, opinionAbout } from '../../core/insights/model/about.ts';
import { judgingUses } from '../../core/insights/sections/topics.ts';

describe('FAQ findings', () => {
  it('should take a replacement duration only from a sentence about the replacement job', () => {
    assert.deepEqual(findDuration('The whole roof replacement was done in two days, exactly as promised.', false), { label: '2 days', order: 2 });
    assert.deepEqual(findDuration('The job was done in a day and a half even with a rain delay.', true), { label: '1.5 days', order: 1.5 });
    // "the job" is a replacement only in a review about one.
    assert.equal(findDuration('The job was done in two days even with a rain delay.', false), undefined);
    for (const sentence of [
      'After the hailstorm, they had a tarp on our roof within two hours.',
      'It sometimes took a day or two to get a call back.',
      'Only reason for four stars: the estimate took a week to arrive.',
      'From the first call to the finished job took less than three weeks.',
      'The whole roof repair was done in two days, exactly as promised.',
      'Nobody told us they were rescheduling, so we took a day off work for nothing.',
    ]) {
      assert.equal(findDuration(sentence, true), undefined, sentence);
    }
  });

  it('should count emergency help only when help came, and how soon', () => {
    assert.equal(findResponseTime('When a tree came through the roof, Dave was here the same day.')?.label, 'help the same day');
    assert.equal(findResponseTime('Within an hour of my call after the storm, someone was on the roof.')?.label, 'help within hours');
    assert.equal(findResponseTime('They promised same-day emergency service, and nobody came for four days.')?.label, 'help after several days');
    for (const sentence of [
      'They always answered the phone or called back the same day.',
      'The estimate was ready the next day.',
      'The dumpster was gone the same afternoon they finished.',
      'Even worse, the tarp they put on blew off the next day and we got soaked.',
      'The salesman pressured us to sign that same night.',
    ]) {
      assert.equal(findResponseTime(sentence), undefined, sentence);
    }
  });

  it('should take as answers only the sentences on the question asked', () => {
    const question = (id: string) => FAQ_QUESTIONS.find((q) => q.id === id)!;
    const cases: Array<[string, string, boolean]> = [
      ['warranty', 'They honored the warranty without any argument.', true],
      ['warranty', 'They honored the price from the estimate even though material costs went up.', false],
      ['warranty', 'The warranty is the best we were offered, ten years on workmanship.', false],
      ['warranty', 'Then they denied our warranty claim even though it was their own flashing that failed.', true],
      ['insurance-claims', 'They met the adjuster on the roof and made sure nothing was missed.', true],
      ['insurance-claims', 'They are licensed and insured and happily showed us the paperwork.', false],
      ['pricing', 'The final bill came in $350 over the quote.', true],
      ['pricing', 'The price was fair and exactly what they quoted.', true],
      ['pricing', 'Their quote was clear and they did not pressure us.', false],
      ['pricing', 'We got quotes from three companies and they were in the middle.', false],
      ['pricing', 'They even took $2,400 off the bill for the delay.', false],
      ['pricing', 'They did not try to upsell us on anything we did not need.', false],
      ['clean-up', 'They swept the driveway and hauled off every bit of debris.', true],
      ['clean-up', 'The valleys are clean, the lines are tight and the ridge cap looks perfect.', false],
      ['clean-up', 'Dave was up there checking every nail line personally.', false],
      ['clean-up', 'They climbed up and inspected the roof instead of eyeballing it from the driveway.', false],
      ['pricing', 'Hector was supposed to be in charge, but was rarely on site.', false],
      ['emergency-repairs', 'They came out on a Sunday to stop an active leak.', true],
      ['emergency-repairs', 'They always answered the phone or called back the same day.', false],
      ['emergency-repairs', 'I found Summit Ridge online and called them about our storm repair.', false],
      ['timeliness', 'They kept to the schedule they gave us at the estimate.', true],
      ['timeliness', 'The estimate matched the final price, but there was a small drip the first week, which they sorted out quickly.', false],
      // A free warranty visit is no price against a quote; warranty paperwork is no insurance
      // claim; a scrap of paper is no debris.
      ['pricing', 'Over a year later they still came back to check a spot, no charge.', false],
      ['pricing', 'Not a single leak in six months, which is more than I can say for our last roofer.', false],
      // Terms hard to find are about what the warranty says, not whether they stand behind it.
      ['warranty', 'If I had to nitpick, the warranty details were buried in the fine print.', false],
      ['insurance-claims', 'The only downside was that the warranty paperwork took a couple of months to arrive.', false],
      ['insurance-claims', 'I should add that they registered the manufacturer warranty for us and sent the paperwork.', false],
      ['insurance-claims', 'They sent the supplement to our insurer and it was approved within a week.', true],
      ['clean-up', 'The estimate was a one-line number on a scrap of paper.', false],
      ['clean-up', 'The crew picked every scrap of old shingle out of the bushes.', true],
    ];
    for (const [id, sentence, answers] of cases) assert.equal(answersQuestion(question(id), sentence), answers, `${id}: ${sentence}`);
  });

  it('should answer a question from the sentences that answer it, with id lists that match the counts', () => {
    const insights = computeInsights(
      dataset([
        review({ id: 'a1', date: '2024-03-01', rating: 5, text: 'After the storm they had a tarp on within hours. The crew was polite.' }),
        review({ id: 'a2', date: '2024-03-02', rating: 5, text: 'We hired them for our storm repair. The shingles look great.' }),
        review({ id: 'a3', date: '2024-03-03', rating: 5, text: 'They always called back the same day.' }),
      ]),
    );
    const storm = insights.faq.find((f) => f.id === 'emergency-repairs')!;
    assert.deepEqual(storm.findings.map((f) => [f.label, f.review_ids]), [['help within hours', ['a1']]]);
    // a2 only names the job; a3 is about calls, not storm help.
    assert.deepEqual(storm.review_ids, ['a1']);
    assert.ok(!JSON.stringify(storm.answers).includes('a2'));
  });
});

describe('technicians', () => {
  it('should praise or criticise a technician for an aspect only from a clause about them that judges it', () => {
    const insights = computeInsights(
      dataset([
        review({ id: 't1', date: '2024-03-01', rating: 5, text: 'Jenna spent a long time answering our questions.' }),
        review({ id: 't2', date: '2024-03-02', rating: 4, text: 'The shingles look great, but Jenna never called back.' }),
        review({ id: 't3', date: '2024-03-03', rating: 5, text: 'Jenna kept us updated every day with great communication.' }),
      ]),
    );
    const jenna = insights.entities.technicians.find((t) => t.name === 'Jenna Holt')!;
    assert.equal(jenna.mentions, 3);
    const praised = new Map(jenna.praised_for.map((p) => [p.aspect, p.review_ids]));
    const criticised = new Map(jenna.criticised_for.map((p) => [p.aspect, p.review_ids]));
    assert.ok(!praised.get('workmanship')?.includes('t2'), 'the shingles are not Jenna\'s clause');
    assert.ok(!criticised.get('communication')?.includes('t1'), 'a long time answering questions judges no aspect');
    assert.ok(praised.get('communication')?.includes('t3'), JSON.stringify(jenna));
  });
});

describe('trends', () => {
  const spread = (dates: string[]) => dates.map((date, i) => review({ id: `c${i}`, date, rating: 5, text: 'The clean-up was spotless.' }));

  it('should give no score to a quarter of fewer than 5 reviews, and mark the quarter still under way', () => {
    const insights = computeInsights(dataset(spread(['2024-01-05', '2024-01-06', '2024-02-07', '2024-02-08', '2024-03-09', '2024-04-10', '2024-05-02'])));
    const cleanup = insights.aspects.find((a) => a.id === 'clean-up')!;
    assert.deepEqual(
      cleanup.trend.quarters.map((q) => [q.quarter, q.mentions, q.score, q.partial]),
      [
        ['2024-Q1', 5, 1, false],
        ['2024-Q2', 2, null, true],
      ],
    );
    assert.equal(cleanup.trend.direction, 'insufficient_data');
  });

  it('should know when the newest review closes its quarter', () => {
    assert.equal(partialQuarter('2026-11-15'), '2026-Q4');
    assert.equal(partialQuarter('2026-12-31'), undefined);
    assert.equal(partialQuarter('2024-03-30'), '2024-Q1');
    assert.equal(partialQuarter('2024-06-30'), undefined);
    assert.equal(partialQuarter(undefined), undefined);
  });
});

describe('evidence and topics', () => {
  /** The clean-up aspect's evidence quotes over five-star reviews of these texts, a day apart. */
  const cleanupQuotes = (texts: readonly string[]) =>
    computeInsights(dataset(texts.map((text, k) => review({ id: `e${k + 1}`, date: `2024-03-0${k + 1}`, rating: 5, text })))).aspects
      .find((a) => a.id === 'clean-up')!
      .evidence.map((e) => e.quote);

  it('should never quote the same words twice as evidence', () => {
    const quotes = cleanupQuotes(['The clean-up was spotless.', 'The clean-up was spotless!', 'the clean-up was spotless.', 'They did a careful clean-up, every nail gone.']).map((q) =>
      q.toLowerCase().replace(/[^a-z ]/g, ''),
    );
    assert.equal(new Set(quotes).size, quotes.length, JSON.stringify(quotes));
    assert.ok(quotes.length >= 2);
  });

  it('should not quote one statement twice behind a different opener', () => {
    const quotes = cleanupQuotes(['The clean-up was spotless.', 'Also, the clean-up was spotless.', 'What is more, the clean-up was spotless!', 'They did a careful clean-up, every nail gone.']);
    assert.equal(quotes.filter((q) => /clean-up was spotless/i.test(q)).length, 1, JSON.stringify(quotes));
    assert.ok(quotes.length >= 2);
  });

  it('should not make a topic of a service name, nor of a phrase reviews only mention', () => {
    const texts = [
      'Our roof replacement went well and the final walkthrough was thorough.',
      'They did our roof replacement in May. The final walkthrough was excellent.',
      'The roof replacement took two days and the final walkthrough was great.',
      'The roof replacement happened in June.',
      'We watched from the back porch.',
      'The back porch is where we sat.',
      'Our dog slept on the back porch.',
    ];
    const insights = computeInsights(dataset(texts.map((text, i) => review({ id: `p${i}`, date: `2024-0${i + 1}-01`, rating: 5, text, services: ['roof-replacement'] }))));
    const phrases = insights.topics.map((t) => t.phrase);
    assert.ok(!phrases.includes('roof replacement'), JSON.stringify(phrases));
    assert.ok(!phrases.includes('back porch'), `a phrase no review judges is no theme: ${JSON.stringify(phrases)}`);
    const walkthrough = insights.topics.find((t) => t.phrase === 'final walkthrough');
    assert.ok(walkthrough, JSON.stringify(phrases));
    assert.ok(walkthrough.sentiment.positive >= 2, JSON.stringify(walkthrough.sentiment));
  });
});

describe('claims only where the evidence is clear', () => {
  // The sample business, read as the build reads it: these causes were found by marking its claims.
  const sample = createDataset(loadContent(fileURLToPath(new URL('../../content', import.meta.url))));
  const analyzer = createAnalyzer({ aspects: sample.aspects, technicians: sample.business.technicians });
  const sampleInsights = computeInsights(sample);
  const byId = new Map(sample.reviews.map((r) => [r.id, r]));

  it('should quote as evidence only a sentence whose own reading is sure and is the polarity published', () => {
    let checked = 0;
    for (const aspect of sampleInsights.aspects) {
      for (const e of aspect.evidence) {
        const analysis = analyzer.analyze(e.quote.replace(/…$/, ''));
        const key = aspectKey(aspect.id);
        const raw = analysis.sentences.reduce((sum, s) => sum + (s.scores.get(key) ?? 0), 0);
        const decided = decideAbout(analysis, key, raw);
        assert.equal(decided.polarity, e.polarity, `${aspect.id}: "${e.quote}"`);
        assert.ok(decided.support >= SURE_SUPPORT, `${aspect.id}: "${e.quote}" is read ${decided.polarity} with support ${decided.support.toFixed(2)}`);
        checked++;
      }
    }
    assert.ok(checked >= 30, `${checked} quotes checked`);
  });

  it('should not quote a sentence as evidence of an aspect that is only its setting', () => {
    const storm = sampleInsights.aspects.find((a) => a.id === 'storm-response')!;
    const quotes = storm.evidence.map((e) => e.quote);
    assert.ok(quotes.length > 0);
    for (const quote of quotes) assert.ok(!/\bno (?:leaks|problems)\b/i.test(quote), `the roof holding through a storm is workmanship, not storm response: "${quote}"`);
    const facts = reviewFacts(analyzer, review({ id: 'x1', date: '2024-03-01', rating: 5, text: 'No leaks since, even through two big hailstorms.' }));
    assert.equal(facts.aspects.get('workmanship')?.quotable, true);
    // Only named there: not quoted (nor, since a mention is no claim, counted at all).
    assert.notEqual(facts.aspects.get('storm-response')?.quotable, true);
  });

  it('should praise a technician for an aspect only where their clause is about it, surely', () => {
    const dave = sampleInsights.entities.technicians.find((t) => t.name === 'Dave Kowalski')!;
    for (const list of [dave.praised_for, dave.criticised_for]) {
      for (const tally of list) {
        for (const id of tally.review_ids) {
          const stance = reviewFacts(analyzer, byId.get(id)!).technicians.get(dave.name)!.aspects.get(tally.aspect)!;
          assert.ok(stance.sure && stance.quotable, `${id} ${tally.aspect}: "${stance.quote}"`);
        }
      }
    }
    // "When a tree came through the roof, Dave was here the same day." praises his response, not his workmanship.
    const workmanship = dave.praised_for.find((p) => p.aspect === 'workmanship')?.review_ids ?? [];
    assert.ok(!workmanship.includes('r-000349'), 'r-000349 praises no workmanship of Dave\'s');
  });

  it("should read the business's own name as a name, not as aspect terms or opinions", () => {
    const own = createAnalyzer({ aspects: sample.aspects, technicians: sample.business.technicians, business: sample.business.name });
    assert.match(sample.business.name, /^Summit Ridge\b/);
    for (const text of ['I would recommend Summit Ridge to anyone in North Larkspur.', 'Thank you, Summit Ridge Roofing & Exteriors!', 'We just had our hail damage repair done by Summit Ridge.']) {
      const aspects = opinionAbout(own, text).aspects.map((a) => a.id);
      assert.ok(!aspects.includes('workmanship'), `"${text}" speaks of no roof ridge: ${aspects}`);
    }
    // A roof's ridge is still workmanship.
    assert.ok(opinionAbout(own, 'The ridge cap looks perfect.').aspects.some((a) => a.id === 'workmanship'));
    // A name made of opinion words is no opinion to the rules.
    const best = createAnalyzer({ aspects: sample.aspects, business: 'Best Choice Roofing' });
    assert.equal(best.analyze('We hired Best Choice Roofing for our gutters.').raw, 0);
    assert.ok(best.analyze('Best Choice Roofing did the best job we have seen.').raw > 0);
    // The build's insights read it so too.
    const workmanship = sampleInsights.aspects.find((a) => a.id === 'workmanship')!;
    assert.ok(!Object.values(workmanship.review_ids).flat().includes('r-000397'), 'r-000397 only recommends Summit Ridge');
  });

  it('should read idioms as idioms: "to be fair" and "in charge" price nothing, a shrug is no answer, a magnet sweeper is a clean yard', () => {
    const aspectsOf = (text: string) => opinionAbout(analyzer, text).aspects.map((a) => a.id);
    assert.ok(!aspectsOf('To be fair, Luis Ortega called the night before to let us know when the crew would arrive.').includes('price-value'));
    assert.ok(!aspectsOf('Dave was supposed to be in charge, but was rarely on site.').includes('price-value'));
    assert.ok(aspectsOf('They charged us for a full day of labor for a one-hour visit.').includes('price-value'), 'a charge is still price');
    const technician = (text: string, name: string) => analyzer.analyze(text).sentences[0]!.scores.get(technicianKey(name))!;
    assert.ok(technician('We asked Dave about it and got a shrug.', 'Dave Kowalski') < 0);
    assert.equal(opinionAbout(analyzer, 'Hec walked the yard with a magnet sweeper twice before leaving.', 'clean-up').polarity, 'positive');
    // Caulk smeared on a leak is a botched repair, not a dirty yard.
    const smeared = opinionAbout(analyzer, 'When someone finally came out, they smeared some caulk on it and left.').aspects;
    assert.deepEqual(smeared.map((a) => [a.id, a.polarity]), [['workmanship', 'negative']]);
  });

  it('should read a title before a name as part of the name, not as an opinion', () => {
    // "Miss" is a verb with a negative valence to wink: in "Miss Tamika" it is a title.
    const score = analyzer.analyze('Miss Tamika in the office was a pleasure to deal with.').sentences[0]!.scores.get(technicianKey('Tamika Brooks'));
    assert.ok(score !== undefined && score > 0, `Tamika's score: ${score}`);
    for (const id of ['r-000195', 'r-000258']) {
      assert.match(byId.get(id)!.text, /Miss Tamika in the office was a pleasure to deal with\./);
      assert.equal(reviewFacts(analyzer, byId.get(id)!).technicians.get('Tamika Brooks')?.polarity, 'positive', id);
    }
  });

  it('should read a promise kept to the day as praise and mixed messages as a complaint', () => {
    assert.equal(opinionAbout(analyzer, 'They started on the day they said they would.', 'timeliness').polarity, 'positive');
    assert.equal(opinionAbout(analyzer, 'They never started on the day they said they would.', 'timeliness').polarity, 'negative');
    assert.equal(opinionAbout(analyzer, 'Only reason for four stars: we got mixed messages about the start date at first.', 'communication').polarity, 'negative');
  });

  it('should read a whole job inside a stated time as quick, and a price held as price, not warranty', () => {
    assert.equal(opinionAbout(analyzer, 'From the first call to the finished job took less than a month.', 'timeliness').polarity, 'positive');
    // ...of the time it took, not of "the finished job" as workmanship.
    const scores = analyzer.analyze('From the first call to the finished job took less than a month.').sentences[0]!.scores;
    assert.ok((scores.get(aspectKey('workmanship')) ?? 0) === 0, `workmanship ${scores.get(aspectKey('workmanship'))}`);
    const held = opinionAbout(analyzer, 'They honored the price from the estimate even though material costs went up.');
    assert.deepEqual(held.aspects.filter((a) => a.id === 'warranty'), [], JSON.stringify(held.aspects));
    assert.equal(held.aspects.find((a) => a.id === 'price-value')?.polarity, 'positive');
    // A worry before hiring them is no complaint about their price.
    assert.equal(opinionAbout(analyzer, 'We had been putting it off for years and were nervous about the cost.', 'price-value').polarity, 'neutral');
    // "honored" alone still speaks of the warranty.
    assert.ok(opinionAbout(analyzer, 'They honored the warranty without any argument.').aspects.some((a) => a.id === 'warranty' && a.polarity === 'positive'));
  });

  it('should not count a topic from a concession or from a mixed sentence', () => {
    const phrases = (text: string) => {
      const facts = reviewFacts(analyzer, review({ id: 'x3', date: '2024-03-01', rating: 5, text }));
      return judgingUses(facts).map((u) => u.key);
    };
    // Granted, not judged: the sentence praises the price, not the material costs.
    assert.deepEqual(phrases('They honored the price from the estimate even though material costs went up.'), []);
    // One clause faults the office in the busy season, the other praises the work: the sentence's
    // polarity as a whole is not what it says of the busy season.
    assert.deepEqual(phrases('The office was hard to reach during the busy season, although the quality of the work is top notch.'), []);
    // The busy season is when the office was hard to reach, not what is judged (see claims-causes.test.ts).
    assert.deepEqual(phrases('The office was hard to reach during the busy season.'), []);
    assert.deepEqual(phrases('The busy season was chaos with them.'), ['busy season']);
    // A stray word of faint valence does not make a complaint mixed.
    assert.deepEqual(phrases('One tiny note: the emergency line took a while to call back during the storm.'), ['emergency line']);
    const topics = new Map(sampleInsights.topics.map((t) => [t.phrase, t]));
    assert.ok(!topics.has('material cost'), 'a phrase only ever conceded is no topic');
    assert.deepEqual(topics.get('busy season')?.review_ids.positive ?? [], [], 'no review praises the busy season');
  });

  it('should show a topic example only where the sentence is read surely, as the topic is counted', () => {
    for (const topic of sampleInsights.topics) {
      for (const e of topic.examples) {
        const facts = reviewFacts(analyzer, byId.get(e.review_id)!);
        const k = facts.sentences.findIndex((s) => e.quote.replace(/…$/, '').startsWith(s) || s.startsWith(e.quote.replace(/…$/, '')));
        const reading = facts.sentencePolarities.get(k);
        assert.ok(reading?.sure && reading.polarity === e.polarity, `topic "${topic.phrase}": "${e.quote}" read ${JSON.stringify(reading)}, shown ${e.polarity}`);
      }
    }
  });
});

describe('published accuracy', () => {
  it('should be the held-out figure recorded in tests/insights/eval/README.md', () => {
    const readme = fs.readFileSync(new URL('./eval/README.md', import.meta.url), 'utf8');
    const row = /\|\s*\*\*held-out\*\*[^|]*\|\s*([\d,]+)\s*\|\s*\*\*([\d.]+)%\*\*/.exec(readme);
    assert.ok(row, 'the README has a held-out row');
    assert.equal(MEASURED_ACCURACY.judgements, Number(row[1]!.replace(/,/g, '')));
    assert.equal(MEASURED_ACCURACY.held_out, Math.round(Number(row[2]) * 10) / 1000);
    const insights = computeInsights(dataset([]));
    assert.deepEqual(insights.method.accuracy, { ...MEASURED_ACCURACY });
  });
});

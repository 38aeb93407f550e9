// Issue 11, items 3-4: the causes an independent reader found behind wrong published claims
// (docs/audit/2026-11-23-seed-1123-independent.md), each fixed as a general rule. The sentences
// here are written for these tests, not taken from the sample reviews.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../../core/content/load.ts';
import { createDataset } from '../../core/dataset/dataset.ts';
import { createAnalyzer, technicianKey } from '../../core/insights/analyzer/analyzer.ts';
import { reviewFacts } from '../../core/insights/facts/review-facts.ts';
import { decideAbout, opinionAbout } from '../../core/insights/model/about.ts';
import { answersQuestion, FAQ_QUESTIONS } from '../../core/insights/sections/faq-questions.ts';
import { judgingUses } from '../../core/insights/sections/topics.ts';
import { review } from './fixtures.ts';

// The sample business's catalogue and roster, as the build reads them.
const sample = createDataset(loadContent(fileURLToPath(new URL('../../content', import.meta.url))));
const analyzer = createAnalyzer({ aspects: sample.aspects, technicians: sample.business.technicians, business: sample.business.name });
const factsOf = (text: string) => reviewFacts(analyzer, review({ id: 'c1', date: '2024-03-01', rating: 5, text }));

/** One test per case: whether the FAQ question `id` takes the sentence as an answer. */
function itAnswers(cases: ReadonlyArray<[id: string, sentence: string, answers: boolean]>): void {
  for (const [id, sentence, answers] of cases) {
    it(`${answers ? 'should' : 'should not'} take "${sentence}" as an answer to ${id}`, () => {
      assert.equal(answersQuestion(FAQ_QUESTIONS.find((q) => q.id === id)!, sentence), answers);
    });
  }
}

describe('cause 1: an aspect claim needs a sentence that judges the aspect', () => {
  it('should not give an opinion to an aspect a sentence only names as the job or its setting', () => {
    // Storm response, workmanship and communication are named here; nothing is said of them.
    const text = 'After the windstorm in March we phoned them about our chimney flashing.';
    const named = [...analyzer.analyze(text).sentences[0]!.scores.keys()].filter((key) => key.startsWith('a:'));
    assert.ok(named.length >= 2, JSON.stringify(named));
    // Named, not judged: no opinion at all (not even a neutral one; see cause 7 below).
    for (const aspect of opinionAbout(analyzer, text).aspects) assert.equal(aspect.polarity, 'neutral', `${aspect.id} in "${text}"`);
    // The same decision in the facts the insights are built from, and no evidence of praise.
    for (const [id, stance] of factsOf(text).aspects) assert.equal(stance.polarity, 'neutral', id);
  });

  it('should still judge an aspect the text only implies, and one a sentence judges', () => {
    assert.equal(opinionAbout(analyzer, 'Quoted three weeks, took nine.', 'timeliness').polarity, 'negative');
    assert.equal(opinionAbout(analyzer, 'The flashing around our chimney is perfect.', 'workmanship').polarity, 'positive');
  });

  it('should quote as evidence only a sentence whose own words judge the aspect that way', () => {
    const facts = factsOf('Their crew wrapped up our gutter and downspout work on Friday. The new gutters look fantastic.');
    const workmanship = facts.aspects.get('workmanship')!;
    assert.equal(workmanship.polarity, 'positive');
    assert.equal(workmanship.quote, 'The new gutters look fantastic.');
    assert.ok(workmanship.quotable);
  });
});

describe('cause 2: the judged clause counts for the aspect it is about', () => {
  it('should not quote a warranty refusal as evidence of professionalism', () => {
    const facts = factsOf('The office refused our warranty request outright and blamed the shingle maker.');
    assert.equal(facts.aspects.get('warranty')?.polarity, 'negative');
    assert.notEqual(facts.aspects.get('professionalism')?.quotable, true, JSON.stringify(facts.aspects.get('professionalism')));
  });
});

describe('cause 3: an FAQ finding counts only sentences that answer the question', () => {
  const cases: Array<[string, string, boolean]> = [
    // A bill complained of is not a final price set against the quote...
    ['pricing', 'They billed us for gutter guards nobody ever installed.', false],
    ['pricing', 'We were charged for three hours when the tech stayed for twenty minutes.', false],
    // ...unless the sentence sets it against the quote.
    ['pricing', 'The final bill came to $800 more than the written estimate.', true],
    ['pricing', 'We were charged exactly what they quoted.', true],
    // What was said about the date is communication; how fast the job went is speed; a wait for
    // a repair is not the schedule; a delay the weather made is not theirs.
    ['timeliness', 'We kept hearing different stories about when the crew would arrive and the start date.', false],
    ['timeliness', 'The office gave us confusing information about the schedule.', false],
    ['timeliness', 'The tear-off and new shingles were done in three days.', false],
    ['timeliness', 'Two months on we are still waiting for them to fix the drip.', false],
    ['timeliness', 'They finished ahead of schedule despite a snow delay.', false],
    ['timeliness', 'The crew showed up two hours late every single morning.', true],
    ['timeliness', 'They started on the date they gave us and wrapped up on schedule.', true],
    // Registering a warranty is paperwork, not standing behind it.
    ['warranty', 'They registered the shingle warranty with the manufacturer for us.', false],
    ['warranty', 'The office mailed the warranty certificate within a week.', false],
    ['warranty', 'When the skylight leaked they came back under warranty and fixed it free.', true],
  ];
  itAnswers(cases);
});

describe('cause 4: a topic counts only where its own clause judges it', () => {
  const topicsOf = (text: string) => judgingUses(factsOf(text)).map((u) => u.key);
  it('should not count a phrase that only marks a span, a time or a part of something else', () => {
    assert.deepEqual(topicsOf('They were courteous from the initial site visit to the last shingle bundle.'), []);
    assert.deepEqual(topicsOf('The crew kept us dry with a tarp until the roof inspection was done.'), []);
    assert.ok(!topicsOf('Afterwards they mailed us pictures of the finished gutter guards.').includes('gutter guard'));
  });

  it('should still count a phrase its clause judges, including through "the quality of"', () => {
    assert.ok(topicsOf('The gutter guards look great.').includes('gutter guard'), JSON.stringify(topicsOf('The gutter guards look great.')));
    assert.ok(topicsOf('The quality of the gutter guards is excellent.').includes('gutter guard'));
  });
});

describe('cause 5: general rules that decide a polarity', () => {
  const person = (text: string, name: string) => {
    const analysis = analyzer.analyze(text);
    const key = technicianKey(name);
    return { score: analyzer.scoreFor(analysis, key)!, decided: decideAbout(analysis, key, analyzer.scoreFor(analysis, key)!).polarity };
  };

  it('should say a "but" clause without a subject of its own of the person before it', () => {
    const luis = person('Luis was meant to be our site lead, but was rarely on site.', 'Luis Ortega');
    assert.ok(luis.score < 0, `score ${luis.score}`);
    assert.equal(luis.decided, 'negative');
    const tamika = person('Tamika was polite, but never returned a single call.', 'Tamika Brooks');
    assert.ok(tamika.score < 0, `score ${tamika.score}`);
    // A clause with its own subject is about that subject.
    const mixed = person('Tamika was polite, but the crew never returned a single call.', 'Tamika Brooks');
    assert.ok(mixed.score > 0, `score ${mixed.score}`);
  });

  it('should read a promise that never came about as a complaint', () => {
    const text = 'Hector promised us two extra attic vents that never happened.';
    assert.ok(analyzer.analyze(text).raw < 0);
    assert.equal(opinionAbout(analyzer, text).polarity, 'negative');
    assert.ok(person(text, 'Hector Ramirez').score < 0);
    assert.equal(opinionAbout(analyzer, 'Nothing went wrong and the job happened right on time.').polarity, 'positive');
  });
});

// Causes the second independent reader found (docs/audit/2026-11-23-seed-5171-independent.md),
// again with sentences written for these tests.

describe('cause 7: a mention is not a claim', () => {
  it('should neither list nor count an aspect a review only names', () => {
    const text = 'We phoned them after the ice storm in January about a drip over the garage.';
    assert.ok(analyzer.analyze(text).sentences[0]!.scores.has('a:storm-response'), 'storm response is named');
    assert.deepEqual(opinionAbout(analyzer, text).aspects, []);
    assert.equal(factsOf(text).aspects.size, 0);
    // Asked about it directly, the answer is still neutral: the text names it and says nothing of it.
    assert.equal(opinionAbout(analyzer, text, 'storm-response').polarity, 'neutral');
  });

  it('should still count an aspect a sentence judges', () => {
    const facts = factsOf('Their emergency crew after the ice storm in January was outstanding.');
    assert.equal(facts.aspects.get('storm-response')?.polarity, 'positive', JSON.stringify([...facts.aspects]));
  });
});

describe('cause 8: the verdict on a person in a sentence that concedes', () => {
  // The sample roster's people, decided as insights.json decides a technician named in a review.
  const verdict = (text: string, name: string) => {
    const analysis = analyzer.analyze(text);
    const key = technicianKey(name);
    return decideAbout(analysis, key, analyzer.scoreFor(analysis, key)!);
  };

  it('should take the "but" clause as the verdict when it names no other person', () => {
    assert.equal(verdict('Tamika was cheerful, but none of her callbacks ever happened.', 'Tamika Brooks')?.polarity, 'negative');
    assert.equal(verdict('Luis seemed nice, but nothing he told us turned out to be true.', 'Luis Ortega')?.polarity, 'negative');
    // A "but" clause about someone else is theirs (as in cause 5).
    assert.equal(verdict('Tamika was polite, but the crew never returned a single call.', 'Tamika Brooks')?.polarity, 'positive');
  });

  it('should not read a plural "they" after one named person as that person', () => {
    const text = 'Hector was supposed to run the crew, but was rarely on site. They did a beautiful job on the siding.';
    assert.equal(verdict(text, 'Hector Ramirez')?.polarity, 'negative');
  });
});

describe('cause 9: time given to answering and explaining is praise', () => {
  it('should praise the person who spent it', () => {
    const text = 'Brianna spent a long time answering all of our questions.';
    const analysis = analyzer.analyze(text);
    const key = technicianKey('Brianna Cole');
    assert.equal(decideAbout(analysis, key, analyzer.scoreFor(analysis, key)!).polarity, 'positive');
    assert.ok(analyzer.scoreFor(analysis, key)! > 0, 'the rules praise her');
    assert.equal(opinionAbout(analyzer, text, 'communication').polarity, 'positive');
  });
});

describe("cause 10: the catalogue's term names its own aspect", () => {
  it('should not make a catalogue warranty phrase evidence of the estimate', () => {
    const text = 'Only quibble: the warranty terms were hidden in the fine print.';
    assert.deepEqual(opinionAbout(analyzer, text).aspects.map((a) => [a.id, a.polarity]), [['warranty', 'negative']]);
  });
});

// Causes left after the seed-8813 sheet and the seed-5171 reader's rows (branch claims2), again
// with sentences written for these tests.

describe('cause 11: what a photo shows, and a span an opinion runs across, is the setting', () => {
  const aspectsOf = (text: string) => opinionAbout(analyzer, text).aspects.map((a) => a.id);
  const topicsOf = (text: string) => judgingUses(factsOf(text)).map((u) => u.key);

  it('should not judge the parts a photo shows, nor take them as topics', () => {
    const cracked = 'Our rep emailed us pictures of the cracked decking and the rotten fascia boards.';
    assert.ok(!aspectsOf(cracked).includes('workmanship'), JSON.stringify(aspectsOf(cracked)));
    assert.ok(!topicsOf(cracked).includes('fascia board'), JSON.stringify(topicsOf(cracked)));
    const listed = 'The inspector sent photos of the chimney flashing and the new drip edge before the gutters went back up.';
    assert.ok(!aspectsOf(listed).includes('workmanship'), JSON.stringify(aspectsOf(listed)));
    assert.ok(!topicsOf(listed).includes('drip edge'), JSON.stringify(topicsOf(listed)));
    // The photos themselves are still judged.
    assert.equal(opinionAbout(analyzer, listed, 'estimate-inspection').polarity, 'positive');
  });

  it('should give an opinion of its own aspect to that aspect, not to the span it runs across', () => {
    assert.deepEqual(aspectsOf('They were courteous from the first phone call to the final inspection.'), ['professionalism']);
    assert.deepEqual(aspectsOf('Everyone was polite from the first phone call to the last walkthrough.'), ['professionalism']);
    // A generic opinion across the span still speaks of what the span names.
    assert.ok(aspectsOf('From the estimate to the final walkthrough, everything was great.').includes('estimate-inspection'));
  });
});

describe('cause 12: asking again for what should have come is a complaint', () => {
  it('should read it as a complaint about what was asked for', () => {
    assert.equal(opinionAbout(analyzer, 'I had to ask twice for the warranty certificate.', 'warranty').polarity, 'negative');
    assert.equal(opinionAbout(analyzer, 'I had to keep asking about the lien waiver.').polarity, 'negative');
    assert.notEqual(opinionAbout(analyzer, 'We never had to ask for anything.').polarity, 'negative');
  });
});

describe('cause 13: FAQ answers about the schedule kept and the clean-up after the job', () => {
  const cases: Array<[string, string, boolean]> = [
    // How soon they booked the job is not whether they kept the date...
    ['timeliness', 'They put us on their schedule for the following Monday.', false],
    ['timeliness', 'The office squeezed me into the calendar two days after I signed.', false],
    // ...unless the sentence says it was kept or missed.
    ['timeliness', 'They put us on their schedule for Monday and showed up at seven sharp.', true],
    // Protecting the property during the job is not cleaning up after it...
    ['clean-up', 'They laid tarps over the garden and shielded the shrubs.', false],
    ['clean-up', 'The crew covered the patio furniture with plastic sheeting.', false],
    // ...unless the sentence says what was cleaned up.
    ['clean-up', 'They covered the bushes and then raked every nail out of the lawn.', true],
  ];
  itAnswers(cases);
});

// Causes left after the claims2 branch (the 5171 and 8813 sheets' rows it did not reach), again
// with sentences written for these tests.

describe('cause 14: the hour and the trouble are the setting of the help, not a complaint', () => {
  it('should read help on an emergency line or to stop a leak as praise of the storm response', () => {
    for (const text of [
      'Their emergency line put us through to a roofer at four in the morning.',
      'A tech drove over on Easter Sunday to stop an active leak in the bedroom.',
    ]) {
      const analysis = analyzer.analyze(text);
      // The rules find no complaint in it (an "emergency" is what the line is for, the leak what
      // the visit stopped).
      assert.ok(analysis.raw >= 0, `${text}: raw ${analysis.raw}`);
      assert.ok(analyzer.scoreFor(analysis, 'a:storm-response')! >= 0, text);
    }
    assert.ok(analyzer.analyze('A tech drove over on Easter Sunday to stop an active leak in the bedroom.').raw > 0);
    assert.notEqual(opinionAbout(analyzer, 'Their emergency line put us through to a roofer at four in the morning.', 'storm-response').polarity, 'negative');
  });

  it('should still read a leak that is not stopped, and an emergency line nobody answers, as complaints', () => {
    assert.equal(opinionAbout(analyzer, 'Nobody ever picked up the emergency line.', 'storm-response').polarity, 'negative');
    assert.ok(analyzer.analyze('They never managed to stop the leak over the porch.').raw < 0);
  });
});

describe('cause 15: a verdict idiom set by "but" against praise says the opposite', () => {
  const verdict = (text: string, name: string) => {
    const analysis = analyzer.analyze(text);
    const key = technicianKey(name);
    return decideAbout(analysis, key, analyzer.scoreFor(analysis, key)!).polarity;
  };

  it('should not praise the person or the work after faint praise and "but"', () => {
    const text = 'Luis was pleasant enough, but the finished roof speaks for itself.';
    // The rules read the idiom against the praise before "but"; the decisions follow.
    assert.ok(analyzer.scoreFor(analyzer.analyze(text), 'a:workmanship')! < 0);
    assert.notEqual(verdict(text, 'Luis Ortega'), 'positive');
    assert.notEqual(opinionAbout(analyzer, text, 'workmanship').polarity, 'positive');
    assert.ok(factsOf(text).aspects.get('workmanship')?.polarity !== 'positive', JSON.stringify([...factsOf(text).aspects]));
  });

  it('should still read the idiom as praise on its own and after a complaint', () => {
    assert.equal(opinionAbout(analyzer, 'The new shingles speak for themselves.', 'workmanship').polarity, 'positive');
    assert.equal(opinionAbout(analyzer, 'Scheduling was a headache, but the finished roof speaks for itself.', 'workmanship').polarity, 'positive');
  });
});

describe('cause 16: a nitpick or an "only small thing" introduces a (mild) complaint', () => {
  it('should read what follows the frame as a complaint, in the sentence and its topics', () => {
    for (const text of [
      'If I had to nitpick, a disposal fee appeared on the final invoice.',
      'The only small thing: the crew parked across the neighbours\' driveway.',
    ]) {
      assert.ok(analyzer.analyze(text).raw < 0, text);
      assert.equal(opinionAbout(analyzer, text).polarity, 'negative', text);
      const facts = factsOf(text);
      for (const [, reading] of facts.sentencePolarities) assert.notEqual(reading.polarity, 'positive', text);
    }
  });
});

describe('cause 17: evidence is quoted for the aspect its words judge', () => {
  const aspectsOf = (text: string) => opinionAbout(analyzer, text).aspects.map((a) => a.id);

  it("should not take the customer's own act as the setting for an aspect", () => {
    const text = 'We sent photos of the sagging gutter and never heard back.';
    assert.ok(!aspectsOf(text).includes('estimate-inspection'), JSON.stringify(aspectsOf(text)));
    assert.ok(!factsOf(text).aspects.has('estimate-inspection'), JSON.stringify([...factsOf(text).aspects]));
    assert.equal(opinionAbout(analyzer, text, 'communication').polarity, 'negative');
    // Done by the business, it is still praise.
    assert.equal(opinionAbout(analyzer, 'They emailed pictures of every step.').polarity, 'positive');
  });

  it('should give a phrase that runs into a longer catalogue term to that term', () => {
    const text = 'Hector walked the roof inspecting every nail line himself.';
    assert.ok(!aspectsOf(text).includes('clean-up'), JSON.stringify(aspectsOf(text)));
    assert.ok(!factsOf(text).aspects.has('clean-up'));
    // A nail left behind is still the clean-up.
    assert.ok(aspectsOf('They picked up every nail from the lawn.').includes('clean-up'));
  });

  it('should give a relative clause to the catalogue term it hangs on', () => {
    const text = 'The office kept promising status updates that never came.';
    assert.deepEqual(aspectsOf(text), ['communication']);
    assert.equal(opinionAbout(analyzer, text, 'communication').polarity, 'negative');
  });
});

describe('cause 18: how fast the debris went is the clean-up', () => {
  const aspectsOf = (text: string) => opinionAbout(analyzer, text).aspects.map((a) => a.id);

  it('should give a speed phrase said of the debris to the clean-up, not timeliness', () => {
    const text = 'The roll-off dumpster was hauled away the next day.';
    assert.deepEqual(aspectsOf(text), ['clean-up']);
    assert.equal(opinionAbout(analyzer, text, 'clean-up').polarity, 'positive');
    assert.ok(!factsOf(text).aspects.has('timeliness'), JSON.stringify([...factsOf(text).aspects]));
  });

  it('should keep a speed phrase said of the job as timeliness', () => {
    const tearOff = aspectsOf('The tear-off was finished in a day.');
    assert.ok(tearOff.includes('timeliness') && !tearOff.includes('clean-up'), JSON.stringify(tearOff));
    assert.ok(aspectsOf('The crew showed up late and left a mess in the yard.').includes('timeliness'));
  });
});

// Causes the third independent reader found (docs/audit/2026-11-24-seed-6117-independent.md, branch
// claims4), again with sentences written for these tests.

/** The polarity of the FAQ answer `id` a one-review text gives, or undefined when nothing answers it. */
const faqAnswer = (text: string, id: string) => factsOf(text).faq.get(id)?.polarity;

describe('cause 19: a schedule kept is a positive answer to whether they start and finish when they say', () => {
  it('should answer "positive" for a schedule kept or a day worked through, not "neutral"', () => {
    assert.equal(faqAnswer('The foreman kept to the schedule he wrote on our contract.', 'timeliness'), 'positive');
    assert.equal(faqAnswer('Every day they stuck to the timeline from the first meeting.', 'timeliness'), 'positive');
    assert.equal(faqAnswer('The roofers were on site at dawn and worked until the job was finished.', 'timeliness'), 'positive');
  });

  it('should still answer "negative" for a schedule missed', () => {
    assert.equal(faqAnswer('They never stuck to the schedule and showed up late most days.', 'timeliness'), 'negative');
  });
});

describe('cause 20: an FAQ is answered by the clause that answers it, with what that clause says', () => {
  itAnswers([
    // A time of day is not earliness; noise and price are not the schedule.
    ['timeliness', 'The bid was the lowest we got, though the nail guns were noisy early in the morning.', false],
    ['timeliness', 'They arrived early and finished the day before they said.', true],
    // Answering a line, at whatever hour, is not help coming...
    ['emergency-repairs', 'Someone answered the emergency line at three in the morning during the blizzard.', false],
    // ...unless the sentence says help came.
    ['emergency-repairs', 'They answered the emergency line at three in the morning and came out within the hour.', true],
  ]);

  // An FAQ-only override (the rules' reading of the answering clause) made these pass, and made
  // the FAQ and the aspect claims disagree on the same sentence: it was not merged. The fix
  // belongs in the one decision (what the model reads of the other clauses), for every claim.
  it('should take the polarity of the answering clause, not of a clause about something else', { todo: 'the shared decision reads the other clause\'s words' }, () => {
    // The schedule kept is conceded against a complaint about talking to us: still a kept schedule.
    assert.equal(faqAnswer('Although they showed up on the day they promised, the foreman never told us what was going on.', 'timeliness'), 'positive');
    // Praise of the repair beside a dumpster left too long is not praise of the clean-up (the
    // trained model, reading the praise in the other clause, answered positive).
    assert.equal(faqAnswer('Though they did a careful job on the valleys, the dumpster stayed longer than planned.', 'clean-up'), 'negative');
    assert.equal(faqAnswer('While they fixed the soft plywood properly, the trash bin sat in our driveway a week longer than planned.', 'clean-up'), 'negative');
  });

  it('should read help that could only come the next week as a failed emergency response', () => {
    const text = 'Rain was dripping through the ceiling and the earliest they could come was next week. In fairness, they answered the emergency line at midnight.';
    assert.equal(faqAnswer(text, 'emergency-repairs'), 'negative');
  });
});

describe('cause 21: weather the roof held through, and what a wait was for, are the setting', () => {
  const aspectsOf = (text: string) => opinionAbout(analyzer, text).aspects.map((a) => a.id);

  it('should not read weather the roof held through as storm response, nor the thing waited for as workmanship', () => {
    const dry = 'Three years on and the attic is bone dry, even through two brutal hailstorms.';
    assert.ok(!aspectsOf(dry).includes('storm-response'), JSON.stringify(aspectsOf(dry)));
    assert.equal(opinionAbout(analyzer, dry, 'workmanship').polarity, 'positive');
    const wait = 'Four stars only because the hail backlog meant we waited nearly a week for the final repair.';
    assert.ok(!aspectsOf(wait).includes('workmanship'), JSON.stringify(aspectsOf(wait)));
    assert.equal(opinionAbout(analyzer, wait, 'timeliness').polarity, 'negative');
  });

  it('should still read help that came in a storm as storm response', () => {
    assert.equal(opinionAbout(analyzer, 'Their crew came out during the storm and had a tarp on within the hour.', 'storm-response').polarity, 'positive');
  });
});

describe('cause 22: faint praise conceded before "but" and criticism of the work is no verdict on the person', () => {
  const verdict = (text: string, name: string) => {
    const analysis = analyzer.analyze(text);
    const key = technicianKey(name);
    return decideAbout(analysis, key, analyzer.scoreFor(analysis, key)!).polarity;
  };

  it('should not criticise the person for the work a "but" clause faults', () => {
    assert.notEqual(verdict('Hector was nice enough, but the new flashing already leaks.', 'Hector Ramirez'), 'negative');
    assert.notEqual(verdict('Tamika was courteous enough, but the ridge vent still whistles in the wind.', 'Tamika Brooks'), 'negative');
    // The work is still faulted.
    assert.equal(opinionAbout(analyzer, 'Hector was nice enough, but the new flashing already leaks.', 'workmanship').polarity, 'negative');
  });

  it('should still take a "but" clause that speaks of the person as the verdict on them', () => {
    assert.equal(verdict('Hector was pleasant enough, but the valleys he cut are crooked.', 'Hector Ramirez'), 'negative');
  });
});

describe('cause 23: damage the adjuster missed, got added to the claim, is help with the claim', () => {
  it('should read it as praise of the insurance help, and the adjuster missing damage as no complaint of theirs', () => {
    for (const text of [
      'Our rep found bruised shingles the adjuster missed and had them added to the claim.',
      'The estimator noticed dented vents the adjuster had missed, and they were added to the claim.',
    ]) assert.equal(opinionAbout(analyzer, text, 'insurance-claims').polarity, 'positive', text);
    assert.notEqual(opinionAbout(analyzer, 'The adjuster missed half the damage and the company did nothing about it.', 'insurance-claims').polarity, 'positive');
  });
});

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { createMentionFinder } from '../../core/content/mentions.ts';
import { AspectCatalogue } from '../../core/schemas/aspects.ts';
import { Business } from '../../core/schemas/business.ts';
import { areaWeights } from '../../scripts/generate/areas.ts';
import { profile } from '../../scripts/generate/business.ts';
import { CATALOGUE } from '../../scripts/generate/content.ts';
import { aspectPhrases } from '../../scripts/generate/phrases/aspects/index.ts';
import { closers, shortReviews } from '../../scripts/generate/phrases/closers.ts';
import { asides, concessions, connectives, contrasts, followUps, gripeLeads } from '../../scripts/generate/phrases/linking.ts';
import { backstory, openers } from '../../scripts/generate/phrases/openers.ts';
import { responses } from '../../scripts/generate/phrases/responses.ts';
import { servicePhrases } from '../../scripts/generate/phrases/service-work.ts';
import { technicianSentences } from '../../scripts/generate/phrases/technicians.ts';
import { titles } from '../../scripts/generate/phrases/titles.ts';
import type { AspectId, Tone } from '../../scripts/generate/phrases/types.ts';
import type { ReviewPlan } from '../../scripts/generate/plan.ts';
import { createRandom } from '../../scripts/generate/random.ts';
import { servicePlans } from '../../scripts/generate/services.ts';
import { createFiller } from '../../scripts/generate/slots.ts';
import { technicianKinds } from '../../scripts/generate/technicians.ts';

const business = Business.parse(profile);
const findMentions = createMentionFinder(business);
const catalogue = AspectCatalogue.parse(parse(fs.readFileSync(CATALOGUE, 'utf8')));
const TONES: Tone[] = ['positive', 'negative', 'mild'];

/** Every template string in the phrase banks. */
const flatten = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(flatten) : value && typeof value === 'object' ? Object.values(value).flatMap(flatten) : [];
const allTemplates = flatten([aspectPhrases, servicePhrases, closers, shortReviews, asides, concessions, connectives, contrasts, followUps, gripeLeads, backstory, openers, responses, technicianSentences, titles]);

/** Whole-word, case-insensitive: how aspects.yaml says its terms are matched. */
function termPattern(terms: string[]): RegExp {
  const escaped = terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

/** A plan with one technician of every kind, so every template can be filled. */
function fullPlan(): ReviewPlan {
  return {
    rating: 5,
    mood: 'glowing',
    service: 'roof-replacement',
    serviceRef: 're-roof',
    areaName: 'Aspen Grove',
    technicians: [
      { name: 'Dave Kowalski', kinds: ['crew'], firstRef: 'Big Dave', laterRef: 'Big Dave' },
      { name: 'Tamika Brooks', kinds: ['office'], firstRef: 'Tamika', laterRef: 'Tamika' },
      { name: 'Luis Ortega', kinds: ['manager', 'estimator'], firstRef: 'Luis Ortega', laterRef: 'Luis' },
    ],
    month: 'June',
    storm: 'the June hailstorm',
    stormSeason: true,
  };
}

describe('phrase banks', () => {
  it('should cover the aspects of content/aspects.yaml, in the same order', () => {
    assert.deepEqual(
      catalogue.aspects.map((a) => a.id),
      Object.keys(aspectPhrases),
    );
    assert.equal(catalogue.aspects.length, 10);
    for (const [id, bank] of Object.entries(aspectPhrases)) assert.equal(bank.id, id);
  });

  it('should hold enough phrases per aspect and tone for varied reviews', () => {
    for (const bank of Object.values(aspectPhrases)) {
      assert.ok(bank.positive.length >= 10, `${bank.id} positive`);
      assert.ok(bank.negative.length >= 10, `${bank.id} negative`);
      assert.ok(bank.mild.length >= 4, `${bank.id} mild`);
      assert.ok(bank.remedies.length >= 2, `${bank.id} remedies`);
    }
    assert.ok(allTemplates.length > 450, `${allTemplates.length} templates`);
  });

  it('should say each aspect phrase with at least one of that aspect\'s terms', () => {
    const missing: string[] = [];
    for (const aspect of catalogue.aspects) {
      const pattern = termPattern(aspect.terms);
      const banks = [aspectPhrases[aspect.id as AspectId], ...Object.values(servicePhrases).map((s) => s[aspect.id as AspectId])];
      for (const bank of banks) for (const tone of TONES) for (const phrase of bank?.[tone] ?? []) if (!pattern.test(phrase)) missing.push(`${aspect.id}: ${phrase}`);
    }
    assert.deepEqual(missing, []);
  });

  it('should have no duplicate phrase within a bank and no control characters anywhere', () => {
    for (const bank of Object.values(aspectPhrases)) for (const tone of TONES) assert.equal(new Set(bank[tone]).size, bank[tone].length, `${bank.id} ${tone}`);
    for (const template of allTemplates) assert.doesNotMatch(template, /\p{Cc}/u, template);
  });

  it('should fill every slot of every template', () => {
    const filler = createFiller(createRandom('slots'), fullPlan(), {
      author: 'Maria',
      topic: 'the clean-up',
      officeFirst: 'Tamika',
      crewFirst: 'Dave',
      estimatorFirst: 'Sam',
      phone: '(720) 555-0142',
      owner: '— Greg',
      good: 'the crew was polite',
      bad: 'they left nails',
    });
    for (const template of allTemplates) {
      assert.ok(filler.fits(template), template);
      const filled = filler.fill(template);
      assert.doesNotMatch(filled, /[{}]/, filled);
    }
  });

  it('should never name a technician except through a slot', () => {
    for (const template of allTemplates) {
      assert.deepEqual(findMentions(template.replace(/\{\w+\}/g, 'someone')).technicians, [], template);
    }
  });
});

describe('generator plans and the profile', () => {
  it('should plan every service of the profile, with roster staff, and every area', () => {
    assert.deepEqual(Object.keys(servicePlans).sort(), business.services.map((s) => s.id).sort());
    const roster = new Set(business.technicians.map((t) => t.name));
    for (const plan of Object.values(servicePlans)) for (const name of Object.keys(plan.staff)) assert.ok(roster.has(name), name);
    assert.deepEqual(Object.keys(areaWeights).sort(), business.service_areas.map((a) => a.id).sort());
    assert.deepEqual(Object.keys(technicianKinds).sort(), [...roster].sort());
  });

  it('should name each job so that the mention finder recognises the service', () => {
    for (const [id, plan] of Object.entries(servicePlans)) {
      for (const ref of plan.refs) assert.ok(findMentions(`Our ${ref} went fine.`).services.includes(id), `"${ref}" does not mention ${id}`);
    }
  });

  it('should refer to technicians only in ways the mention finder recognises', () => {
    for (const technician of business.technicians) {
      for (const ref of [technician.name, technician.name.split(' ')[0]!, ...technician.aliases]) {
        assert.deepEqual(findMentions(`Thanks, ${ref}!`).technicians, [technician.name], ref);
      }
    }
  });

  it('should describe a realistic roofing business', () => {
    assert.ok(business.services.length >= 6 && business.services.length <= 8);
    assert.equal(business.technicians.length, 6);
    assert.ok(business.service_areas.length >= 5 && business.service_areas.length <= 7);
    assert.ok(business.technicians.every((t) => t.aliases.length > 0 && t.role.length > 0));
    assert.ok(business.services.every((s) => s.synonyms.length >= 3));
    assert.ok(business.licenses.length >= 2);
    assert.ok(business.opening_hours.length >= 1);
  });
});

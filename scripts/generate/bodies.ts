import { closers, shortReviews } from './phrases/closers.ts';
import { asides, concessions, connectives, contrasts, followUps, gripeLeads } from './phrases/linking.ts';
import { backstory, openers } from './phrases/openers.ts';
import type { Draft } from './draft.ts';
import { capitalize } from './slots.ts';

export type Length = 'short' | 'medium' | 'long';

/** Four and five stars: praise aspect by aspect, perhaps one small gripe. */
export function writeHappy(draft: Draft, length: Length): void {
  const { random, say, push, plan } = draft;
  const mood = plan.mood === 'glowing' ? 'glowing' : 'good';
  if (length === 'short' && random.chance(0.6)) push(say(shortReviews[mood]), '', true);
  else {
    if (length === 'long' || (length === 'medium' && random.chance(0.7))) push(say(openers.happy));
    if (length === 'long' && random.chance(0.6)) push(say(backstory.happy));
    draft.endIntro();
    const count = length === 'short' ? 1 : length === 'medium' ? random.int(2, 3) : random.int(4, 6);
    draft.draw('praise', count).forEach((id, i) => push(draft.aspectSentence(id, 'positive'), i > 0 && random.chance(0.3) ? random.pick(connectives.praise) : '', true));
    if (length === 'long' && random.chance(0.5)) push(say(asides));
  }
  if (random.chance(mood === 'glowing' ? 0.12 : length === 'short' ? 0.3 : 0.6)) {
    const [id] = draft.draw('complaint', 1);
    if (id) {
      draft.gripe = id;
      push(draft.aspectSentence(id, 'mild'), random.pick(gripeLeads[mood]));
    }
  }
  if (random.chance(length === 'short' ? 0.4 : length === 'medium' ? 0.7 : 0.9)) draft.closer = say(closers[mood]);
}

/** Three stars: good and bad weighed in the same sentence ("…, but …", "Although …, …"). */
export function writeMixed(draft: Draft, length: Length): void {
  const { random, say, push } = draft;
  if (length === 'short' && random.chance(0.5)) push(say(shortReviews.mixed));
  else {
    if (length === 'long' || (length === 'medium' && random.chance(0.6))) push(say(openers.mixed));
    if (length === 'long' && random.chance(0.5)) push(say(backstory.mixed));
    draft.endIntro();
    const pairs = length === 'short' ? 1 : length === 'medium' ? random.int(1, 2) : random.int(2, 3);
    for (let i = 0; i < pairs; i++) {
      const [good] = draft.draw('praise', 1);
      const [bad] = draft.draw('complaint', 1);
      if (!good || !bad) break;
      draft.complaint ??= bad;
      const goodClause = draft.aspectSentence(good, 'positive');
      const badClause = draft.aspectSentence(bad, random.chance(0.6) ? 'negative' : 'mild');
      if (goodClause && badClause) push(contrast(random.pick(contrasts), goodClause, badClause));
    }
    if (length !== 'short' && random.chance(length === 'long' ? 0.5 : 0.4)) {
      const [bad] = draft.draw('complaint', 1);
      if (bad) push(draft.aspectSentence(bad, 'mild'));
    }
  }
  if (random.chance(length === 'short' ? 0.3 : length === 'medium' ? 0.6 : 0.85)) draft.closer = say(closers.mixed);
}

/** One and two stars: complaints, what happened next, perhaps one fair word. */
export function writeUnhappy(draft: Draft, length: Length): void {
  const { random, say, push, plan } = draft;
  const mood = plan.mood === 'poor' ? 'poor' : 'angry';
  if (length === 'short' && random.chance(0.5)) push(say(shortReviews[mood]), '', true);
  else {
    if (length === 'long' || (length === 'medium' && random.chance(0.7))) push(say(openers.unhappy));
    if (length === 'long' && random.chance(0.4)) push(say(backstory.unhappy));
    draft.endIntro();
    const count = length === 'short' ? random.int(1, 2) : length === 'medium' ? random.int(2, 3) : random.int(3, 5);
    draft.draw('complaint', count).forEach((id, i) => {
      draft.complaint ??= id;
      push(draft.aspectSentence(id, 'negative'), i > 0 && random.chance(0.35) ? random.pick(connectives.complaint) : '', true);
    });
    if (length === 'long' && random.chance(mood === 'poor' ? 0.5 : 0.8)) {
      for (let i = random.int(1, 2); i > 0; i--) push(say(followUps));
    }
    if (length !== 'short' && random.chance(mood === 'poor' ? 0.5 : 0.12)) {
      const [good] = draft.draw('praise', 1);
      if (good) push(draft.aspectSentence(good, 'positive'), random.pick(concessions));
    }
  }
  if (random.chance(length === 'short' ? 0.5 : length === 'medium' ? 0.7 : 0.9)) draft.closer = say(closers[mood]);
}

/** `{Good}, but {bad}` with the clauses in place, each capitalized where it starts a sentence. */
function contrast(template: string, good: string, bad: string): string {
  return template.replace('{Good}', capitalize(good)).replace('{good}', good).replace('{Bad}', capitalize(bad)).replace('{bad}', bad);
}

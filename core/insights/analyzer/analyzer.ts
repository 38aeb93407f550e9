import type { Aspect } from '../../schemas/aspects.ts';
import type { Technician } from '../../schemas/business.ts';
import { aspectIdOf, aspectKey, isAspectKey, isTechnicianKey, resolveAspectKeys, technicianKey } from './aspect-keys.ts';
import { attribute, INSURER_PARTY, isOpinionVerb, isOtherParty, OTHER_PARTY, PERSON_KEY, type Mention, type Word } from './attribute.ts';
import {
  COMPLAINT_FRAMES,
  CONTRAST_MARKERS,
  CREW_WORDS,
  EPITHET_NOUNS,
  DENIALS,
  INTENSIFIERS,
  LEXICON,
  NOT_ASPECT_TERMS,
  INSURANCE_GENERIC_WORDS,
  OTHER_PARTIES,
  INSURER_PARTIES,
  PLURAL_PRONOUNS,
  PRICE_CONCESSIONS,
  WISHED_FOR,
  RECURRENCE_CUES,
  REFERRING_PRONOUNS,
  SKILL_WORDS,
  SPELLING_VOCABULARY,
  type AspectKey,
  type ContrastRole,
  type LexiconKind,
} from '../lexicon/index.ts';
import { parseText, type ParsedText } from './nlp.ts';
import { compilePhrases, type PhraseMatcher } from './phrase-matcher.ts';
import { polarityOf, type Polarity } from './polarity.ts';
import { segmentSentence } from './segment.ts';
import { concessionSettles, costWorthSettles, concessionVerdict, faintPraiseSettles, fixSettles, measuredSettles, personVerdictSettles, priceConcessionSettles, settle, wishSettles, type Settled } from './settled.ts';
import { expectationRanges, timeClauseRanges, inRanges, jobRanges, photoOfFinishedWork, POSSESSIVES, range, reasonRanges, settingRanges } from './setting.ts';
import { createSpeller } from './spelling.ts';
import { mayHaveTimeGap, timeGap, timeGapAcross } from './time-gap.ts';
import { moneyGap } from './money-gap.ts';
import { scoreItems, type ValenceItem } from './valence.ts';

/** One sentence of an analysed text, with the score of every key it speaks of (see `Mention`). */
export type SentenceAnalysis = {
  text: string;
  scores: Map<string, number>;
  /** The sentence's contribution to the whole text's score. */
  overall: number;
  /** Set when the next sentence ("He was great.") was read as being about this one's people. */
  continuedBy?: number;
  /**
   * In a sentence of several clauses ("The shingles look fantastic but communication was awful"),
   * the token ranges of the clauses each key is spoken of in: what the trained model reads first.
   */
  clauses?: Map<string, Array<[start: number, end: number]>>;
  /** Where each key is named (token ranges): the trained model reads the words nearest a target first. */
  mentions: readonly Mention[];
  /**
   * Set when the sentence announces that it complains ("A small knock: we got mixed messages",
   * "If I had to nitpick, ...") and the rules read it as a complaint: the writer's own word on it,
   * which the one decision follows (see `decideAbout`).
   */
  complaint?: true;
  /**
   * Set, beside `complaint`, when the frame says the complaint is a small one ("One tiny note:",
   * "If I had to nitpick,", "My only gripe:"): in a review that praises elsewhere, the writer's
   * verdict on the whole is the praise (see `wholeOpinion`).
   */
  minor?: true;
  /**
   * Keys whose polarity in this sentence the rules settle, with that polarity: readings that rest
   * on how the sentence is built, which the trained model does not see (settled.ts). The one
   * decision follows them (see `decideAbout`).
   */
  settled?: Settled;
  /** The polarity of the sentence as a whole the rules settle (settled.ts `concessionVerdict`), which the one decision follows. */
  verdict?: Polarity;
  /**
   * The opinion phrases the rules scored (token ranges; valence after negation, not faint): where
   * each stands beside a target is what the trained model reads of the sentence's structure
   * (model/target-relations.ts). Absent when there are none.
   */
  opinions?: ReadonlyArray<readonly [start: number, end: number, value: number]>;
};

export type TextAnalysis = {
  /** The tokens, for what else reads the text (noun phrases); sentence k is `parsed.sentences[k]`. */
  parsed: ParsedText;
  sentences: SentenceAnalysis[];
  /** Whole-text score before squashing: the sum of the sentences' contributions. */
  raw: number;
  /** The score key of the catalogue's insurance aspect (key `insurance`), when it has one: the help the insurer's side is dealt with for. */
  insuranceKey?: string;
};

export { POLARITY_THRESHOLD, polarityOf, type Polarity } from './polarity.ts';

/** Squashes a raw score into -1..1 (0.6, one "great", gives 0.65), rounded to three decimals. */
export function squash(raw: number): number {
  const value = raw / Math.sqrt(raw * raw + 0.5);
  return Math.round(value * 1000) / 1000 || 0;
}

type LexiconValue = { valence: number; aspect: string | null; kind: LexiconKind | null; words: number };

export type AnalyzerOptions = {
  aspects: readonly Aspect[];
  technicians?: readonly Technician[];
  /** The business's own name: its words name the business, not aspects ("Summit Ridge" is no roof ridge). */
  business?: string;
};

/**
 * Key, while matching mentions, of the business's own name and of idioms (NOT_ASPECT_TERMS): it
 * only keeps their words from being read as aspect terms.
 */
const BUSINESS_KEY = 'b';

/** The business's name and its shorter forms of two words or more ("Summit Ridge", "Summit Ridge Roofing"). */
function businessNames(name: string | undefined): string[] {
  const words = (name ?? '').split(/\s+/).filter(Boolean);
  const leading: string[] = [];
  for (const word of words) {
    if (!/^[\p{L}\p{N}'-]+$/u.test(word)) break;
    leading.push(word);
  }
  const names = name && words.length >= 2 ? [name] : [];
  for (let n = 2; n <= leading.length; n++) names.push(leading.slice(0, n).join(' '));
  return [...new Set(names)];
}

export { aspectKey, isAspectKey, technicianKey } from './aspect-keys.ts';
/** Key of the term a caller asked about. */
export const TERM_KEY = 'q';

const SINK_POS = new Set(['NOUN', 'PROPN']);
const PRONOUN_SINKS = new Set(['he', 'she', 'they', 'them', 'it', 'him', 'her']);
/** Valence of a phrase that takes a negation for itself ("not unreasonable for the quality"). */
const CLEAR_OPINION = 0.3;
/**
 * What a quote kept or overrun (money-gap.ts) gives the estimate: more than a time gap's 0.5, and
 * past where the trained model's settings leave the rules in charge (`confident`, 1 in
 * model.json), as the model cannot compare sums and read the words around them instead.
 */
const MONEY_GAP_VALENCE = 1.5;
/**
 * What a duration promised in one sentence and the time taken in the next (`timeGapAcross`) give
 * timeliness: as a quote against a final sum, past `confident`, as the model reads "took" and a
 * number of days as lateness whichever way the two durations compare.
 */
const TIME_GAP_ACROSS_VALENCE = 1.5;
/**
 * What a quote kept or overrun, or a time kept or missed across two sentences, gives the sentence
 * that says only the sum or the time taken ("Came in at R44k.", "It took 3 days."), as the
 * review's own opinion: the writer's verdict on the whole, not only on the estimate or timeliness.
 */
const KEPT_OR_MISSED_OVERALL = 0.6;
/** How much of a follow-on sentence ("He was great.") counts for the person named before it. */
const CONTINUATION_FACTOR = 0.8;
/** "What warranty?": the valence of asking what a thing was. */
const RHETORICAL_VALENCE = 0.4;
const RELATIVE_PRONOUNS = new Set(['that', 'which']);
const FIRST_PERSON = new Set(['we', 'i']);
/** What the customer got or felt ("we got a fair price", "we felt respected") is the business's doing. */
/** What may stand between a verb and its object's head: "paid *our* deductible". */
const OBJECT_LEAD_POS = new Set(['DET', 'PRON', 'ADJ', 'NUM']);
/** "on the roof", "up on the roof", "off the roof": where something happened. */
const PLACE_PREPOSITIONS = new Set(['on', 'onto', 'off', 'atop', 'across', 'from', 'over']);
/** Prepositions of time: the job after one is when something happened ("questions after the job"). */
const TIME_PREPOSITIONS = new Set(['after', 'before', 'during', 'since']);
/** Whether the noun phrase ending at `at` is the object of "even with" ("even with a rain delay"). */
function overcome(text: ParsedText, at: number, start: number): boolean {
  let k = at - 1;
  while (k >= start && (text.pos[k] === 'DET' || text.pos[k] === 'ADJ' || text.pos[k] === 'NOUN' || text.pos[k] === 'NUM')) k--;
  const word = text.normals[k]?.toLowerCase();
  // ("Despite the delays, the crew was great" still says there were delays: only "even with" says they were overcome.)
  return k > start && word === 'with' && text.normals[k - 1]?.toLowerCase() === 'even';
}

const PRICE_CONCESSION_SET: ReadonlySet<string> = new Set(PRICE_CONCESSIONS);

/** Tags of a speed word before a noun ("Quick" opening a sentence is often tagged a proper noun). */
const QUICK_POS = new Set(['ADJ', 'PROPN', 'NOUN']);

/** The job as such, named by a generic cue ("the job", "the project"). */
const JOB_WORDS = new Set(['job', 'project']);

/** The last word of a rating phrase ("solid four stars"). */
const RATING_WORDS = new Set(['star', 'stars']);

/** Units of a warranty's term before "on": "ten years on workmanship". */
const COVERAGE_UNITS = new Set(['year', 'years', 'yr', 'yrs', 'lifetime', 'months']);

/** Work done at no charge (price.ts), which under a warranty is the warranty's. */
const FREE_OF_CHARGE = new Set(['for free', 'free of charge', 'at no charge', 'no charge', 'at no cost', 'no extra charge', 'free']);

/** Prepositions that make a visit a time: "at the estimate", "during the inspection". */
const VISIT_PREPOSITIONS = new Set(['at', 'during']);
/** Prepositions after a price opinion that open what it is weighed against or where it came from. */
const PRICE_YARDSTICKS = new Set(['for', 'from']);
/** Words of the noun phrase a price is weighed against ("for *the quality* we got", "for *a new roof*"). */
const YARDSTICK_POS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM']);
const RECEIVING = new Set(['get', 'receive', 'have', 'feel', 'be', 'pay', 'save', 'love', 'like', 'appreciate', 'see', 'know']);

/**
 * The analyzer: compiled once for a catalogue (and a roster of technicians), then applied to any
 * number of texts. Pure: the same text always gives the same analysis.
 */
export function createAnalyzer(options: AnalyzerOptions) {
  const keys = resolveAspectKeys(options.aspects);
  // A lexicon phrase with no valence but an aspect names the aspect ("the work", "hail"): it is
  // a mention, like a catalogue term. The rest are opinions.
  const isCue = (entry: (typeof LEXICON)[number]) => entry[1] === 0 && entry[2] && keys.has(entry[2]) && !entry[3];
  // Cues stay in the lexicon too, as phrases of no valence: there they silence wink's valence
  // ("storm" is no opinion) and outweigh shorter opinion words inside them ("clean" in "clean-up").
  const lexicon = compilePhrases<LexiconValue>(
    LEXICON.map(([phrase, valence, key, kind]) => [
      phrase,
      { valence, aspect: key ? (keys.get(key) ?? null) : null, kind: kind ?? null, words: phrase.split(/\s+/).length },
    ]),
  );
  // Mentions: catalogue terms, the lexicon's aspect cues, technicians by name, first name and
  // alias, and other companies. One-word cues must be nouns ("the work"), not verbs ("work with").
  type MentionValue = { key: string; cue: boolean };
  const mention = (key: string, cue = false): MentionValue => ({ key, cue });
  const mentions = compilePhrases<MentionValue>([
    ...options.aspects.flatMap((aspect) => aspect.terms.map((term) => [term, mention(aspectKey(aspect.id))] as const)),
    ...LEXICON.filter(isCue).map(([phrase, , key]) => [phrase, mention(aspectKey(keys.get(key!)!), true)] as const),
    ...(options.technicians ?? []).flatMap((t) =>
      [t.name, t.name.split(/\s+/)[0]!, ...t.aliases].map((name) => [name, mention(technicianKey(t.name))] as const),
    ),
    ...OTHER_PARTIES.map((phrase) => [phrase, mention(OTHER_PARTY)] as const),
    ...[...businessNames(options.business), ...NOT_ASPECT_TERMS].map((name) => [name, mention(BUSINESS_KEY)] as const),
  ]);
  // Matched apart, beside the catalogue's terms: "the adjuster" is the claim's term and the insurer's side both.
  const insurers = compilePhrases<true>(INSURER_PARTIES.map((phrase) => [phrase, true] as const));
  const nounCues = new Set(LEXICON.filter(isCue).map(([phrase]) => phrase).filter((phrase) => !phrase.includes(' ')));
  const contrast = compilePhrases<ContrastRole>(CONTRAST_MARKERS);
  const recurrence = compilePhrases<true>(RECURRENCE_CUES.map((cue) => [cue, true] as const));
  // Matched as the lexicon matches them, so "wish they'd" is found however wink-nlp splits it.
  const wishes = compilePhrases<true>([...WISHED_FOR.doubt, ...WISHED_FOR.after].map((phrase) => [phrase, true] as const));
  const cleanup = keys.get('cleanup') ?? null;
  const insuranceId = keys.get('insurance');
  /** The score key of the catalogue aspect that plays a lexicon role, when the catalogue has one. */
  const scoreKeyOf = (role: AspectKey) => {
    const id = keys.get(role);
    return id ? aspectKey(id) : undefined;
  };
  const insuranceKey = scoreKeyOf('insurance');
  const priceId = keys.get('price');
  const priceKey = scoreKeyOf('price');
  const estimateKey = scoreKeyOf('estimate');
  const communicationKey = scoreKeyOf('communication');
  const workmanshipKey = scoreKeyOf('workmanship');
  // Aspects that are a process of their own beside the job: how long it took is said of them.
  const communicationId = keys.get('communication');
  const stormId = keys.get('storm');
  const warrantyId = keys.get('warranty');
  const workmanshipId = keys.get('workmanship');
  const timelinessId = keys.get('timeliness');
  const professionalismId = keys.get('professionalism');
  const processKeys = new Set([cleanup, insuranceId, warrantyId].filter((id): id is string => Boolean(id)));
  const priceKeys = new Set([keys.get('price'), keys.get('estimate')].filter((id): id is string => Boolean(id)));
  const termCache = new Map<string, PhraseMatcher<string>>();
  /** The score keys of the catalogue's aspects. */
  const catalogueKeys = new Set(options.aspects.map((aspect) => aspectKey(aspect.id)));
  /** Catalogue terms listed under more than one aspect, with the keys of those aspects. */
  const sharedTerms = new Map<string, Set<string>>();
  {
    const owners = new Map<string, Set<string>>();
    for (const aspect of options.aspects) {
      for (const term of aspect.terms) owners.set(term.toLowerCase(), (owners.get(term.toLowerCase()) ?? new Set()).add(aspectKey(aspect.id)));
    }
    for (const [term, keys] of owners) if (keys.size > 1) sharedTerms.set(term, keys);
  }
  // Misspelt words are repaired towards what the analyzer listens for: its lexicon, the
  // catalogue's terms, the technicians' names and everyday review words.
  const wordsOf = (phrase: string) => phrase.toLowerCase().split(/[^a-z]+/);
  const speller = createSpeller([
    ...LEXICON.flatMap(([phrase]) => wordsOf(phrase)),
    ...options.aspects.flatMap((aspect) => aspect.terms.flatMap(wordsOf)),
    ...(options.technicians ?? []).flatMap((t) => [t.name, ...t.aliases].flatMap(wordsOf)),
    ...SPELLING_VOCABULARY,
  ]);

  function termMatcher(term: string): PhraseMatcher<string> {
    let matcher = termCache.get(term);
    if (!matcher) {
      matcher = compilePhrases([[term, TERM_KEY] as const]);
      if (termCache.size >= 1000) termCache.delete(termCache.keys().next().value!);
      termCache.set(term, matcher);
    }
    return matcher;
  }

  type Analysed = SentenceAnalysis & { mentions: Mention[]; names: boolean };

  /**
   * `covered` and `opinions` are per-token scratch arrays of the whole text, shared by its
   * sentences: each sentence only writes and reads its own range.
   */
  /**
   * Whether the text names the insurance claim by a word of its own (an insurer, the claim, the
   * adjuster), not only by the generic words (INSURANCE_GENERIC_WORDS) the catalogue or the
   * lexicon also lists under it: "They are licensed and insured and happily showed us the
   * paperwork" and "Tamika made the paperwork easy" say nothing of help with a claim.
   */
  function namesClaim(text: ParsedText): boolean {
    if (!insuranceKey) return false;
    return mentions.match(text, 0, text.normals.length - 1).some((m) => m.value.key === insuranceKey && !genericClaimWord(text, m));
  }

  function analyzeSentence(text: ParsedText, index: number, term: PhraseMatcher<string> | null, covered: Uint8Array, opinions: Uint8Array, claimNamed: boolean): Analysed {
    const { start, end, text: sentenceText } = text.sentences[index]!;
    const segments = segmentSentence(text, start, end, contrast.match(text, start, end));
    const segmentOf = (position: number) => segments.findIndex((s) => position >= s.start && position <= s.end);

    const found: Mention[] = mentions
      .match(text, start, end)
      .filter((m) => !(m.value.cue && m.start === m.end && (nounCues.has(text.normals[m.start]!) || nounCues.has(text.lemmas[m.start]!)) && !SINK_POS.has(text.pos[m.start]!)))
      .map((m) => (m.value.cue ? { key: m.value.key, start: m.start, end: m.end, cue: true } : { key: m.value.key, start: m.start, end: m.end }));
    // Before any mention is set aside as the setting: "After the storm, they had a tarp on within hours" is storm help.
    // In the clause of the speed, before it, or after praise of it ("Within an hour of my call after the storm").
    const stormMentions = stormId === undefined ? [] : found.filter((m) => m.key === aspectKey(stormId));
    const stormBy = (item: ValenceItem) =>
      stormMentions.some((m) => segmentOf(m.start) === item.segment && (m.end < item.start || item.value > 0));
    // The business's name was matched only so that its words are not taken for aspect terms.
    /** Keeps the mentions `keep` accepts, in place: `found` is the list every later step reads. */
    const keepFound = (keep: (m: Mention) => boolean) => {
      const kept = found.filter(keep);
      if (kept.length < found.length) found.splice(0, found.length, ...kept);
    };
    if (insuranceKey && !claimNamed) keepFound((m) => !(m.key === insuranceKey && genericClaimWord(text, m)));
    const ownName = found.filter((m) => m.key === BUSINESS_KEY);
    keepFound((m) => m.key !== BUSINESS_KEY);
    if (term) for (const m of term.match(text, start, end)) found.push({ key: TERM_KEY, start: m.start, end: m.end });
    for (const m of insurers.match(text, start, end)) found.push({ key: INSURER_PARTY, start: m.start, end: m.end });
    // The catalogue is the business's word on what its terms are about: where it names a phrase
    // as one aspect's term ("the fine print" of the warranty), the lexicon's cue or opinion of the
    // same words for another aspect (fine print in an estimate) gives way to it.
    const catalogued = (s: number, e: number) => found.find((m) => !m.cue && isAspectKey(m.key) && m.start === s && m.end === e);
    keepFound((m) => !m.cue || (catalogued(m.start, m.end)?.key ?? m.key) === m.key);
    // "We only paid our deductible", "they billed the insurer directly": a payment whose object
    // is the claim's (an insurance term) is the claim's money, not the price of the job.
    if (insuranceKey && priceKey) {
      const claimsObject = (at: number) => {
        for (let k = at; k <= end; k++) {
          if (found.some((m) => m.key === insuranceKey && m.start === k)) return true;
          if (!OBJECT_LEAD_POS.has(text.pos[k]!)) return false;
        }
        return false;
      };
      // "the supplement payment", "the deductible check": a price noun headed by the claim's term is the claim's too.
      const claimsCompound = (at: number) => found.some((m) => m.key === insuranceKey && m.end === at - 1);
      keepFound((m) => !(m.key === priceKey && ((text.pos[m.end] === 'VERB' && claimsObject(m.end + 1)) || (SINK_POS.has(text.pos[m.start]!) && claimsCompound(m.start)))));
    }
    // "met the adjuster on the roof": a generic cue after a preposition of place is where
    // something happened, not what the sentence judges (a catalogue term there still counts).
    // So is the job itself after a preposition of time: "We had a few questions after the job".
    const determiner = (at: number) => text.pos[at] === 'DET' || POSSESSIVES.has(text.normals[at]!);
    const prepositionBefore = (at: number) => (determiner(at) ? text.normals[at - 1] : determiner(at - 1) ? text.normals[at - 2] : undefined) ?? '';
    const placeBefore = (m: Mention) => {
      const preposition = prepositionBefore(m.start);
      return PLACE_PREPOSITIONS.has(preposition) || (m.key === workmanshipKey && TIME_PREPOSITIONS.has(preposition));
    };
    const places: Array<[number, number]> = found.filter((m) => m.cue && isAspectKey(m.key) && placeBefore(m)).map((m) => [m.start, m.end]);
    if (places.length > 0) keepFound((m) => !(m.cue && isAspectKey(m.key) && inRanges(places, m.start, m.end)));

    // "We were told it would be a quick job": what was expected is no verdict; nothing there is
    // judged, and its terms name no aspect the sentence judges.
    const expected = expectationRanges(text, start, end);
    if (expected.length > 0) keepFound((m) => !(isAspectKey(m.key) && inRanges(expected, m.start, m.end)));
    // "We hired them for our emergency tarp", "We got three quotes for our new roof and went with
    // them": an aspect named only in which job it was is named and judged nothing of, settled
    // neutral below, so that no reading of the sentence's other words ("went with") makes it praise.
    const jobs = jobRanges(text, start, end);
    const setAside = new Set(found.filter((m) => isAspectKey(m.key) && inRanges(jobs, m.start, m.end)).map((m) => m.key));
    if (setAside.size > 0) keepFound((m) => !(isAspectKey(m.key) && inRanges(jobs, m.start, m.end)));
    // "They kept to the schedule they gave us at the estimate", "Sam promised things at the
    // estimate that never happened": the estimate visit after "at" or "during" is when, where the
    // rest names an aspect or a person of its own.
    const visits: Array<[number, number]> = found.filter((m) => m.key === estimateKey && VISIT_PREPOSITIONS.has(prepositionBefore(m.start))).map((m) => [m.start, m.end]);
    if (visits.length > 0 && found.some((m) => (isAspectKey(m.key) || isTechnicianKey(m.key)) && m.key !== estimateKey)) keepFound((m) => !(m.key === estimateKey && inRanges(visits, m.start, m.end)));
    // "After they got paid, nobody returned a single call": an opening clause of time is when
    // the rest happened; where the rest names an aspect of its own, the clause's terms name none
    // ("After the storm, they were amazing" names nothing else: the storm stays).
    const times = timeClauseRanges(text, start, end);
    if (times.length > 0 && found.some((m) => isAspectKey(m.key) && !inRanges(times, m.start, m.end))) {
      keepFound((m) => !(isAspectKey(m.key) && inRanges(times, m.start, m.end)));
    }

    // "ten years on workmanship", "a lifetime workmanship warranty": what a warranty covers is the
    // warranty's term, not a verdict on the work.
    if (warrantyId) {
      const warranty = aspectKey(warrantyId);
      for (const m of found) {
        if (!isAspectKey(m.key) || m.key === warranty) continue;
        const coverage = COVERAGE_UNITS.has(text.normals[m.start - 2]?.toLowerCase() ?? '') && text.normals[m.start - 1]?.toLowerCase() === 'on';
        const compound = found.some((w) => w.key === warranty && w.start === m.end + 1);
        if (coverage || compound) m.key = warranty;
      }
    }
    // "sent photos of the finished roof": photos of the result report on the job (communication),
    // they are not the inspection before it.
    if (estimateKey && communicationKey) for (const m of found) if (m.key === estimateKey && m.start === m.end && photoOfFinishedWork(text, m.start, end)) m.key = communicationKey;
    const lexical = lexicon.match(text, start, end);
    // "Left nails all over our driveway": a term the catalogue lists under two aspects ("nails":
    // workmanship and clean-up) speaks of the one the opinion phrase around it names. So does a
    // term inside an opinion phrase of another aspect that the catalogue also has: "matched" (a
    // colour's match, workmanship) in "matched the quote" (price), "same day" (storm help) in
    // "called back the same day" (communication).
    // A generic cue inside a longer opinion phrase of another aspect is that phrase's: "their
    // work" in "They stand behind their work" (the warranty) names no workmanship. Inside a
    // rating no term names its aspect ("Solid four stars.").
    const rating = (l: { start: number; end: number }) => l.end > l.start && RATING_WORDS.has(text.normals[l.end]!.toLowerCase());
    const insideOpinion = (m: Mention, whole: boolean) =>
      lexical.some((l) => l.start <= m.start && l.end >= m.end && l.end - l.start > m.end - m.start && l.value.valence !== 0 && (l.value.aspect ? !whole && aspectKey(l.value.aspect) !== m.key : rating(l)));
    keepFound((m) => !(isAspectKey(m.key) && insideOpinion(m, !m.cue)));
    for (const m of found) {
      if (m.cue || !isAspectKey(m.key)) continue;
      const around = lexical.find((l) => l.start <= m.start && l.end >= m.end && l.end - l.start > m.end - m.start && l.value.aspect && l.value.valence !== 0);
      const key = around ? aspectKey(around.value.aspect!) : undefined;
      if (!key || key === m.key) continue;
      const shared = sharedTerms.get(phraseAt(text, m));
      if (shared ? shared.has(key) : catalogueKeys.has(key)) m.key = key;
    }
    const items: ValenceItem[] = [];
    // An aspect's name outweighs a shorter opinion word inside it: "clean" in "clean-up" is no opinion.
    const insideName = (s: number, e: number) => found.find((c) => isAspectKey(c.key) && c.start <= s && c.end >= e && c.end - c.start > e - s);
    // Nor is a lexicon word inside the business's name an opinion ("Best Choice Roofing").
    const inOwnName = (s: number, e: number) => ownName.some((m) => m.start <= s && m.end >= e);
    // "checking every nail line": a phrase whose last word starts a longer catalogue term speaks
    // of that term ("every nail" of clean-up runs into "nail line", workmanship).
    const runsInto = (s: number, e: number) => found.find((c) => !c.cue && isAspectKey(c.key) && c.start > s && c.start <= e && c.end > e);
    // "callbacks that never came": a relative clause speaks of the catalogue term it hangs on.
    const about = (s: number) =>
      RELATIVE_PRONOUNS.has(text.normals[s - 1] ?? '') ? found.find((c) => !c.cue && isAspectKey(c.key) && c.end === s - 2) : undefined;
    const ownActs: Array<[number, number]> = [];
    for (const m of lexical) {
      if (inOwnName(m.start, m.end) || inRanges(expected, m.start, m.end) || inRanges(jobs, m.start, m.end)) continue;
      // Inside an aspect's name, the lexicon's word that is no opinion by itself (a 0, or a
      // problem that only context makes blame) keeps its say: "emergency"
      // in "the emergency line", "leak" in "stop an active leak" are what the help was for, and
      // wink's negative valence of them does not come back in their place.
      const name = insideName(m.start, m.end);
      if (name && m.value.valence !== 0 && m.value.kind !== 'problem') continue;
      // "We sent photos and never got a reply": a service the customer did ("sent photos",
      // praise of the business when it does it) is the setting: no praise, and its terms name
      // no aspect the sentence judges.
      // The same of a quality the writer gives themselves: "I have been patient" praises no one's professionalism.
      const ownAct =
        m.value.valence > 0 &&
        m.value.aspect !== null &&
        ((text.pos[m.start] === 'VERB' && !RECEIVING.has(text.lemmas[m.start]!) && FIRST_PERSON.has(text.normals[m.start - 1] ?? '')) || ownQuality(text, m.start, start));
      if (ownAct) {
        items.push({ start: m.start, end: m.end, value: 0, aspect: null, kind: null, segment: segmentOf(m.start) });
        ownActs.push([m.start, m.end]);
        continue;
      }
      if (m.value.words > 1) covered.fill(1, m.start, m.end + 1);
      // "Love waiting all day for ...": praise of a chore is sarcasm when the sentence complains.
      const kind = m.value.valence > 0 && isOpinionVerb(text, m.end) && /ing$/.test(text.normals[m.end + 1] ?? '') ? 'sarcasm' : m.value.kind;
      // The name names its aspect already: a 0 inside it only silences wink, a problem speaks for it.
      const owner = !name && m.value.aspect ? (catalogued(m.start, m.end) ?? runsInto(m.start, m.end) ?? about(m.start)) : undefined;
      const aspect = name ? (m.value.valence === 0 ? null : aspectIdOf(name.key)) : m.value.aspect && (owner ? aspectIdOf(owner.key) : m.value.aspect);
      items.push({ start: m.start, end: m.end, value: m.value.valence, aspect, kind, segment: segmentOf(m.start) });
    }
    // "They botched our insurance claim": a verb of doing a job well or badly (the work's, in the
    // lexicon) speaks of its object where that is another aspect's term of the catalogue.
    for (const item of items) {
      if (item.value === 0 || item.aspect !== workmanshipId || text.pos[item.end] !== 'VERB') continue;
      // The object's noun phrase ("our hail claim"): its first term of the catalogue.
      let last = item.end;
      while (last < end && (OBJECT_LEAD_POS.has(text.pos[last + 1]!) || SINK_POS.has(text.pos[last + 1]!))) last++;
      const object = found.find((m) => !m.cue && isAspectKey(m.key) && m.start > item.end && m.end <= last && aspectIdOf(m.key) !== workmanshipId);
      if (object) item.aspect = aspectIdOf(object.key);
    }
    // "Quick flashing repair": how fast, said right before the job's name, is the speed of the
    // job, not a verdict on the work it names.
    const quick = items.filter((item) => item.value !== 0 && item.aspect === timelinessId && QUICK_POS.has(text.pos[item.end]!));
    if (quick.length > 0) {
      const named = (s: number) => quick.some((item) => s === item.end + 1);
      keepFound((m) => !(m.key === workmanshipKey && named(m.start)));
      for (const item of items) if (item.value === 0 && item.aspect === workmanshipId && named(item.start)) item.aspect = null;
    }
    // "done in two days even with a rain delay": a setback the writer says was overcome ("even
    // with" before its noun phrase) is no complaint of its own.
    for (const item of items) if (item.value < 0 && overcome(text, item.start, start)) item.value = 0;
    // "The warranty claim was handled quickly and for free": work at no charge under a warranty
    // is the warranty honoured, not a price.
    if (warrantyId) {
      const warrantyNamed = (segment: number) => found.some((m) => m.key === aspectKey(warrantyId) && segmentOf(m.start) === segment);
      for (const item of items) {
        if (!(item.value > 0 && FREE_OF_CHARGE.has(phraseAt(text, item)) && warrantyNamed(item.segment))) continue;
        item.aspect = warrantyId;
        // ("charge", a price term of the catalogue, inside "free of charge" goes with it.)
        for (const m of found) if (isAspectKey(m.key) && m.start >= item.start && m.end <= item.end) m.key = aspectKey(warrantyId);
      }
    }
    // The place's cue, a lexicon phrase of no valence, names no aspect either.
    for (const item of items) if (item.value === 0 && inRanges(places, item.start, item.end)) item.aspect = null;
    // Nor does the lexicon's "paperwork" name the claim's help where the text names no claim (`namesClaim`).
    if (insuranceId && !claimNamed) {
      for (const item of items) if (item.aspect === insuranceId && genericClaimWord(text, item)) item.aspect = null;
    }
    if (ownActs.length > 0) keepFound((m) => !(isAspectKey(m.key) && inRanges(ownActs, m.start, m.end)));
    // Dates and durations that speak of timeliness ("deposit in March, started in July").
    let measured: ValenceItem | undefined;
    if (timelinessId && mayHaveTimeGap(text, start, end)) {
      const gap = timeGap(text, start, end, expected);
      if (gap && !items.some((item) => item.start <= gap.at && item.end >= gap.at)) {
        measured = { start: gap.at, end: gap.at, value: gap.valence, aspect: timelinessId, kind: null, segment: segmentOf(gap.at) };
        items.push(measured);
      }
    }
    // "The dumpster was gone the same afternoon they finished": how fast is said of the clause's
    // subject, and when that is the debris (a clean-up noun named first, no timeliness term
    // beside it) it judges the clean-up. "The tear-off was finished in a day" stays timeliness.
    // The same holds of the other processes beside the job: "the depreciation check took a while"
    // judges the insurance help, "the warranty registration took ages" the warranty.
    if (timelinessId) {
      for (const item of items) {
        if (item.aspect !== timelinessId) continue;
        const segment = segments[item.segment]!;
        const named = found.filter((m) => isAspectKey(m.key) && m.start >= segment.start && m.end <= segment.end);
        const first = named.reduce<Mention | undefined>((a, m) => (m.start < item.start && (!a || m.start < a.start) ? m : a), undefined);
        const process = first && processKeys.has(aspectIdOf(first.key)) && SINK_POS.has(text.pos[first.end]!) ? aspectIdOf(first.key) : undefined;
        // The phrase's own words ("longer than" in "took longer than we expected") name no timeliness beside it.
        const inside = (m: Mention) => m.start >= item.start && m.end <= item.end;
        const timed = named.some((m) => m.key === aspectKey(timelinessId) && !inside(m));
        if (process && !timed) {
          // "The insurance company were dragging their heels": the slowness of the insurer's side,
          // not of the roofer's help with the claim; it goes to the insurer named (attribute.ts).
          const insurer = found.some((m) => m.key === INSURER_PARTY && m.start <= first!.end && m.end >= first!.start);
          item.aspect = insurer ? null : process;
          keepFound((m) => !(m.key === aspectKey(timelinessId) && inside(m)));
          continue;
        }
        // "they answered right away", "always got back to me within the hour": how fast an
        // answer came is the communication's, as a callback's is.
        const answer = communicationId && found.find((m) => !m.cue && m.key === aspectKey(communicationId) && m.end < item.start && item.start - m.end <= 2);
        // "Within an hour of my call after the storm, someone was on the roof": how fast they
        // came after a storm or in an emergency is the storm response (the catalogue's own words).
        const storm = !answer && !timed && stormId && stormBy(item) ? stormId : undefined;
        const to = answer ? communicationId : storm;
        if (to) {
          item.aspect = to;
          keepFound((m) => !(m.key === aspectKey(timelinessId) && inside(m)));
        }
      }
    }
    // wink's valence does not hold where the lexicon has its own say, even a say of 0 ("storm").
    const taken = (s: number, e: number) => items.some((item) => item.start <= e && item.end >= s);
    // Nor inside a person's name: "Miss Tamika" is a title, not a miss.
    const inName = (s: number, e: number) => inOwnName(s, e) || found.some((m) => isTechnicianKey(m.key) && m.start <= s && m.end >= e);
    for (const v of text.valences) {
      if (v.start < start || v.end > end || taken(v.start, v.end) || inName(v.start, v.end) || inRanges(expected, v.start, v.end) || inRanges(jobs, v.start, v.end)) continue;
      if (v.start === v.end && INTENSIFIERS[text.normals[v.start]!] !== undefined) continue; // "super", "so": modifiers here
      items.push({ start: v.start, end: v.end, value: v.valence, aspect: null, kind: null, segment: segmentOf(v.start) });
    }
    items.sort((a, b) => a.start - b.start);
    // "Lovely lads, shocking workmanship", "The crew were great but the roof leaks": a clear general
    // opinion word said of the people themselves is their conduct (professionalism), not the job's
    // (skill is the job's: "skilled tradesmen").
    if (professionalismId) {
      for (const item of items) {
        if (item.aspect !== null || Math.abs(item.value) < CLEAR_OPINION || item.start !== item.end) continue;
        if (!PEOPLE_PRAISE_POS.has(text.pos[item.start]!) || SKILL_WORDS.has(text.normals[item.start]!.toLowerCase())) continue;
        if (saidOfPeople(text, item.start, start, end)) item.aspect = professionalismId;
      }
    }
    // What a photo shows and a span an opinion of its own runs across are the setting, not what
    // the sentence judges: their catalogue terms and opinion words count for no aspect.
    const setting = settingRanges(text, start, end, items);
    if (setting.length > 0) {
      keepFound((m) => !(isAspectKey(m.key) && inRanges(setting, m.start, m.end)));
      const judged = items.filter((item) => !inRanges(setting, item.start, item.end));
      items.splice(0, items.length, ...judged);
    }

    // "took a while because of a missing invoice": the reason names no aspect of its own; its
    // opinion words speak of what the clause judges.
    const reasons = reasonRanges(text, start, end);
    if (reasons.length > 0) {
      keepFound((m) => !(isAspectKey(m.key) && inRanges(reasons, m.start, m.end)));
      for (const item of items) if (inRanges(reasons, item.start, item.end)) item.aspect = null;
    }

    // "The price was reasonable for the quality we got": what a price is weighed against is its
    // yardstick ("great for the price" still praises the price: only a price opinion's yardstick
    // is set aside); "we got mixed messages about the start date": what was (mis)communicated is
    // the topic of the communication. Neither is a verdict on that phrase's aspect.
    const aside: Array<[number, number, string]> = [];
    for (const item of items) {
      if (!item.aspect || item.value === 0) continue;
      const next = text.normals[item.end + 1];
      // ("honored the price from the estimate": where a price came from is no verdict on that either.)
      if (!(priceKeys.has(item.aspect) && PRICE_YARDSTICKS.has(next ?? '')) && !(item.aspect === communicationId && next === 'about')) continue;
      // The noun phrase after the preposition, as the tagger reads it ("the quality" may be tagged an adjective).
      let last = item.end + 1;
      // ("for the quality of the shingles": an "of" phrase is part of it.)
      const phraseGoesOn = (k: number) => YARDSTICK_POS.has(text.pos[k]!) || POSSESSIVES.has(text.normals[k]!) || (text.normals[k] === 'of' && k > item.end + 2);
      while (last < end && phraseGoesOn(last + 1)) last++;
      // ("took $600 off the bill for the delay": an opinion there is the reason, cause 48's, not a yardstick.)
      const reason = items.some((other) => other !== item && other.value !== 0 && other.start >= item.end + 2 && other.end <= last);
      if (last >= item.end + 2 && !reason) aside.push([item.end + 2, last, item.aspect]);
    }
    if (aside.length > 0) {
      // Every aspect but the opinion's own named there.
      const besideOwner = (id: string, s: number, e: number) => aside.some(([from, to, owner]) => s >= from && e <= to && id !== owner);
      keepFound((m) => !(isAspectKey(m.key) && besideOwner(aspectIdOf(m.key), m.start, m.end)));
      for (const item of items) if (item.aspect && besideOwner(item.aspect, item.start, item.end)) item.aspect = null;
    }

    // A complaint frame ("A small knock:", "The only downside was that") speaks of what the
    // complaint after it judges: "... the job ran one day longer than they told us" faults the
    // schedule, and the frame's own valence goes there, not to "the job" beside it.
    const frame = items.find((item) => item.value < 0 && !item.aspect && item.start <= start + FRAME_REACH && range(item.start, item.end).some((k) => frameWord(text, k)));
    const body = frame && items.find((item) => item.start > frame.end && item.value !== 0 && item.aspect);
    if (frame && body) frame.aspect = body.aspect;

    const priceSegments = new Set<number>();
    for (const m of found) if (priceKeys.has(aspectIdOf(m.key))) priceSegments.add(segmentOf(m.start));
    for (const item of items) if (item.aspect && priceKeys.has(item.aspect) && item.kind !== 'price') priceSegments.add(item.segment);

    // A "lack" word ("updates") is no opinion until negated: it does not stop a negation's reach.
    for (const item of items) if (Math.abs(item.value) >= CLEAR_OPINION && item.kind !== 'lack') opinions.fill(1, item.start, item.end + 1);
    const scored = scoreItems(
      {
        text,
        start,
        end,
        segments,
        covered,
        // Only problem words ask whether they recur: most sentences have none.
        recurrence: items.some((item) => item.kind === 'problem') ? recurrence.matchAll(text, start, end).map((m) => m.start) : [],
        priceSegments,
        cleanup,
        opinions,
      },
      items,
    );
    // A problem mentioned only as context ("after a small leak") is not a mention of workmanship.
    // Nor is a good thing mentioned without being missed ("fast response") an opinion of its own.
    const signals = scored.filter((item) => (item.kind !== 'problem' && item.kind !== 'lack') || item.value !== 0);
    // An opinion phrase ending in a noun ("a straight answer") also names its aspect, as a sink
    // for the valence around it ("good luck getting a straight answer").
    for (const item of signals) {
      if (item.aspect && SINK_POS.has(text.pos[item.end]!)) found.push({ key: aspectKey(item.aspect), start: item.start, end: item.end, cue: true });
    }
    const words: Word[] = [];
    for (let i = start; i <= end; i++) {
      if (INTENSIFIERS[text.normals[i]!] !== undefined) continue; // "a bit", "a lot": no thing spoken of
      if (isOpinionVerb(text, i)) continue; // "Love the new roof": tagged a noun, but the opinion, not its object
      if (inRanges(reasons, i, i)) continue; // the reason's nouns: see above
      if (SINK_POS.has(text.pos[i]!)) words.push({ at: i, pronoun: false });
      else if (PRONOUN_SINKS.has(text.normals[i]!)) words.push({ at: i, pronoun: true });
    }
    const commas: number[] = [];
    for (let i = start; i <= end; i++) if (text.normals[i] === ',') commas.push(i);
    const { scores, overall, verdicts, personVerdicts } = attribute(text, signals, found, words, segments, commas);
    const analysed: Analysed = { text: sentenceText, scores, overall, mentions: found, names: found.length + words.length > 0 };
    const scoredPhrases = signals.filter((item) => item.value !== 0 && !item.faint).map((item) => [item.start, item.end, item.value] as const);
    if (scoredPhrases.length > 0) analysed.opinions = scoredPhrases;
    // "The job dragged on for two weeks with no explanation": "the job" that no opinion reached,
    // beside another aspect the sentence judges clearly, is the subject of that verdict, not a
    // verdict on the work (only the job as such: "the roof", "the work" still name the work).
    const judgedElsewhere = (key: string) => [...scores].some(([other, score]) => other !== key && isAspectKey(other) && polarityOf(score) !== 'neutral');
    for (const [key, score] of scores) {
      if (score !== 0 || !isAspectKey(key)) continue;
      const named = found.filter((m) => m.key === key);
      if (named.length > 0 && named.every((m) => m.cue && JOB_WORDS.has(text.normals[m.end]!.toLowerCase())) && judgedElsewhere(key)) setAside.add(key);
    }
    const onlySetting = [...setAside].filter((key) => !scores.has(key) || scores.get(key) === 0);
    if (onlySetting.length > 0) {
      for (const key of onlySetting) scores.set(key, 0);
      analysed.settled = settle(analysed.settled, new Map(onlySetting.map((key) => [key, 'neutral'] as const)));
    }
    if (overall < 0 && complained(text, start, end)) {
      analysed.complaint = true;
      if (minorFrame(text, start, end)) analysed.minor = true;
    }
    // "Four stars, would have been five if they'd called back.": the top mark missed for one thing
    // is a small complaint, and the sentence as a whole the mark given.
    if (missedTopMark(text, start, end)) {
      analysed.complaint = true;
      analysed.minor = true;
      if (overall > 0) analysed.verdict = 'positive';
    }
    analysed.settled = settle(analysed.settled, faintPraiseSettles(signals, scores, aspectKey));
    if (signals.some((item) => item.value > 0 && PRICE_CONCESSION_SET.has(phraseAt(text, item)))) analysed.settled = settle(analysed.settled, priceConcessionSettles(priceKey, scores));
    if (wishes.match(text, start, end).length > 0) analysed.settled = settle(analysed.settled, wishSettles(scores));
    analysed.settled = settle(analysed.settled, costWorthSettles(priceId, priceKey, segments, signals, scores));
    if (personVerdicts.length > 0) {
      const people = segments.map((segment) => new Set(found.filter((m) => PERSON_KEY.test(m.key) && m.start >= segment.start && m.end <= segment.end).map((m) => m.key)));
      analysed.settled = settle(analysed.settled, personVerdictSettles(personVerdicts, people, scores, signals));
    }
    const fix = fixSettles(segments, signals, scores, overall);
    analysed.settled = settle(analysed.settled, fix.settled);
    if (fix.verdict) analysed.verdict = fix.verdict;
    if (measured) analysed.settled = settle(analysed.settled, measuredSettles(signals.find((item) => item.start === measured.start && item.end === measured.end && item.aspect !== null), scores, aspectKey));
    if (segments.length > 1) {
      const clauses = new Map<string, Array<[number, number]>>();
      const note = (key: string, at: number) => {
        const segment = segments[segmentOf(at)];
        if (!segment) return;
        const list = clauses.get(key) ?? [];
        if (!list.some(([s]) => s === segment.start)) list.push([segment.start, segment.end]);
        clauses.set(key, list);
      };
      for (const m of found) note(m.key, m.start);
      for (const item of signals) if (item.aspect) note(aspectKey(item.aspect), item.start);
      // "..., but it was good enough": a clause that names nothing but pronouns is about what the
      // clause before it named (as `attribute` reads it).
      segments.forEach((segment, k) => {
        if (k === 0) return;
        const inside = (at: number) => at >= segment.start && at <= segment.end;
        if (found.some((m) => inside(m.start)) || words.some((w) => !w.pronoun && inside(w.at))) return;
        const previous = segments[k - 1]!;
        for (const [key, list] of clauses) if (list.some(([from]) => from === previous.start)) list.push([segment.start, segment.end]);
      });
      // "Tamika was cheerful, but none of her callbacks ever happened": the verdict on the person
      // is the "but" clause, and the trained model reads that clause as theirs, not the conceded one.
      for (const k of verdicts) {
        const [conceded, verdict] = [segments[k - 1]!, segments[k]!];
        for (const [key, list] of clauses) {
          if (!isTechnicianKey(key) || !list.some(([from]) => from === conceded.start)) continue;
          clauses.set(key, [...list.filter(([from]) => from !== conceded.start && from !== verdict.start), [verdict.start, verdict.end]]);
        }
      }
      analysed.clauses = clauses;
      analysed.settled = settle(analysed.settled, concessionSettles(segments, clauses, scores, signals));
      const verdict = concessionVerdict(segments, signals, overall);
      if (verdict) analysed.verdict = verdict;
    }
    return analysed;
  }

  /**
   * Analyses a text. With `term`, the phrase (e.g. "the crew") is tracked under TERM_KEY.
   */
  function analyze(input: string, term?: string): TextAnalysis {
    const text = parseText(input, speller, term ? new Set(wordsOf(term)) : undefined);
    const matcher = term ? termMatcher(term) : null;
    const covered = new Uint8Array(text.normals.length);
    const opinions = new Uint8Array(text.normals.length);
    // Only a text with one of the generic words asks (a second pass over its mentions); elsewhere nothing depends on it.
    const claimNamed = !text.normals.some((word) => INSURANCE_GENERIC_WORDS.has(word.toLowerCase())) || namesClaim(text);
    const sentences: Analysed[] = text.sentences.map((_, index) => analyzeSentence(text, index, matcher, covered, opinions, claimNamed));
    // "Quoted R45k, came in at R44k.": a final sum at the quote says the estimate was right; well
    // over it, that it was wrong and the price more than agreed (money-gap.ts).
    const gap = estimateKey ? moneyGap(text) : null;
    if (gap) {
      const valence = gap.outcome === 'kept' ? MONEY_GAP_VALENCE : -MONEY_GAP_VALENCE;
      const { scores } = sentences[gap.sentence]!;
      scores.set(estimateKey!, (scores.get(estimateKey!) ?? 0) + valence);
      if (gap.outcome === 'overrun' && priceKey) scores.set(priceKey, (scores.get(priceKey) ?? 0) + valence);
      if (sentences[gap.sentence]!.overall === 0) sentences[gap.sentence]!.overall = Math.sign(valence) * KEPT_OR_MISSED_OVERALL;
    }
    // "The storm took half the ridge off. Their crew was there next morning.": how fast they came,
    // said right after the storm was named, is the storm response (as within a sentence, stormBy).
    if (stormId && timelinessId) {
      const storm = aspectKey(stormId);
      const timeliness = aspectKey(timelinessId);
      for (let k = 1; k < sentences.length; k++) {
        const speed = sentences[k]!.scores.get(timeliness) ?? 0;
        if (speed <= 0 || sentences[k]!.scores.has(storm) || !sentences[k - 1]!.scores.has(storm)) continue;
        const { start, end } = text.sentences[k]!;
        if (!arrivesIn(text, start, end)) continue;
        sentences[k]!.scores.set(storm, speed);
      }
    }
    // "Estimate said 3 days. It took 9.": the time promised in one sentence and the time taken in
    // the next judge timeliness there, as they do within one sentence (timeGap).
    if (timelinessId) {
      const timeliness = aspectKey(timelinessId);
      for (let k = 1; k < sentences.length; k++) {
        // (A faint score there, "days" beside a tarp, is no reading of the time of its own.)
        if (polarityOf(sentences[k]!.scores.get(timeliness) ?? 0) !== 'neutral' || polarityOf(sentences[k - 1]!.scores.get(timeliness) ?? 0) !== 'neutral') continue;
        const across = timeGapAcross(text, text.sentences[k - 1]!, text.sentences[k]!);
        if (!across) continue;
        sentences[k]!.scores.set(timeliness, Math.sign(across.valence) * TIME_GAP_ACROSS_VALENCE);
        if (sentences[k]!.overall === 0) sentences[k]!.overall = Math.sign(across.valence) * KEPT_OR_MISSED_OVERALL;
      }
    }
    // "Cleanup? What cleanup.": naming a thing only to ask what it was says it was missing.
    sentences.forEach((s, k) => {
      const { start, end } = text.sentences[k]!;
      if (s.overall !== 0 || text.normals[start] !== 'what' || end - start > 4 || !s.mentions.some((m) => m.start === start + 1)) return;
      for (const m of s.mentions) s.scores.set(m.key, (s.scores.get(m.key) ?? 0) - RHETORICAL_VALENCE);
      s.overall = -RHETORICAL_VALENCE;
    });
    // "Would I hire them again? Absolutely not.": a bare "no" answers the question before it.
    for (let k = 0; k + 1 < sentences.length; k++) {
      if (sentences[k + 1]!.overall !== 0 || !isDenial(text, text.sentences[k]!, text.sentences[k + 1]!)) continue;
      const asked = sentences[k]!;
      for (const [key, score] of asked.scores) asked.scores.set(key, -score);
      asked.overall = -asked.overall;
    }
    // A sentence can go on about the one before it. One that names nothing ("Worth it? Not even
    // close.", "Lifesavers.") is about everything the one before named; one that opens with a
    // pronoun and names no one ("Mike came out Tuesday. He was fantastic.") is about its people,
    // and, when it names no aspect either ("We asked about the warranty. They never called
    // back."), about what that sentence spoke of.
    for (let k = 0; k + 1 < sentences.length; k++) {
      const next = sentences[k + 1]!;
      if (next.overall === 0) continue;
      const opener = text.normals[text.sentences[k + 1]!.start]!;
      let keys = [...sentences[k]!.scores.keys()].filter((key) => !isOtherParty(key));
      const refers = (REFERRING_PRONOUNS.has(opener) || opensWithEpithet(text, text.sentences[k + 1]!.start)) && !next.mentions.some((m) => PERSON_KEY.test(m.key));
      // "Bri was rarely on site. They did a beautiful job.": a plural pronoun is not one named
      // technician (it is the company or the crew); after two or more, it may be them.
      const technicians = keys.filter(isTechnicianKey);
      if (refers && PLURAL_PRONOUNS.has(opener) && technicians.length < 2) keys = keys.filter((key) => !isTechnicianKey(key));
      // A one-word answer ("The roof itself? Solid.") names nothing of its own, whatever the tagger says.
      const bare = !next.names || text.sentences[k + 1]!.end - text.sentences[k + 1]!.start <= 1;
      const about = bare
        ? keys
        : refers
          ? [...next.scores.keys()].some((key) => isAspectKey(key))
            ? keys.filter((key) => PERSON_KEY.test(key))
            : keys
          : [];
      if (about.length === 0) continue;
      for (const key of about) sentences[k]!.scores.set(key, sentences[k]!.scores.get(key)! + next.overall * CONTINUATION_FACTOR);
      sentences[k]!.continuedBy = k + 1;
    }
    return {
      parsed: text,
      sentences: sentences.map(({ names: _n, ...rest }) => rest),
      raw: sentences.reduce((sum, s) => sum + s.overall, 0),
      ...(insuranceKey && { insuranceKey }),
    };
  }

  /** The text's score for one key, summed over its sentences; undefined when never mentioned. */
  function scoreFor(analysis: TextAnalysis, key: string): number | undefined {
    let total: number | undefined;
    for (const s of analysis.sentences) {
      const score = s.scores.get(key);
      if (score !== undefined) total = (total ?? 0) + score;
    }
    return total;
  }

  return { analyze, scoreFor, aspects: options.aspects, aspectKeys: keys };
}

/**
 * Whether the adjective at `at` is said of the people who did the job: right before them ("lovely
 * lads", "nice guys", "great crew") or after them and a form of "be" ("the lads were lovely", "the
 * crew were all really nice").
 */
function saidOfPeople(text: ParsedText, at: number, start: number, end: number): boolean {
  const word = (k: number) => text.normals[k]?.toLowerCase() ?? '';
  if (at + 1 <= end && CREW_WORDS.has(word(at + 1))) return true;
  let k = at - 1;
  while (k >= start && PREDICATE_LEAD.has(word(k))) k--;
  if (k < start || text.lemmas[k] !== 'be') return false;
  return k - 1 >= start && CREW_WORDS.has(word(k - 1));
}
/**
 * Whether the sentence at `start` opens by calling people something, with no subject of its own:
 * "Lovely bloke, knew his stuff.", "Top blokes.", "Absolute champions." (EPITHET_NOUNS, first or
 * after one word that grades it): like a pronoun, it speaks of the people the sentence before named.
 */
function opensWithEpithet(text: ParsedText, start: number): boolean {
  const word = (k: number) => text.normals[k]?.toLowerCase() ?? '';
  const at = EPITHET_NOUNS.has(word(start)) ? start : PEOPLE_PRAISE_POS.has(text.pos[start]!) && EPITHET_NOUNS.has(word(start + 1)) ? start + 1 : -1;
  // "Staff were sweet about it", "Bloke was friendly": the subject of a verb of its own, not an epithet.
  return at >= 0 && !SUBJECT_VERB_POS.has(text.pos[at + 1] ?? '');
}
const SUBJECT_VERB_POS = new Set(['VERB', 'AUX']);

/** An adjective, or one the tagger took for a name at the start of a sentence ("Lovely lads"). */
const PEOPLE_PRAISE_POS = new Set(['ADJ', 'PROPN']);
const PREDICATE_LEAD = new Set(['very', 'so', 'really', 'super', 'absolutely', 'all', 'just', 'always', 'extremely', 'genuinely', 'incredibly', 'quite', 'pretty']);

/** Words between a first-person subject's verb "be" and the quality it gives them: "we have been *very* patient". */
const QUALITY_LEAD = new Set(['have', 'has', 'had', 'very', 'so', 'really', 'more', 'than', 'quite', 'extremely', 'pretty', 'always', 'too']);

/** Whether the adjective at `at` is said of the writer: "I was patient", "we have been very understanding". */
function ownQuality(text: ParsedText, at: number, start: number): boolean {
  // The tagger takes a predicate "patient" for a noun.
  if (text.pos[at] !== 'ADJ' && text.pos[at] !== 'NOUN') return false;
  let k = at - 1;
  while (k > start && QUALITY_LEAD.has(text.normals[k]!)) k--;
  if (text.lemmas[k] !== 'be') return false;
  k--;
  while (k >= start && QUALITY_LEAD.has(text.normals[k]!)) k--;
  return k >= start && FIRST_PERSON.has(text.normals[k]!);
}

/** How near the sentence's start a complaint frame stands ("If I had to nitpick,"), and how near its colon or comma. */
const FRAME_REACH = 6;
const FRAME_BREAKS = new Set([':', ',', '—', '-']);
/** Words before a frame's word that deny it: "not a single complaint", "no complaints", "zero gripes". */
const NO_COMPLAINT = new Set(['not', 'no', 'zero', 'never', 'without', 'nothing']);

/** Whether a sentence opens by announcing a complaint: a frame word near its start, set off by a colon or comma. */
function complained(text: ParsedText, start: number, end: number): boolean {
  let removed = false;
  for (let k = start; k <= Math.min(end, start + FRAME_REACH); k++) {
    const word = text.normals[k]!.toLowerCase();
    // "One star off because ...", "Docked a star: ...": the star taken away announces the complaint after it.
    if (STAR_REMOVALS.has(word)) removed = true;
    if ((word === 'star' || word === 'stars') && (removed || STAR_REMOVALS.has(text.normals[k + 1] ?? ''))) {
      for (let j = k + 1; j <= Math.min(end, k + 3); j++) if (text.normals[j] === 'because' || FRAME_BREAKS.has(text.normals[j]!)) return true;
    }
    if (frameWord(text, k)) return true;
  }
  return false;
}

/**
 * Whether token `k` is a complaint frame's word set off from the complaint ("My only gripe:",
 * "A small knock,", "The only downside was that ..."). It announces the complaint; what the
 * complaint is about is in the rest.
 */
function frameWord(text: ParsedText, k: number): boolean {
  if (!COMPLAINT_FRAMES.has(text.normals[k]!) && !COMPLAINT_FRAMES.has(text.lemmas[k]!)) return false;
  // "Not a single complaint, ..." announces none.
  for (let j = Math.max(0, k - 3); j < k; j++) if (NO_COMPLAINT.has(text.normals[j]!.toLowerCase())) return false;
  const next = text.normals[k + 1]?.toLowerCase() ?? '';
  if (FRAME_BREAKS.has(next) || FRAME_BREAKS.has(text.normals[k + 2] ?? '')) return true;
  return (next === 'was' || next === 'is') && text.normals[k + 2]?.toLowerCase() === 'that';
}

/** The lower-cased words of a token range, as catalogue terms and word lists are written. */
function phraseAt(text: ParsedText, { start, end }: { start: number; end: number }): string {
  return text.normals.slice(start, end + 1).join(' ').toLowerCase();
}

/** Whether a token range is one of the generic words that name insurance help only beside the claim (INSURANCE_GENERIC_WORDS). */
function genericClaimWord(text: ParsedText, range: { start: number; end: number }): boolean {
  return INSURANCE_GENERIC_WORDS.has(phraseAt(text, range));
}

/** Whether a complaint's frame calls it small: a nitpick or quibble, or a frame word after "small", "tiny", "minor", "only" ("One tiny note:", "My only gripe:"). */
function minorFrame(text: ParsedText, start: number, end: number): boolean {
  for (let k = start; k <= Math.min(end, start + FRAME_REACH); k++) {
    const word = text.normals[k]!.toLowerCase();
    if (MINOR_FRAMES.has(word) || MINOR_FRAMES.has(text.lemmas[k]!)) return true;
    if ((COMPLAINT_FRAMES.has(word) || COMPLAINT_FRAMES.has(text.lemmas[k]!)) && k > start && SMALLNESS.has(text.normals[k - 1]!.toLowerCase())) return true;
  }
  return false;
}
const MINOR_FRAMES = new Set(['nitpick', 'nit-pick', 'quibble']);
const SMALLNESS = new Set(['small', 'tiny', 'minor', 'little', 'slight', 'only', 'one']);

/**
 * Whether a sentence says the top mark was missed for one thing: "would have been five stars if
 * ...", "would've been a 5 but ...", "would have been perfect except ...".
 */
function missedTopMark(text: ParsedText, start: number, end: number): boolean {
  for (let k = start; k + 2 <= end; k++) {
    if (text.normals[k]!.toLowerCase() !== 'would') continue;
    let j = k + 1;
    if (HAVE_FORMS.has(text.normals[j]!.toLowerCase())) j++;
    if (text.normals[j]?.toLowerCase() !== 'been') continue;
    j++;
    if (text.normals[j] === 'a' || text.normals[j] === 'an') j++;
    if (!TOP_MARKS.has(text.normals[j]?.toLowerCase() ?? '')) continue;
    // A mark, not a count: "five stars", "a 5 but", never "five weeks if".
    const next = text.normals[j + 1]?.toLowerCase() ?? '';
    if (!MARK_FOLLOWERS.has(next) && !MISSED_BECAUSE.has(next)) continue;
    for (let c = j + 1; c <= end; c++) if (MISSED_BECAUSE.has(text.normals[c]!.toLowerCase())) return true;
  }
  return false;
}
const HAVE_FORMS = new Set(['have', "'ve", 'of']);
const TOP_MARKS = new Set(['five', '5', 'ten', '10', 'perfect', 'flawless', 'faultless']);
const MISSED_BECAUSE = new Set(['if', 'but', 'except', 'only', 'had', 'were']);
const MARK_FOLLOWERS = new Set(['stars', 'star', '/', 'out', ',', '-', '—']);

/** Words that take a star away in a complaint's frame ("one star off because", "minus a star:"). */
const STAR_REMOVALS = new Set(['off', 'minus', 'docked', 'knocked', 'lost', 'deducted', 'dropped', 'took', 'taking']);

/** A short answer of "no" ("Absolutely not.", "Nope.") right after a question. */
function isDenial(text: ParsedText, question: { end: number }, answer: { start: number; end: number }): boolean {
  if (text.normals[question.end] !== '?' || answer.end - answer.start > 4) return false;
  for (let k = answer.start; k <= answer.end; k++) if (DENIALS.has(text.normals[k]!)) return true;
  return false;
}

export type Analyzer = ReturnType<typeof createAnalyzer>;

/** Verbs of someone coming out to the house ("came", "showed up", "turned up", "arrived"). */
const ARRIVING = new Set(['come', 'arrive', 'show', 'turn', 'attend']);
/** Before a clock time ("on site by seven", "on the roof at 7am"): a working day's start, not how soon they came. */
const CLOCK_PREPOSITIONS = new Set(['by', 'at', 'from', 'before']);
/** Where someone is when they have come: "were there", "had a guy out", "came round". */
const THERE = new Set(['there', 'here', 'out', 'over', 'round']);

/**
 * Whether tokens start..end say someone came out: a verb of arriving, "were (up) there", "were on
 * site", "was on the roof", or "had (a) someone out". What says how soon is the lexicon's phrase
 * of speed beside it ("the next morning", "within 4 hours"), never a clock time: "on site by
 * seven", on a storm repair's job days, is the day's start.
 */
function arrivesIn(text: ParsedText, start: number, end: number): boolean {
  for (let i = start; i <= end; i++) {
    if (ARRIVING.has(text.lemmas[i]!) && text.pos[i] === 'VERB') return true;
    // "were on site the next morning", "was on the roof within a day".
    if (text.lemmas[i - 1] === 'be' && text.normals[i] === 'on') {
      const after = text.normals[i + 1] === 'site' ? i + 2 : text.normals[i + 1] === 'the' && text.normals[i + 2] === 'roof' ? i + 3 : -1;
      if (after > 0 && !CLOCK_PREPOSITIONS.has(text.normals[after] ?? '')) return true;
    }
    // ("out of luck", "over and done" are no place.)
    if (!THERE.has(text.normals[i]!.toLowerCase()) || i - 1 < start || ['of', 'and'].includes(text.normals[i + 1] ?? '')) continue;
    // "were there", "were up there", "had a guy out", "had someone out".
    const before = text.lemmas[i - 1] === 'up' && i - 2 >= start ? i - 1 : i;
    if (text.lemmas[before - 1] === 'be') return true;
    // "had someone out", "had a crew out": "have", a determiner or none, the noun or pronoun.
    if (text.pos[before - 1] !== 'NOUN' && text.pos[before - 1] !== 'PRON') continue;
    const verb = text.pos[before - 2] === 'DET' ? before - 3 : before - 2;
    if (verb >= start && text.lemmas[verb] === 'have') return true;
  }
  return false;
}

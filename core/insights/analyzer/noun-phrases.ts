import type { TextAnalysis } from './analyzer.ts';
import { LEXICON } from '../lexicon/index.ts';
import { inRanges, jobRanges, settingRanges } from './setting.ts';

/**
 * A noun phrase used in a text: its key (lemmas), as written (lower case), and its sentence;
 * `conceded` when it sits in a concession ("even though material costs went up"): the clause the
 * sentence grants before its point, so what the sentence says is not said of the phrase.
 */
export type PhraseUse = { key: string; surface: string; sentence: number; conceded: boolean; marker: boolean };

/**
 * Words that make the phrase after them a marker of time or place, or a part of another thing,
 * rather than what the sentence judges: "from the first phone call to the final walkthrough",
 * "until the permanent fix", "photos of the finished roof" (the photos are what was sent).
 */
const MARKING_WORDS = new Set(['from', 'to', 'until', 'till', 'before', 'after', 'through', 'during', 'since', 'of']);
/** "The quality of the ridge cap": after these, "of" names what is judged, not a part of something else. */
const JUDGED_THROUGH_OF = new Set(['quality', 'condition', 'state', 'look', 'finish', 'color', 'colour', 'price', 'cost', 'handling', 'speed', 'care']);
/** Words between a marking word and its phrase: "to the last shingle bundle", "of our finished roof". */
const LEADING_POS = new Set(['DET', 'PRON', 'ADJ', 'NUM']);

/** Words that open a concession, which runs to the next comma, semicolon, colon or "but". */
const CONCESSIONS = new Set(['though', 'although', 'despite']);
const CONCESSION_ENDS = new Set([',', ';', ':', 'but', '—']);

const PHRASE_POS = new Set(['ADJ', 'NOUN']);
const MIN_WORDS = 2;
const MAX_WORDS = 4;

/**
 * Words that make a phrase generic rather than a topic ("great job", "the whole thing"). Opinion
 * words are dropped separately: a topic is what was talked about, not how it was judged.
 */
const GENERIC = new Set([
  'thing', 'things', 'lot', 'time', 'times', 'day', 'days', 'way', 'guy', 'guys', 'people', 'everything', 'everyone',
  'job', 'work', 'company', 'experience', 'star', 'stars', 'whole', 'other', 'first', 'last', 'next', 'same', 'few',
  'much', 'many', 'more', 'most', 'own', 'only', 'entire', 'overall', 'total', 'extra', 'several', 'full', 'small', 'big',
  'little', 'new', 'old', 'second', 'third', 'couple', 'bit', 'kind', 'sort', 'part', 'end', 'week', 'weeks', 'month',
  'months', 'year', 'years', 'hour', 'hours', 'minute', 'minutes', 'morning', 'afternoon', 'evening', 'night', 'single',
  // The frame of a remark, not its subject: "one tiny note:", "the only downside".
  'note', 'downside', 'reason', 'nitpick', 'complaint', 'gripe', 'tiny',
]);

/** Words the lexicon holds as names of things with no valence ("storm"): wink's valence on them is no opinion. */
const NO_OPINION = new Set(LEXICON.filter(([phrase, valence]) => valence === 0 && !phrase.includes(' ')).map(([phrase]) => phrase));

/** Single words the lexicon scores clearly: opinion words, not topic words ("magnet", at 0.2, is a topic word). */
const OPINION_WORDS = new Set(
  LEXICON.filter(([phrase, valence, , kind]) => Math.abs(valence) >= 0.3 && kind !== 'problem' && !phrase.includes(' ')).map(([phrase]) => phrase),
);

/**
 * Noun phrases of two to four words (adjectives and nouns ending in a noun, "magnet sweep",
 * "start date", "warranty certificate"), from wink-nlp's part-of-speech tags. Proper nouns
 * (people, places) and opinion words break a phrase; each phrase counts once per sentence.
 */
export function nounPhrases(analysis: TextAnalysis): PhraseUse[] {
  const { parsed } = analysis;
  const opinion = new Uint8Array(parsed.normals.length);
  for (const v of parsed.valences) if (!(v.start === v.end && NO_OPINION.has(parsed.normals[v.start]!))) opinion.fill(1, v.start, v.end + 1);
  const uses: PhraseUse[] = [];
  /** The phrase starting at `first` follows a marking word ("to the final walkthrough"), past its determiners. */
  const isMarker = (first: number, start: number) => {
    let k = first - 1;
    while (k >= start && LEADING_POS.has(parsed.pos[k]!)) k--;
    if (k < start || !MARKING_WORDS.has(parsed.normals[k]!)) return false;
    if (parsed.normals[k] !== 'of') return true;
    return k > start && parsed.pos[k - 1] === 'NOUN' && !JUDGED_THROUGH_OF.has(parsed.lemmas[k - 1]!);
  };
  parsed.sentences.forEach((sentence, index) => {
    const seen = new Set<string>();
    // Every phrase in the list a photo shows ("photos of the underlayment and the ice and water
    // shield"), not only the first after "of", is what was photographed.
    // So is the job a business was hired for ("hired them for our emergency tarp").
    const shown = [...settingRanges(parsed, sentence.start, sentence.end, []), ...jobRanges(parsed, sentence.start, sentence.end)];
    const conceded = new Uint8Array(sentence.end - sentence.start + 1);
    let inConcession = false;
    for (let i = sentence.start; i <= sentence.end; i++) {
      const word = parsed.normals[i]!;
      if (CONCESSION_ENDS.has(word)) inConcession = false;
      else if (CONCESSIONS.has(word) || (word === 'even' && parsed.normals[i + 1] === 'if')) inConcession = true;
      conceded[i - sentence.start] = inConcession ? 1 : 0;
    }
    let run: number[] = [];
    const flush = () => {
      // Trim to end on a noun, then keep the last MAX_WORDS words.
      while (run.length && parsed.pos[run[run.length - 1]!] !== 'NOUN') run.pop();
      const words = run.slice(-MAX_WORDS);
      run = [];
      if (words.length < MIN_WORDS) return;
      const key = words.map((i) => parsed.lemmas[i]).join(' ');
      if (seen.has(key)) return;
      seen.add(key);
      uses.push({
        key,
        surface: words.map((i) => parsed.normals[i]).join(' '),
        sentence: index,
        conceded: conceded[words[0]! - sentence.start] === 1,
        marker: isMarker(words[0]!, sentence.start) || inRanges(shown, words[0]!, words[0]!),
      });
    };
    for (let i = sentence.start; i <= sentence.end; i++) {
      const word = parsed.normals[i]!;
      const usable = PHRASE_POS.has(parsed.pos[i]!) && !opinion[i] && !OPINION_WORDS.has(word) && !GENERIC.has(word) && /^[a-z][a-z'-]*$/.test(word);
      if (usable) run.push(i);
      else flush();
    }
    flush();
  });
  return uses;
}

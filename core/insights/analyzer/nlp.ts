import fs from 'node:fs';
import { createRequire } from 'node:module';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { Speller } from './spelling.ts';

/**
 * One text as the analyzer sees it: wink-nlp's tokens (with lower-cased lemmas and part of
 * speech), its sentences, and the sentiment-bearing phrases its English model found, each with
 * the model's own valence (-1..1) before any negation: negation is ours to decide.
 */
export type ParsedText = {
  values: string[];
  normals: string[];
  lemmas: string[];
  pos: string[];
  /** Spaces before each token: a spaced "-" is a dash, an unspaced one joins a word. */
  spaces: number[];
  sentences: Array<{ start: number; end: number; text: string }>;
  valences: Array<{ start: number; end: number; valence: number }>;
};

type SaModel = { machines: unknown; setter: (px: unknown[][], ...rest: unknown[]) => void };

let captured: unknown[][] | null = null;
let nlp: ReturnType<typeof winkNLP> | null = null;
/** Token ids at or above this are words the model's lexicon does not hold (ids grow as wink meets them); set by `load`. */
let firstUnknownId = -1;

/**
 * The model's sentiment step reports, per sentence, only an average. Its setter receives the
 * matched phrases (`[firstToken, lastToken, valence * 1000]`) first, so a thin wrapper copies them
 * out; the setter itself still runs unchanged. Loaded once per process, on first use.
 */
function load(): ReturnType<typeof winkNLP> {
  if (nlp) return nlp;
  const original = (model as unknown as { sa: unknown }).sa;
  if (typeof original !== 'function') throw new Error('wink-eng-lite-web-model has no sentiment model (model.sa); the analyzer needs it');
  const sa = (): SaModel => {
    const inner = (original as () => SaModel)();
    return {
      machines: inner.machines,
      setter(px, ...rest) {
        captured = px.map((phrase) => [...phrase]); // copied first: the setter rescales in place
        inner.setter(px, ...rest);
      },
    };
  };
  // Named entities, custom entities and wink's own negation are not used (negation is decided
  // here, per clause); leaving them out of the pipe saves time on every text.
  nlp = winkNLP({ ...model, sa } as typeof model, ['sbd', 'sentiment', 'pos']);
  // The first word the model has never seen takes the first id past its lexicon.
  firstUnknownId = Number(nlp.readDoc('qzxwvjkq').tokens().out(nlp.its.uniqueId as unknown as typeof nlp.its.normal)[0]);
  return nlp;
}

/**
 * Tokenizes, splits into sentences, tags and finds the model's sentiment phrases. With a speller,
 * words the model does not know are repaired where the speller is sure ("comunication"), and the
 * repaired text is read again, so tags, lemmas and valences are those of the words meant; the
 * tokens' values and sentence texts stay the writer's own, for quoting. Words in `keep` (those of
 * a term asked about) are never repaired.
 */
export function parseText(text: string, speller?: Speller, keep?: ReadonlySet<string>): ParsedText {
  const parsed = read(text);
  if (!speller) return parsed;
  let repaired = false;
  const words = parsed.values.map((value, i) => {
    // Names are not misspellings: wink knows "March" only as "march", so capitalised words are left be.
    if (parsed.ids[i]! < firstUnknownId || value !== value.toLowerCase() || keep?.has(value)) return value;
    const fixed = speller(parsed.normals[i]!);
    if (!fixed) return value;
    repaired = true;
    return fixed;
  });
  if (!repaired) return parsed;
  const again = read(words.map((word, i) => ' '.repeat(parsed.spaces[i]!) + word).join(''));
  // A repair that changes how the text splits (tokens or sentences) is not worth the risk.
  const sameSplit =
    again.normals.length === parsed.normals.length &&
    again.sentences.length === parsed.sentences.length &&
    again.sentences.every((s, k) => s.start === parsed.sentences[k]!.start && s.end === parsed.sentences[k]!.end);
  if (!sameSplit) return parsed;
  return { ...again, values: parsed.values, spaces: parsed.spaces, sentences: parsed.sentences };
}

function read(text: string): ParsedText & { ids: number[] } {
  const instance = load();
  const its = instance.its;
  captured = null;
  const doc = instance.readDoc(text);
  const tokens = doc.tokens();
  const ids = (tokens.out(its.uniqueId as unknown as typeof its.normal) as unknown[]).map(Number);
  const values = tokens.out() as string[];
  const normals = tokens.out(its.normal) as string[];
  // wink types `lemma` (and `precedingSpaces` below) with extra parameters, but `out` accepts them.
  // It has no lemma (null) for a contraction it did not split, as "didnt" before a full stop: the
  // word is its own lemma then.
  const lemmas = (tokens.out(its.lemma as unknown as typeof its.normal) as Array<string | null>).map((l, i) => (l ?? normals[i]!).toLowerCase());
  const pos = tokens.out(its.pos) as string[];
  const spaces = (tokens.out(its.precedingSpaces as unknown as typeof its.normal) as string[]).map((s) => s.length);
  const spans = doc.sentences().out(its.span) as unknown as Array<[number, number]>;
  const texts = doc.sentences().out() as string[];
  const sentences = spans.map(([start, end], i) => ({ start, end, text: texts[i]! }));
  const valences = (captured ?? [])
    .map((p) => ({ start: Number(p[0]), end: Number(p[1]), valence: Number(p[2]) / 1000 }))
    .filter((v) => !particleOff(normals, lemmas, pos, v.start) && !NOT_OPINIONS.has(normals.slice(v.start, v.end + 1).join(' ').toLowerCase()));
  captured = null;
  return { values, normals, lemmas, pos, spaces, sentences, valences, ids };
}

/**
 * wink's "off" at the end of a clause ("the sizing is way off.") is a verdict only when said of
 * something through a linking verb, or as a slight ("kept fobbing me off."). After any other verb
 * it is the verb's particle, as most often in roofing: "took the old felt off,", "got 10% off.",
 * "it keeps the rain off,". (Breakage, "blew off", "came off", is the lexicon's.) Dropped here, so
 * neither the rules nor the trained model's `W-` features read it.
 */
function particleOff(normals: readonly string[], lemmas: readonly string[], pos: readonly string[], at: number): boolean {
  if (normals[at]!.toLowerCase() !== 'off') return false;
  for (let k = at - 1; k >= 0 && pos[k] !== 'PUNCT'; k--) {
    if (pos[k] === 'AUX' || pos[k] === 'VERB') return !VERDICT_OFF_VERBS.has(lemmas[k]!);
  }
  return false;
}
/** Verbs whose "off" is a verdict: linking verbs ("smelled off") and slights ("fobbed off", "ripped off", "brushed off"). */
const VERDICT_OFF_VERBS = new Set(['be', 'seem', 'look', 'smell', 'taste', 'feel', 'sound', 'go', 'turn', 'fob', 'brush', 'palm', 'piss', 'rip', 'tick', 'put', 'shrug', 'blow', 'push', 'cut', 'send']);

/**
 * Words wink's sentiment model scores that, in a review of work on a home, name a thing or a
 * motion and judge nothing: the insurance deductible (wink: +0.63, as in "tax-deductible"), a
 * shingle's colour (+0.5; "charcoal": -1), going "up on" the roof (+0.5 each), putting a roof "on"
 * (-0.75). "Our deductible was high." read as praise of the insurance help. Measured in the twelfth
 * session (tests/insights/eval/README.md): validation +15 of 10,853, six writers held out +6.
 */
const NOT_OPINIONS: ReadonlySet<string> = new Set(['deductible', 'charcoal', 'color', 'colour', 'go', 'up on', 'put on']);

type PhraseToken = { normal: string; lemma: string };
/**
 * Phrases already read, by text: every analyzer compiles the same lexicon (a build makes one for
 * the insights and one for the facts), and reading each phrase with wink is most of what
 * compiling costs. Bounded by the lexicon, the catalogue and the terms asked about.
 */
const phraseCache = new Map<string, PhraseToken[]>();
const PHRASE_CACHE_MAX = 20_000;

/** Tokens and lemmas of a short phrase, for compiling lexicons and catalogue terms (shared: never change them). */
export function phraseTokens(phrase: string): PhraseToken[] {
  let tokens = phraseCache.get(phrase);
  if (!tokens) {
    const parsed = parseText(phrase);
    tokens = parsed.normals.map((normal, i) => ({ normal, lemma: parsed.lemmas[i]! }));
    if (phraseCache.size >= PHRASE_CACHE_MAX) phraseCache.delete(phraseCache.keys().next().value!);
    phraseCache.set(phrase, tokens);
  }
  return tokens;
}

const require = createRequire(import.meta.url);

/** Installed versions of the NLP library and its model, read from their package.json. */
export function nlpVersions(): { 'wink-nlp': string; 'wink-eng-lite-web-model': string } {
  const version = (name: string): string => {
    const main = require.resolve(name);
    let dir = main;
    for (;;) {
      const parent = dir.slice(0, dir.lastIndexOf('/'));
      if (parent === dir || !parent) throw new Error(`package.json of ${name} not found`);
      dir = parent;
      const file = `${dir}/package.json`;
      if (fs.existsSync(file)) {
        const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
        if (pkg.name === name && pkg.version) return pkg.version;
      }
    }
  };
  return { 'wink-nlp': version('wink-nlp'), 'wink-eng-lite-web-model': version('wink-eng-lite-web-model') };
}

/**
 * Spelling repair for the words the analyzer listens for. Reviews are typed on phones ("comunication
 * was terrible", "wont be using them agian"); a misspelt opinion word is invisible to the lexicon and
 * to wink's model alike. Only words wink does not know are repaired, only towards a word of the
 * given vocabulary, and only when exactly one such word is that close: a name or a rare word is
 * left alone rather than guessed at.
 *
 * Lookup is by deletions (the idea behind SymSpell): every vocabulary word is indexed under itself
 * and the strings left by deleting one or two of its letters, so a misspelling finds its candidates
 * by deleting letters too, with no scan of the vocabulary; the candidates are then checked with a
 * true edit distance.
 */

/** Shortest word repaired: shorter typos ("tbh", "gr8") collide with too many real words. */
const MIN_LENGTH = 5;
/** Words this long may be two edits away ("proffesional"); shorter ones only one ("installers" is not "installed"). */
const TWO_EDITS_FROM = 11;

export type Speller = (word: string) => string | undefined;

export function createSpeller(vocabulary: Iterable<string>): Speller {
  const words = new Set<string>();
  for (const word of vocabulary) if (/^[a-z]+$/.test(word) && word.length >= MIN_LENGTH - 1) words.add(word);
  const index = new Map<string, string[]>();
  for (const word of words) {
    for (const key of deletions(word, word.length >= TWO_EDITS_FROM - 1 ? 2 : 1)) {
      const list = index.get(key);
      if (!list) index.set(key, [word]);
      else if (!list.includes(word)) list.push(word);
    }
  }
  return (word) => {
    if (word.length < MIN_LENGTH || words.has(word) || !/^[a-z]+$/.test(word)) return undefined;
    const allowed = word.length >= TWO_EDITS_FROM ? 2 : 1;
    const nearest = new Set<string>();
    let bestDistance = allowed + 1;
    for (const key of deletions(word, allowed)) {
      for (const candidate of index.get(key) ?? []) {
        // "installers" is a word the vocabulary lacks, not a misspelt "installer".
        if (isInflection(word, candidate)) continue;
        const distance = editDistance(word, candidate);
        if (distance < bestDistance) {
          bestDistance = distance;
          nearest.clear();
        }
        if (distance === bestDistance) nearest.add(candidate);
      }
    }
    return nearest.size === 1 ? [...nearest][0] : undefined;
  };
}

/** One word is the other with an ending added ("roofers", "finished"): a form, not a typo. */
function isInflection(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.startsWith(short) && ['s', 'es', 'd', 'ed', 'r', 'er', 'ly', 'y'].includes(long.slice(short.length));
}

/** The word and every string left by deleting up to `depth` of its letters. */
function deletions(word: string, depth: number): Set<string> {
  const out = new Set([word]);
  let frontier = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of frontier) {
      for (let i = 0; i < w.length; i++) {
        const shorter = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(shorter)) {
          out.add(shorter);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return out;
}

/** Damerau–Levenshtein distance (optimal string alignment): a swap of neighbours is one edit. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[(i - 1) * cols + j]! + 1, d[i * cols + j - 1]! + 1, d[(i - 1) * cols + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[(i - 2) * cols + j - 2]! + 1);
      d[i * cols + j] = v;
    }
  }
  return d[rows * cols - 1]!;
}

const TRANSLATED = '(Translated by Google)';
const ORIGINAL = '(Original)';

/**
 * The reviewer's own words from a Google comment. Google shows machine translations inline:
 * "(Translated by Google) <translation>\n\n(Original)\n<original>"; the translation is Google's,
 * not the reviewer's, so only the original is kept. A comment that ends in a translation
 * ("<original>\n\n(Translated by Google)\n<translation>") keeps the part before it.
 */
export function originalText(comment: string): string {
  const translated = comment.indexOf(TRANSLATED);
  if (translated === -1) return comment.trim();
  const original = comment.indexOf(ORIGINAL, translated);
  if (original !== -1) return comment.slice(original + ORIGINAL.length).trim();
  return comment.slice(0, translated).trim();
}

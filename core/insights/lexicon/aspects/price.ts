import type { LexiconEntry } from '../entry.ts';
import { FAIRNESS_IDIOMS, PRICE_CONCESSIONS } from '../cues.ts';
import { W, P, I } from '../shorthand.ts';

/** Price and value. */
export const PRICE: readonly LexiconEntry[] = [
  // A price held is praise of the price, not a warranty honoured.
  ['honored the price', 0.6, P], ['honored their price', 0.6, P], ['honored the quote', 0.6, P], ['honored their quote', 0.6, P],
  // "To be fair, ..." opens a concession; it judges no price.
  ...FAIRNESS_IDIOMS.map((idiom): LexiconEntry => [idiom, 0]),
  ['fair price', 0.6, P], ['fair quote', 0.6, P], ['fair estimate', 0.6, P], ['fair bid', 0.6, P], ['fairly priced', 0.6, P], ['fair', 0.4, P], ['reasonable', 0.5, P], ['reasonably priced', 0.5, P],
  ['unreasonable', -0.5, P], ['affordable', 0.5, P], ['good value', 0.6, P], ['great value', 0.7, P], ['best value', 0.7, P],
  ['worth it', 0.6, P], ['worth every penny', 0.8, P], ['worth the money', 0.6, P], ['worth the price', 0.6, P], ['worth', 0.4, P],
  ['cheaper', 0.4, P], ['half the price', 0.5, P], ['cheap', 0.2, P], ['inexpensive', 0.4, P], ['competitive', 0.4, P], ['great deal', 0.6, P],
  ['good deal', 0.5, P], ['on budget', 0.5, P], ['within budget', 0.5, P], ['under budget', 0.6, P], ['saved us', 0.5, P],
  ['no charge', 0.5, P], ['free of charge', 0.5, P], ['at no cost', 0.5, P], ['for free', 0.4, P], ['no extra charge', 0.5, P],
  ['came in lower', 0.4, P], ['came in under', 0.5, P], ['lower than the estimate', 0.5, P], ['lower than quoted', 0.5, P],
  // A bill that matched the quote is the price's praise, not the work's match of colours.
  ['matched the quote', 0.5, P], ['matched the quote to the dollar', 0.6, P], ['matched the estimate to the dollar', 0.6, P], ['matched the quote to the penny', 0.6, P], ['matched the estimate', 0.5, P], ['matched the final price', 0.5, P], ['matched the final bill', 0.5, P],
  ['matched the final invoice', 0.5, P], ['matched what they quoted', 0.5, P], ['matched a competitor', 0.4, P], ['price match', 0.4, P], ['knocked', 0.3, P], ['discount', 0.3, P],
  // Money taken off the bill is a concession on the price, whatever it was given for ("for the delay").
  // (Settled for the price, analyzer.ts: the model read "for the delay" beside it as blame of the price.)
  ...PRICE_CONCESSIONS.map((phrase) => [phrase, 0.3, P] as const),
  ['payment plan', 0.1, P], ['tacked on', -0.5, P], ['tacked on a', -0.5, P],
  ['manageable', 0.3, P], ['right price', 0.5, P], ['price was right', 0.5, P], ["didn't charge", 0.5, P],
  ['expensive', -0.4, P], ['padded the bill', -0.7, P], ['padded', -0.5, P], ['bargain', 0.5, P], ['premium price', -0.3, P],
  ['you get what you pay for', 0.4, P], ['nearly doubled', -0.5, P], ['doubled', -0.4, P, 'price'], ['beat every other', 0.5, P],
  ['beat', 0.3, P, 'price'], ['on our behalf', 0.4], ['negotiated', 0.3, I], ['overpriced', -0.7, P], ['over-priced', -0.7, P], ['pricey', -0.3, P], ['costly', -0.4, P],
  ['outrageous', -0.7, P], ['rip-off', -0.8, P], ['rip off', -0.8, P], ['ripped off', -0.8, P], ['scam', -0.7],
  ['gouged', -0.7, P], ['gouging', -0.7, P], ['hidden fees', -0.6, P], ['hidden costs', -0.6, P], ['surprise charges', -0.6, P],
  ['surprise fees', -0.6, P], ['surprise bills', -0.6, P], ['surprise charge', -0.6, P], ['extra charges', -0.4, P],
  ['upcharge', -0.5, P], ['upcharged', -0.5, P], ['nickel and dimed', -0.6, P], ['over budget', -0.6, P], ['charged more', -0.5, P],
  ['cost a fortune', -0.7, P], ['an arm and a leg', -0.6, P], ['twice the price', -0.5, P], ['waste of money', -0.8, P],
  ['expected more', -0.5], ['expected a lot more', -0.6], ['crazy interest', -0.6, P], ['cancellation fee', -0.4, P],
  ['cheap work', -0.5, W], ['cheap materials', -0.5, W], ['cheaply made', -0.5, W],
  ['high', -0.3, P, 'price'], ['higher', -0.3, P, 'price'], ['highest', -0.4, P, 'price'], ['cheapest', 0.3, P, 'price'],
  ['lowest', 0.3, P, 'price'], ['low price', 0.4, P], ['lower price', 0.4, P], ['cost us more', -0.5, P],
  ['over the quote', -0.5, P], ['over the estimate', -0.5, P], ['above the quote', -0.5, P], ['over budget', -0.5, P], ['cost more', -0.4, P], ['costs more', -0.4, P], ['more than', -0.2, P, 'price'], ['a lot more', -0.3, P, 'price'],
];

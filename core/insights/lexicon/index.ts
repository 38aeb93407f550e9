/**
 * The roofing lexicon: phrases homeowners use about roofers, with a valence on wink-nlp's scale
 * (-1..1; "great" is 0.6, "terrible" -0.6), the aspect each phrase signals, and a kind for the
 * phrases the scorer treats specially. Data only; `polarity.ts` applies it.
 *
 * A phrase matches whole tokens, by word or by lemma ("leak" matches "leaks", "leaking"). The
 * longest phrase wins and replaces wink's own valence for the words it covers, so a valence of 0
 * silences a word that is not sentiment in a roofing review ("storm", "hail", "emergency").
 * Phrases that contain their own negation ("no leaks since", "never called back") are scored as
 * written: the negation inside them is already counted.
 */

/** Canonical aspect keys; `aspect-keys.ts` maps them onto the business's own catalogue ids. */
export const ASPECT_KEYS = [
  'workmanship',
  'communication',
  'timeliness',
  'price',
  'cleanup',
  'professionalism',
  'insurance',
  'warranty',
  'estimate',
  'storm',
] as const;
export type AspectKey = (typeof ASPECT_KEYS)[number];

/**
 * - `problem`: a roof problem ("leak", "water stains"). A problem is context (why they were called)
 *   unless something says it happened again or after the job ("still", "again", "since they");
 *   fixing it ("fixed the leak") is praise; denying it ("no leaks") is praise.
 * - `sarcasm`: praise that turns to blame when the same sentence complains ("Oh great, ...").
 * - `hedge`: a softener ("I guess", "so far"); it carries no valence and halves its segment's.
 * - `price`: a valence that only holds where the clause speaks of price ("high", "the highest").
 * - `resolver`: fixing something; turns a following problem into praise.
 * - `lack`: a good thing that is only an opinion when missing ("no communication", "nobody called",
 *   "hardly any updates"); otherwise a plain mention.
 * - `doubt`: says that what follows in its clause did not or will not happen ("good luck getting
 *   them to honour the warranty", "wish they had cleaned up"): praise after it turns to blame.
 * - `irony`: a condition that mocks the praise before it ("great communication, if you like
 *   talking to voicemail"): that praise turns to blame.
 */
export type LexiconKind = 'problem' | 'sarcasm' | 'hedge' | 'price' | 'resolver' | 'lack' | 'doubt' | 'irony';
export type LexiconEntry = readonly [phrase: string, valence: number, aspect?: AspectKey | null, kind?: LexiconKind];

const W = 'workmanship', C = 'communication', T = 'timeliness', P = 'price', K = 'cleanup';
const R = 'professionalism', I = 'insurance', Y = 'warranty', E = 'estimate', S = 'storm';

export const LEXICON: readonly LexiconEntry[] = [
  // --- Words wink scores that are not sentiment here, or scores too strongly.
  ['storm', 0, S], ['storms', 0, S], ['hail', 0, S], ['hail storm', 0, S], ['hailstorm', 0, S], ['windstorm', 0, S],
  ['emergency', 0, S], ['hurricane', 0, S], ['tornado', 0, S], ['tree fell', 0, S], ['tree came down', 0, S],
  ['okay', 0.08], ['ok', 0.08], ['fine', 0.08], ['just fine', 0.3], ['works fine', 0.3], ['so-so', 0], ['so so', 0], ['decent', 0.35], ['average', 0],
  ['joke', -0.5], ['what a joke', -0.7], ['sorry', 0], ['apologize', 0.1], ['apology', 0.1], ['apologized', 0.1],
  ['lower', 0], ['free', 0.2], ['want', 0], ['please', 0], ['yes', 0], ['hard', 0], ['stopped', 0], ['luck', 0],
  ['trust', 0.3], ['kind', 0.2], ['help', 0.2], ['helped', 0.4], ['unbelievable', 0.3], ['breeze', 0.5], ['a breeze', 0.6], ['badly', -0.5], ['beg', -0.4], ['gripe', -0.3],
  ['only complaint', -0.3], ['not in a good way', -0.6], ['appreciate', 0.5], ['appreciated', 0.5], ['hire them', 0.3],
  ['is the problem', -0.6], ['are the problem', -0.6], ['was the problem', -0.6], ['never done', -0.5], ['never finished', -0.6],
  ['never completed', -0.6], ['tornado warning', 0, S], ['like', 0], ['sure', 0], ['hate to say', 0], ['wow', 0.4],
  ['dream', 0.4], ['a dream', 0.5], ['pressure', -0.3], ['safety', 0], ['safe', 0.2], ['hesitate', -0.4],
  ['high hopes', 0], ['could not be more', 0], ["couldn't have been more", 0],
  ["can't believe how", 0], ["couldn't believe how", 0],
  ['not one to', 0], ['by a mile', 0.3], ['head and shoulders above', 0.7], ['a+', 0.7], ['f-', -0.7], ["wasn't expecting much", -0.1], ["didn't expect much", -0.1],
  ['not expecting much', -0.1], ['slow to respond', -0.6, C], ['quick to respond', 0.5, C], ['nervous', -0.2], ['skeptical', -0.2], ['hesitant', -0.2],
  ['worried', -0.2], ['warned', -0.4],
  // Everyday words wink scores that carry no opinion in a roofing review ("still leaking",
  // "right away", "hail struck", "until dark", "interest rate", "as promised").
  ['still', 0], ['well', 0], ['right', 0], ['enough', 0], ['good enough', 0.4], ['alright', 0.15], ['hope', 0], ['wish', 0],
  ['big', 0], ['top', 0], ['down', 0], ['lost', -0.3], ['win', 0.2], ['chance', 0], ['interest', 0], ['interested', 0],
  ['important', 0], ['huge', 0], ['true', 0], ['matter', 0], ['cool', 0], ['warm', 0], ['dark', 0], ['fell', 0], ['fall', 0],
  ['crash', 0], ['fight', 0], ['strike', 0], ['struck', 0], ['hit', 0], ['pay', 0], ['fire', 0], ['promise', 0], ['promised', 0],
  ['agree', 0], ['agreed', 0], ['friend', 0], ['god', 0], ['stuck', 0], ['care', 0.2], ['loose', -0.4, W, 'problem'], ['missed', -0.3], ['no pressure', 0.5], ['never pushy', 0.5, R],

  // --- Workmanship.
  ['work', 0, W], ['job', 0, W], ['clean-up', 0, K], ['cleanup', 0, K], ['properly', 0.4, W],
  // Parts of a roof: what is said of them is said of the work.
  ['drip edge', 0, W], ['flashing', 0, W], ['underlayment', 0, W], ['ridge vent', 0, W], ['ridge cap', 0, W], ['decking', 0, W],
  ['soffit', 0, W], ['fascia', 0, W], ['pipe boots', 0, W], ['vent boot', 0, W], ['skylight', 0, W], ['chimney', 0, W],
  ['ice and water shield', 0, W], ['shingles', 0, W], ['vents', 0, W], ['the work', 0, W], ['their work', 0, W], ['his work', 0, W], ['the job', 0, W], ['the roof', 0, W], ['our roof', 0, W],
  ['the new roof', 0, W], ['roof itself', 0, W], ['the install', 0, W], ['the installation', 0, W], ['the repair', 0, W],
  ['workmanship', 0, W], ['craftsmanship', 0, W], ['quality work', 0.5, W], ['quality of work', 0, W],
  ['high quality', 0.6, W], ['top quality', 0.7, W], ['top notch', 0.7, W], ['top-notch', 0.7, W], ['second to none', 0.8, W],
  ['flawless', 0.7, W], ['perfect', 0.6], ['solid', 0.45, W], ['sturdy', 0.5, W], ['beautiful', 0.6], ['gorgeous', 0.7],
  ['look great', 0.65, W], ['look amazing', 0.75, W], ['look fantastic', 0.75, W], ['look good', 0.5, W], ['look beautiful', 0.7, W],
  ['color', 0],
  ['textbook', 0.5, W], ['done right', 0.6, W], ['right the first time', 0.7, W], ['to code', 0.4, W], ['up to code', 0.4, W],
  ['attention to detail', 0.6, W], ['meticulous', 0.6, W], ['well done', 0.5, W], ['great job', 0.6, W], ['good job', 0.5, W],
  ['held up', 0.5, W], ['holding up', 0.5, W], ['holds up', 0.5, W], ['brand new', 0.4, W], ['like new', 0.4, W],
  ['straight', 0.3, W], ['perfectly straight', 0.6, W], ['clean lines', 0.5, W], ['line up', 0.3, W], ['lined up', 0.3, W],
  ['sealed', 0.2, W], ['dry', 0.3, W], ['finally dry', 0.6, W], ['not a drop', 0.7, W], ['not one drop', 0.7, W],
  ['no leaks since', 0.8, W], ['no more leaks', 0.7, W], ['leak free', 0.6, W], ['leak-free', 0.6, W],
  ['compliments', 0.5, W], ['complimenting', 0.5, W], ['took pride', 0.5, W],
  ['sloppy', -0.6, W], ['mediocre', -0.5], ['lackluster', -0.5], ['half-hearted', -0.5], ['stellar', 0.8], ['impeccable', 0.8],
  ['looks seamless', 0.6, W], ['seamless', 0.5], ['gap', -0.3, W, 'problem'], ['noisy', -0.4], ['rattles', -0.4, W],
  ['still no problems', 0.6, W], ['no problems since', 0.7, W], ['no issues since', 0.7, W], ['buckets', -0.3, W, 'problem'],
  ['water in the', -0.4, W, 'problem'], ['roof', 0, W], ['found the source', 0.4, W], ['a quick glance', -0.4, E], ['glance', -0.3, E],
  ['skipping', -0.4], ['shoddy', -0.7, W], ['poor', -0.5], ['poorly', -0.5], ['subpar', -0.6, W], ['sub-par', -0.6, W],
  ['cut corners', -0.7, W], ['cutting corners', -0.7, W], ['botched', -0.8, W], ['crooked', -0.5, W], ['uneven', -0.4, W],
  ['wrong', -0.4], ['mistake', -0.4], ['mistakes', -0.4], ['patchy', -0.5, W], ['worn', -0.4, W], ['look worn', -0.5, W],
  ['nail pops', -0.5, W], ['exposed nails', -0.5, W], ['missing', -0.4, W], ['half done', -0.5, W], ['half-done', -0.5, W],
  ['unfinished', -0.5, W], ['pulling away', -0.5, W], ['sagging', -0.5, W], ['blow off', -0.6, W], ['fell off', -0.5, W],
  ['came off', -0.5, W], ['out of place', -0.4, W], ['curling', -0.5, W, 'problem'], ['lift', -0.2, W, 'problem'],
  ['had to come back', -0.4, W], ['come back three times', -0.5, W], ['redo', -0.4, W], ['re-do', -0.4, W],
  ['get it right', 0.2, W], ['fix their mistakes', -0.5, W], ['an oven', -0.3, W],
  ['drain properly', 0.4, W], ['collapse', -0.4, null, 'problem'], ['collapsing', -0.4, null, 'problem'], ['work great', 0.6], ['works great', 0.6],
  // Roof problems: context unless recurring or after the job (see `problem` above).
  ['leak', -0.5, W, 'problem'], ['leaking', -0.5, W, 'problem'], ['leaky', -0.5, W, 'problem'], ['leek', -0.5, W, 'problem'],
  ['drip', -0.4, W, 'problem'], ['dripping', -0.5, W, 'problem'], ['water stains', -0.5, W, 'problem'], ['water stain', -0.5, W, 'problem'],
  ['water damage', -0.5, W, 'problem'], ['water coming through', -0.6, W, 'problem'], ['water coming in', -0.6, W, 'problem'],
  ['water gets in', -0.6, W, 'problem'], ['water got in', -0.6, W, 'problem'], ['moisture problem', -0.4, W, 'problem'],
  ['mold', -0.4, W, 'problem'], ['rot', -0.3, W, 'problem'], ['rotted', -0.3, W, 'problem'], ['rotten', -0.3, W, 'problem'],
  ['damage', -0.3, null, 'problem'], ['hail damage', -0.3, S, 'problem'], ['storm damage', -0.3, S, 'problem'],
  ['problem', -0.4, null, 'problem'], ['problems', -0.4, null, 'problem'], ['issue', -0.3, null, 'problem'], ['issues', -0.3, null, 'problem'],
  ['soft spots', -0.3, W, 'problem'], ['clogs', -0.3, W, 'problem'], ['hole', -0.2, null, 'problem'],
  // Fixing a problem.
  ['fixed', 0.3, W, 'resolver'], ['fix', 0.2, W, 'resolver'], ['repaired', 0.3, W, 'resolver'], ['patched', 0.3, W, 'resolver'],
  ['solved', 0.4, null, 'resolver'], ['resolved', 0.4, null, 'resolver'], ['stopped the', 0.3, null, 'resolver'], ['took care of', 0.4, null, 'resolver'],
  ['tracked down', 0.3, null, 'resolver'], ['replaced the', 0.1, null, 'resolver'], ['sealed the', 0.3, null, 'resolver'],
  ['drip stopped', 0.6, W], ['leak stopped', 0.6, W], ['fixed the moisture problem', 0.7, W],

  // --- Timeliness.
  ['on time', 0.5, T], ['on schedule', 0.5, T], ['ahead of schedule', 0.6, T], ['right on schedule', 0.6, T],
  ['as promised', 0.4, T], ['as they said', 0.3], ['promptly', 0.4, T], ['prompt', 0.4, T], ['punctual', 0.5, T],
  ['quick', 0.4, T], ['quickly', 0.35, T], ['quicker', 0.3, T], ['fast', 0.4, T], ['faster', 0.3, T], ['speedy', 0.4, T],
  ['efficient', 0.45, T], ['timely', 0.4, T], ['in a timely manner', 0.5, T], ['in one day', 0.4, T], ['in a day', 0.3, T], ['in a single day', 0.4, T], ['in a single afternoon', 0.4, T],
  ['same day', 0.4, T], ['the same day', 0.4, T], ['same afternoon', 0.4, T], ['next day', 0.3, T], ['the next day', 0.3, T],
  ['next morning', 0.3, T], ['the next morning', 0.3, T], ['within hours', 0.5, T], ['within an hour', 0.5, T], ['in an hour', 0.3, T],
  ['within the hour', 0.5, T], ['in no time', 0.5, T], ['quick turnaround', 0.5, T], ['fast turnaround', 0.5, T],
  ['sharp', 0.2, T], ['on the dot', 0.3, T], ['right away', 0.4, T], ['immediately', 0.3, T], ['finished early', 0.5, T],
  ['arrived early', 0.4, T], ['in and out', 0.3, T], ['under six hours', 0.4, T], ['one day', 0.1, T],
  ['late', -0.5, T], ['showed up late', -0.6, T], ['running late', -0.4, T], ['delay', -0.4, T], ['delays', -0.4, T],
  ['delayed', -0.4, T], ['slow', -0.4, T], ['slowly', -0.2, T], ['behind schedule', -0.5, T], ['took forever', -0.7, T],
  ['forever', -0.4, T], ['dragged on', -0.6, T], ['drag on', -0.5, T], ['rescheduled', -0.4, T], ['cancelled', -0.4, T],
  ['no-show', -0.7, T], ['no show', -0.7, T], ['never showed', -0.8, T], ['never showed up', -0.8, T],
  ["didn't show", -0.7, T], ['show up', 0, T], ['showed up', 0, T], ['wrong day', -0.5, T], ['left early', -0.4, T], ['long lunches', -0.3, T],
  ['twice as long', -0.5, T], ['longer than promised', -0.5, T], ['longer than expected', -0.4, T], ['as scheduled', 0.4, T],
  ['sweet time', -0.5, T], ['flaky', -0.5, T], ['worth the wait', 0.6], ['too long', -0.5, T],
  ['took too long', -0.6, T], ['still waiting', -0.6, T, 'doubt'], ['waited', -0.3, T], ['waiting', -0.2, T], ['weeks late', -0.6, T],
  ['months late', -0.7, T], ['hours late', -0.6, T], ['day late', -0.5, T], ['started late', -0.5, T], ['an hour late', -0.5, T],
  ['missed a day', -0.4, T], ['slammed', 0], ['booked solid', -0.3, S],

  // --- Price and value.
  ['fair price', 0.6, P], ['fair quote', 0.6, P], ['fair estimate', 0.6, P], ['fair bid', 0.6, P], ['fairly priced', 0.6, P], ['fair', 0.4, P], ['reasonable', 0.5, P], ['reasonably priced', 0.5, P],
  ['unreasonable', -0.5, P], ['affordable', 0.5, P], ['good value', 0.6, P], ['great value', 0.7, P], ['best value', 0.7, P],
  ['worth it', 0.6, P], ['worth every penny', 0.8, P], ['worth the money', 0.6, P], ['worth the price', 0.6, P], ['worth', 0.4, P],
  ['cheaper', 0.4, P], ['cheap', 0.2, P], ['inexpensive', 0.4, P], ['competitive', 0.4, P], ['great deal', 0.6, P],
  ['good deal', 0.5, P], ['on budget', 0.5, P], ['within budget', 0.5, P], ['under budget', 0.6, P], ['saved us', 0.5, P],
  ['no charge', 0.5, P], ['free of charge', 0.5, P], ['at no cost', 0.5, P], ['for free', 0.4, P], ['no extra charge', 0.5, P],
  ['came in lower', 0.4, P], ['came in under', 0.5, P], ['lower than the estimate', 0.5, P], ['lower than quoted', 0.5, P],
  ['matched a competitor', 0.4, P], ['price match', 0.4, P], ['knocked', 0.3, P], ['discount', 0.3, P], ['payment plan', 0.1, P],
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
  ['cost more', -0.4, P], ['costs more', -0.4, P], ['more than', -0.2, P, 'price'], ['a lot more', -0.3, P, 'price'],

  // --- Clean-up.
  ['cleaned up', 0.5, K], ['clean up', 0.4, K], ['clean', 0.4, K], ['cleaner', 0.4, K], ['spotless', 0.6, K], ['tidy', 0.5, K],
  ['neat', 0.4, K], ['swept', 0.3, K], ['magnet', 0.2, K], ['magnet sweep', 0.3, K], ['every nail', 0.5, K], ['every single nail', 0.6, K],
  ['picked up every', 0.5, K], ['cleaner than they found it', 0.7, K], ['left no trace', 0.6, K], ['protected', 0.4, K],
  ['mess', -0.4], ['better than they found it', 0.6, K], ['nothing left behind', 0.5, K], ['nails in our', -0.5, K],
  ['nail in my tire', -0.6, K], ['flat tire', -0.5, K], ['damaged our', -0.5], ['landscaping', 0, K], ['flower beds', 0, K],
  ['bushes', 0, K], ['shrubs', 0, K], ['plants', 0, K], ['garden', 0, K], ['lawn', 0, K], ['messy', -0.5, K], ['a mess', -0.5, K], ['debris', -0.3, K, 'problem'], ['debris everywhere', -0.6, K],
  ['nails', -0.3, K, 'problem'], ['nail', -0.3, K, 'problem'], ['shingle pieces', -0.4, K], ['trash', -0.3, K],
  ['cigarette butts', -0.5, K], ['granules', -0.2, K], ['afterthought', -0.4, K], ['an afterthought', -0.5, K], ['still finding', -0.5, K],
  ['leftover', -0.3, K], ['left behind', -0.2, K], ['trampled', -0.5, K], ['scratched', -0.5, K], ['broke', -0.5], ['dropped', -0.3],
  ['pile of debris', -0.5, K], ['nails in the lawn', -0.5, K], ['nails all over', -0.6, K], ['nails in the driveway', -0.5, K],

  // --- Communication.
  ['kept us informed', 0.6, C], ['kept me informed', 0.6, C], ['kept us updated', 0.6, C], ['kept me updated', 0.6, C],
  ['kept us in the loop', 0.6, C], ['in the loop', 0.4, C], ['kept in the loop', 0.6, C], ['responsive', 0.5, C],
  ['returned my calls', 0.5, C], ['returned calls', 0.5, C], ['returned my call', 0.5, C], ['call back', 0.3, C], ['called back', 0.3, C],
  ['answered every call', 0.6, C], ['answered all my questions', 0.6, C], ['answered all our questions', 0.6, C], ['answered', 0.2, C],
  ['explained everything', 0.5, C], ['explained every step', 0.5, C], ['walked us through', 0.5, C], ['walked me through', 0.5, C],
  ['checked in', 0.4, C], ['clear communication', 0.6, C], ['great communication', 0.7, C], ['communicative', 0.5, C],
  ['easy to reach', 0.5, C], ['got back to us', 0.4, C], ['got back to me', 0.4, C], ['sent photos', 0.4, C], ['photo report', 0.4, C],
  ['called before', 0.4, C], ['let us know', 0.3, C], ['pointed out', 0.2, C], ['upfront', 0.4], ['up front', 0.3],
  ['unresponsive', -0.6, C], ['attentive', 0.5, C], ['spotty', -0.4, C], ['at best', -0.3], ['chase', -0.4, C],
  ['had to chase', -0.6, C], ['chasing', -0.4, C], ['run-around', -0.6], ['runaround', -0.6], ['run around', -0.5],
   ['barely said', -0.5, C], ['daily texts', 0.3, C], ['daily updates', 0.4, C], ['never called back', -0.8, C], ['never call back', -0.8, C], ['never returned', -0.7, C],
  ['never heard back', -0.7, C], ['no response', -0.6, C], ['no call', -0.5, C], ['ignored', -0.6, C], ['went unanswered', -0.6, C],
  ['unanswered', -0.5, C], ['hard to reach', -0.5, C], ['impossible to reach', -0.7, C], ['hard to get a hold of', -0.5, C],
  ['left in the dark', -0.6, C], ['in the dark', -0.4, C], ['ghosted', -0.8, C], ['radio silence', -0.6, C],
  ['stopped returning', -0.7, C], ['stopped answering', -0.7, C], ['stopped responding', -0.7, C], ['hung up', -0.6, C],
  ['nonexistent', -0.6, C], ['non-existent', -0.6, C], ['lacking', -0.4], ['no communication', -0.6, C],
  ['little communication', -0.5, C], ['very little communication', -0.6, C], ['nobody told us', -0.5, C], ['no one told us', -0.5, C],
  ['never told', -0.5, C], ['bother to tell', 0.3, C], ['without asking', -0.4, C], ['without telling', -0.4, C],
  ['without notice', -0.4, C], ['voicemail', -0.3, C], ['nobody answered', -0.6, C], ['no one answered', -0.6, C],
  ['straight answer', 0.3, C], ['four phone calls', -0.4, C],
  ['three calls', -0.3, C], ['took three calls', -0.5, C], ['better notice', -0.3, C],

  // --- Professionalism.
  ['professional', 0.6, R], ['professionally', 0.5, R], ['professionalism', 0.3, R], ['unprofessional', -0.7, R],
  ['courteous', 0.6, R], ['polite', 0.55, R], ['respectful', 0.6, R], ['friendly', 0.5, R], ['honest', 0.5, R],
  ['honestly', 0], ['trustworthy', 0.6, R], ['knowledgeable', 0.55, R], ['patient', 0.4, R], ['organized', 0.4, R],
  ['pleasant', 0.5, R], ['hard-working', 0.5, R], ['hardworking', 0.5, R], ['hard working', 0.5, R], ['work so hard', 0.5, R],
  ['made it right', 0.6, R], ['making it right', 0.6, R], ['know their stuff', 0.5, R], ['knows his stuff', 0.5, R],
  ['above and beyond', 0.8], ['went the extra mile', 0.7], ['go the extra mile', 0.6], ['safety gear', 0.3, R], ['nice people', 0.5], ['dependable', 0.5, R], ['reliable', 0.5, R], ['unreliable', -0.6, R], ['shady', -0.6, R],
  ['sketchy', -0.5, R], ['disorganized', -0.5, R], ['chaotic', -0.5], ['calm', 0.4, R], ['yelled', -0.6, R], ['shrugged it off', -0.5, R],
  ['hard workers', 0.5, R], ['respected', 0.4, R], ['honest enough', 0.5, R], ['a pleasure', 0.6], ['pleasure to deal with', 0.7],
  ['without being asked', 0.4], ['deserves it', 0.5], ['deserve', 0.3], ['nice enough', 0.3],
  ['rude', -0.6, R], ['pushy', -0.5, R], ['dishonest', -0.6, R], ['careless', -0.5, R], ['disrespectful', -0.6, R],
  ['arrogant', -0.5, R], ['defensive', -0.4, R], ['dismissive', -0.5, R], ['condescending', -0.6, R], ['lied', -0.7, R],
  ['swearing', -0.4, R], ['cursing', -0.4, R], ['smoking', -0.3, R], ['blasted music', -0.4, R], ['pressured', -0.5, R],
  ['upsell', -0.4, R], ['upsold', -0.4, R], ['scare tactics', -0.6, R], ['no idea what they were doing', -0.7, W],
  ['argued', -0.4, R], ['blamed', -0.4, R], ['blaming', -0.4, R], ['excuses', -0.4], ['unsafe', -0.5, R], ['uneasy', -0.4],
  ['disappeared', -0.5], ['vanished', -0.5], ['just wanted to get paid', -0.5, R], ['sign the same day', -0.3, R],
  ['courtesy', 0.2, R], ['friendliest', 0.5, R], ['not very careful', -0.4, R], ['careful', 0.4, R], ['quiet', 0],

  // --- Insurance and claims.
  ['approved', 0.5, I], ['approved in full', 0.7, I], ['got it covered', 0.6, I], ['got the claim approved', 0.7, I],
  ['covered', 0.4, null, 'lack'], ['cover', 0.4, null, 'lack'], ['fought for us', 0.7, I], ['worked directly with', 0.4, I], ['handled the claim', 0.5, I],
  ['handled everything', 0.5], ['met the adjuster', 0.3, I], ['supplemented', 0.3, I], ['reopened', 0.3, I],
  ['without a hitch', 0.6], ['hitch', -0.3], ['straightforward', 0.5], ['smoothly', 0.5], ['went smoothly', 0.6],
  ['out of pocket', -0.2, I], ['lift a finger', 0.3], ['barely had to lift a finger', 0.6], ['denied', -0.5, I],
  ['zero help', -0.7], ['no help', -0.6], ['nightmare', -0.7], ['took the insurance money', -0.8, I],
  ['talk to our insurance', 0.3, I], ['waived', -0.2, I], ['legal', 0.3], ['paperwork', 0, I],

  // --- Warranty.
  ['honored the warranty', 0.7, Y], ['honor the warranty', 0.6, Y], ['honored', 0.5, Y], ['honor', 0.3, Y],
  ['stand behind their work', 0.7, Y], ['stands behind', 0.6, Y], ['stood behind', 0.6, Y], ['under warranty', 0.2, Y], ['under the warranty', 0.3, Y],
  ['peace of mind', 0.5, Y], ['lifetime warranty', 0.2, Y], ['registered it', 0.3, Y], ['no questions asked', 0.6],
  ['refused to honor', -0.8, Y], ['refused', -0.5], ['void', -0.5, Y], ['voided', -0.6, Y], ['not covered', -0.5, Y],
  ["wasn't covered", -0.5, Y],

  // --- Estimate and inspection.
  ['thorough', 0.55, E], ['detailed', 0.5, E], ['itemized', 0.4, E], ['accurate', 0.5, E], ['honest assessment', 0.6, E],
  ['free inspection', 0.4, E], ['free estimate', 0.4, E], ['exactly as quoted', 0.6, E], ['as quoted', 0.4, E],
  ['to the dollar', 0.5, E], ['clear', 0.4], ['fine print', -0.4, E], ['vague', -0.5, E], ['way off', -0.5, E],
  ['rushed', -0.5], ['inaccurate', -0.6, E], ['lowballed', -0.5, E], ['bait and switch', -0.8, E], ['expired', -0.3, E],
  ['the only company that', 0.4], ['the only one that', 0.4], ['the only ones who', 0.4], ['climbed up', 0, E],
  ['skipped', -0.4], ['skipped entirely', -0.6], ['upsell us', -0.5, R], ['tried to upsell', -0.6, R],
  ['easy to work with', 0.6], ['no surprises', 0.5],

  // --- Storm and emergency response.
  ['tarped', 0.4, S], ['tarp', 0.1, S], ['emergency tarp', 0.4, S], ['temporary patch', 0.3, S], ['out the same day', 0.5, S],
  ['saved', 0.5, null, 'resolver'], ['lifesaver', 0.8], ['lifesavers', 0.8], ['life savers', 0.8], ['picked up the phone', 0.4, C],
  ['prioritized', 0.3], ['middle of the night', 0.2, S], ['call someone else', -0.5], ['storm chasers', -0.7, S],
  ['storm chaser', -0.7, S], ['active leaks', 0],

  // --- Whole-review idioms.
  ["couldn't be happier", 0.8], ["can't say enough good things", 0.8],
  ["can't recommend them enough", 0.8], ["couldn't recommend them more", 0.8],
  ["couldn't recommend them more highly", 0.9], ["couldn't ask for better", 0.8], ['could not have asked for a better', 0.8],
  ['nothing but praise', 0.8], ['nothing but good things', 0.8],
  ["wouldn't hesitate", 0.7], ['without hesitation', 0.6], ['would hire again', 0.7],
  ['hire again', 0.5], ['hire them again', 0.6], ['use them again', 0.6], ['using them again', 0.6], ['will use them again', 0.7],
  ['ten out of ten', 0.8], ['10/10', 0.8], ['10 out of 10', 0.8], ['five stars', 0.7], ['5 stars', 0.7], ['six stars', 0.8],
  ['zero stars', -0.8], ['0 stars', -0.8], ['one star', -0.6], ['1 star', -0.6], ['two stars', -0.3], ['zero for', -0.6],
  ['never again', -0.8], ['thanks for nothing', -0.8], ['let us down', -0.6], ['let down', -0.5], ['won me over', 0.6],
  ['exceeded every expectation', 0.8], ['exceeded our expectations', 0.8], ['exceeded my expectations', 0.8],
  ['exceeded expectations', 0.7], ['hands down', 0.3], ['no drama', 0.4], ['drama', -0.3], ['fuss', -0.3], ['hassle', -0.5], ['overcharged', -0.7, P], ['overcharge', -0.6, P], ['misleading', -0.6], ['broken promises', -0.7],
  ["didn't follow through", -0.6], ['follow through', 0.4], ['followed through', 0.4], ['followed up', 0.4, C], ['follow up', 0.3, C],
  ['incomplete', -0.5, W], ['regret', -0.6], ['kept their word', 0.6], ['kept their promise', 0.6], ['go-to', 0.6], ['the real deal', 0.6],
  ['class act', 0.7], ['true professionals', 0.7], ['first-class', 0.7], ['first class', 0.7], ['first rate', 0.7], ['five-star', 0.7],
  ['on point', 0.5], ['made it easy', 0.5], ['zero issues', 0.6], ['came back multiple times', -0.4, W], ['a 10', 0.6],
  ["couldn't ask for a better", 0.8], ['could learn a thing or two', -0.8],
  ['thanks for', 0.3, null, 'sarcasm'], ['the hard part', -0.4], ['we will see', 0, null, 'hedge'],
  ['time will tell', 0, null, 'hedge'], ['see how it holds up', 0], ['see how it holds', 0], ["we'll see how it holds up", 0], ['no one showed up', -0.7, T],
  ['nobody showed up', -0.7, T], ['no one came', -0.6, T], ['nobody came', -0.6, T], ['overflow', -0.5, W], ['overflowing', -0.5, W], ['slipped', -0.4, T],
  ['when they said they would', 0.5, T], ['in writing', 0.3, E], ['tear-off', 0, W], ['tear off', 0, W], ['painless', 0.6], ['hassle-free', 0.6], ['hassle free', 0.6], ['stress-free', 0.6], ['stress free', 0.6],
  ['worry-free', 0.5], ['use * again', 0.5], ['hire * again', 0.5], ['use * * again', 0.5], ['hire * * again', 0.5], ['use again', 0.5], ['would use again', 0.6],
  ['do not waste your', -0.7], ['waste your time', -0.7], ['waste of time', -0.7],
  ["can't say a single bad thing", 0.8], ["can't say a bad", 0.7], ['nothing bad to say', 0.7], ['stay far away', -0.8],
  ['nothing to write home about', -0.1], ['shame about', -0.5], ['shame', -0.4], ['need a better', -0.4], ['needs a better', -0.4],
  ['if you call', 0.2, null, 'sarcasm'],
  ['nothing to complain about', 0.6], ['no complaints', 0.6], ['not a single complaint', 0.6], ['complaint', -0.4], ['complain', -0.4],
  ['so far so good', 0.4], ['nothing special', -0.1], ['meh', -0.3], ['not so much', -0.5], ['less so', -0.5],
  ['a different story', -0.5], ['different story', -0.5], ['now i know why', -0.6], ['should have listened', -0.6],
  ['think twice', -0.6], ['pick a different one', -0.6], ['look elsewhere', -0.6], ['go elsewhere', -0.6], ['stay away', -0.7],
  ['buyer beware', -0.7], ['beware', -0.6], ['save yourself', -0.5], ['avoid', -0.6], ['do not hire', -0.8],
  ['their way', 0.3], ['sent two friends', 0.4], ['do yourself a favor', 0], ['what more could you want', 0.6],
  ['what a relief', 0.6], ['relief', 0.4], ['wish every', 0.4],
  ['never had a better', 0.7], ['never seen a crew work so hard', 0.7], ['gone before', -0.5], ['fly-by-night', -0.6],
  ['knock on wood', 0], ['promised a lot', 0], ['delivered very little', -0.6], ['delivered exactly that', 0.5],
  ['made up for it', 0.3], ['worked until dark', 0.3], ['won', 0.2], ['exceeded', 0.5], ['changed my mind', 0.3],
  ['the best', 0.7], ['best', 0.7], ['the worst', -0.8], ['worst', -0.7], ['better than', 0.5], ['worse than', -0.6],
  ['not the cheapest', 0], ['not the most expensive', 0], ['not even close', -0.6], ['big-name', 0],
  ['blame', -0.4], ['argue', -0.4],

  // --- Common review idiom, beyond what wink's model scores.
  ['ran smoothly', 0.6], ['on top of', 0.4], ['stayed on top of', 0.5], ['on the ball', 0.5],
  ['bent over backwards', 0.7], ['went out of their way', 0.7], ['went out of his way', 0.7], ['went out of her way', 0.7],
  ['out of their way', 0.5], ['jumped right on', 0.6, T], ['got right on it', 0.6, T], ['got right to work', 0.5, T],
  ['made time for', 0.5], ['fit us in', 0.5, T], ['squeezed us in', 0.5, T], ['worked us in', 0.5, T], ['took the time', 0.5],
  ['took time to explain', 0.6, C], ['left it spotless', 0.7, K], ['picked up after themselves', 0.6, K],
  ['cleaned up after themselves', 0.6, K], ['never know they were here', 0.7, K], ["couldn't tell they were here", 0.7, K],
  ['like they were never here', 0.7, K], ['like their own', 0.6, R], ['like family', 0.6, R], ['no sales pitch', 0.5, E],
  ['no hard sell', 0.5, R], ['straight shooter', 0.6, R], ['straight shooters', 0.6, R], ['transparent', 0.5, R],
  ['did what they said', 0.6], ['did exactly what they said', 0.7], ['held up great', 0.7, W], ['held up perfectly', 0.7, W],
  ['survived', 0.3, W], ['passed inspection', 0.5, W], ['flying colors', 0.6], ['sleep at night', 0.4], ["couldn't be better", 0.8],
  ['beyond expectations', 0.7], ['blew us away', 0.7], ['blown away', 0.7], ['nailed it', 0.7],
  ['out of the park', 0.7], ['money well spent', 0.7, P], ['best decision', 0.7], ['glad we chose', 0.6], ['glad we went with', 0.6],
  ['so glad', 0.6], ["can't thank them enough", 0.8], ['grateful', 0.6], ['look no further', 0.7],
  ['fell short', -0.5], ['falls short', -0.5], ['missed the mark', -0.5], ['dropped the ball', -0.6], ['left us hanging', -0.6, C],
  ['high and dry', -0.6], ['strung us along', -0.6], ['jerked us around', -0.6], ['passed the buck', -0.5], ['pointed fingers', -0.5],
  ['finger pointing', -0.5], ['nowhere to be found', -0.6, C], ['never heard from them again', -0.8, C], ['no follow-up', -0.5, C],
  ['no follow up', -0.5, C], ["didn't bother", -0.5], ["couldn't be bothered", -0.6], ['dragged their feet', -0.6, T],
  ['dragging their feet', -0.6, T], ['still not fixed', -0.7, W], ["still hasn't been fixed", -0.7, W], ['still leaks', -0.7, W],
  ['had to redo', -0.6, W], ['had to hire someone else', -0.7, W], ['had to call another roofer', -0.7, W],
  ['money grab', -0.7, P], ['cash grab', -0.7, P], ['highway robbery', -0.8, P], ['through the roof', -0.5, P, 'price'],
  ['a fortune', -0.5, P], ['sticker shock', -0.6, P], ['not worth', -0.6, P], ['ripoff', -0.8, P], ['con artists', -0.8],
  ['crooks', -0.8], ['shysters', -0.8], ['scammers', -0.8], ['fly by night', -0.6], ['amateur', -0.5], ['amateurs', -0.6],
  ['amateur hour', -0.7], ['clueless', -0.6], ['incompetent', -0.7], ['lazy', -0.6], ['half-assed', -0.7], ['corners were cut', -0.7, W],
  ['butchered', -0.8, W], ['ruined', -0.7], ['trashed', -0.6], ['horror story', -0.8], ['red flag', -0.5], ['red flags', -0.6],
  ['do not use', -0.8], ['avoid at all costs', -0.9], ['worst decision', -0.8], ['biggest mistake', -0.8],
  ['should have gone with', -0.5], ['wish we had gone with', -0.6], ['learned my lesson', -0.5], ['money back', -0.3],
  ['unlicensed', -0.6, R], ['uninsured', -0.6, R], ['without a permit', -0.6, R], ['no permit', -0.5, R], ['failed inspection', -0.7, W],
  ['code violation', -0.6, W], ['not to code', -0.6, W], ['improperly installed', -0.7, W], ['installed improperly', -0.7, W],
  ['not installed properly', -0.6, W], ['ice dam', -0.3, W, 'problem'], ['ice dams', -0.3, W, 'problem'], ['blistering', -0.4, W, 'problem'],
  ['granule loss', -0.4, W, 'problem'], ['missing shingles', -0.4, W, 'problem'], ['shingles missing', -0.4, W, 'problem'],
  ['lifted shingles', -0.4, W, 'problem'], ['lifting', -0.3, W, 'problem'], ['flapping', -0.4, W, 'problem'], ['curled', -0.4, W, 'problem'],
  ['cracked', -0.4, W, 'problem'], ['buckling', -0.4, W, 'problem'], ['wavy', -0.4, W], ['condensation', -0.3, W, 'problem'],
  ['poor ventilation', -0.5, W], ['nailed too high', -0.6, W], ['high nailing', -0.6, W], ['reused', -0.3, W],
  ['quality workmanship', 0.7, W], ['excellent workmanship', 0.8, W], ['superb', 0.8], ['phenomenal', 0.8], ['terrific', 0.7],
  ['exceptional', 0.8], ['top-tier', 0.7], ['pros', 0.5], ['true pros', 0.7], ['know what they are doing', 0.6],
  ["knew what they were doing", 0.6], ["didn't know what they were doing", -0.7],
  ['satisfied', 0.5], ['dissatisfied', -0.6], ['unsatisfied', -0.6], ['disappointing', -0.6], ['frustrating', -0.6],
  ['frustrated', -0.5], ['unhappy', -0.6], ['upset', -0.5], ['furious', -0.8], ['livid', -0.8], ['angry', -0.6],
  ['thrilled', 0.8], ['delighted', 0.8], ['ecstatic', 0.8], ['relieved', 0.5], ['impressive', 0.6], ['unimpressed', -0.5],

  ['on the spot', 0.4, T], ['in minutes', 0.4, T], ['within minutes', 0.4, T], ['aligned', 0.4, W], ['look nice', 0.5, W],
  ['weeks over', -0.5, T], ['days over', -0.4, T], ['ran over', -0.4, T], ['ran long', -0.4, T], ['never knew when', -0.5, C],
  ['straight to voicemail', -0.6, C], ['reversed', 0.4, I], ['got it reversed', 0.6, I], ['on appeal', 0.3, I], ['never sent', -0.5],
  ['never received', -0.5], ['days to come', -0.5, T], ['weeks to come', -0.6, T], ['days to respond', -0.5, C], ['weeks to respond', -0.6, C],
  ['days to get back', -0.5, C], ['days to show up', -0.5, T], ['booked out', -0.3, T], ['the only bad thing', -0.3],
  ['breath of fresh air', 0.7], ['took advantage of', -0.7], ['taken advantage of', -0.7], ['some good, some bad', 0],
  ['could have been better', -0.4], ['could have been more *', -0.5], ['should have been better', -0.5], ['could not have been better', 0.8],
  ['leaves a lot to be desired', -0.6], ['left a lot to be desired', -0.6], ['speaks for itself', 0.5],
  ['speak for themselves', 0.5], ['patchwork quilt', -0.5, W], ['patchwork', -0.4, W], ['sag', -0.5, W], ['sags', -0.5, W],
  ['water pours', -0.5, W], ['curb appeal', 0.5, W],

  ['return * call', 0.5, C], ['return * * call', 0.5, C], ['return * calls', 0.5, C], ['return calls', 0.5, C],
  ['what they promised', 0.5], ['when they promised', 0.4, T], ['the day they said', 0.4, T], ['damaged the', -0.5],
  ['what we were quoted', 0.5, P], ['no games', 0.4], ['took * calls', -0.4, C], ['took * * calls', -0.4, C],
  ['to get a response', -0.3, C], ['provided', 0.2], ['answer the phone', 0.4, C], ['keep changing', -0.5], ['found problems', 0.4, E],
  ['found damage', 0.4, E], ['found the problem', 0.4], ['results', 0, W], ["couldn't keep", -0.5],
  ['charging extra', -0.4, P], ['charged extra', -0.5, P], ['charge extra', -0.4, P], ['disruption', -0.3], ['little disruption', 0.4],
  ['minimal disruption', 0.5], ['kept informed', 0.6, C], ['every step of the way', 0.3],

  // --- Sarcasm: praise that a complaint in the same sentence turns around.
  ['oh great', 0.3, null, 'sarcasm'], ['oh wonderful', 0.3, null, 'sarcasm'], ['oh good', 0.3, null, 'sarcasm'],
  ['just great', 0.3, null, 'sarcasm'], ['real professional', 0.4, null, 'sarcasm'], ['love how', 0.3, null, 'sarcasm'],
  ['thanks a lot', 0.3, null, 'sarcasm'], ['if you like', 0, null, 'irony'], ['if you enjoy', 0, null, 'irony'], ['if you love', 0, null, 'irony'],
  ["if you don't mind", 0, null, 'irony'], ['if you are into', 0, null, 'irony'],
  ['yeah right', -0.4], ['sure, if', -0.3],

  // --- Hedges.
  ['i guess', 0, null, 'hedge'], ['i suppose', 0, null, 'hedge'], ['so far', 0, null, 'hedge'], ['seems', 0, null, 'hedge'],
  ['maybe', 0, null, 'hedge'], ['kind of', 0, null, 'hedge'], ['sort of', 0, null, 'hedge'],

  // --- Good things that count when missing (see `lack`): "no updates", "nobody called", "zero help".
  ['communication', 0.5, C, 'lack'], ['updates', 0.4, C, 'lack'], ['update', 0.4, C, 'lack'], ['word', 0.4, C, 'lack'],
  ['response', 0.4, C, 'lack'], ['reply', 0.4, C, 'lack'], ['answer', 0.4, C, 'lack'], ['callback', 0.4, C, 'lack'],
  ['follow-up', 0.4, C, 'lack'], ['followup', 0.4, C, 'lack'], ['heads up', 0.4, C, 'lack'], ['heads-up', 0.4, C, 'lack'],
  ['notice', 0.3, C, 'lack'], ['explanation', 0.4, C, 'lack'], ['explained', 0.4, C, 'lack'], ['called', 0.4, C, 'lack'],
  ['respect', 0.4, R, 'lack'],
  ['cleaned', 0.4, K, 'lack'], ['protection', 0.3, K, 'lack'],
  ['heard nothing', -0.5, C], ['heard back', 0.3, C], ['hear back', 0.3, C], ['get through', 0.3, C], ['got through', 0.3, C],
  ['get * on the phone', 0.4, C], ['get anyone on the phone', 0.4, C], ['reach anyone', 0.4, C], ['reached', 0.2, C],
  ['nobody called', -0.5, C], ['no one called', -0.5, C], ['had to call', -0.4, C], ['call * times', -0.4, C],
  ['called * times', -0.4, C], ['emailed * times', -0.4, C], ['texted * times', -0.4, C], ['left * messages', -0.4, C],
  ['messages', 0, C], ['responded', 0.3], ['responds', 0.3], ['got back to', 0.4, C],

  // --- Time: early, gaps and waits.
  ['early', 0.3, T], ['a day early', 0.5, T], ['days early', 0.5, T], ['a week early', 0.5, T], ['ahead of time', 0.5, T],
  ['first thing', 0.4, T], ['first thing next morning', 0.5, T], ['the very next day', 0.5, T], ['within a day', 0.4, T],
  ['within days', 0.4, T], ['within a week', 0.3, T], ['dragged', -0.5, T], ['drag', -0.4, T], ['dragging', -0.5, T],
  ['slower', -0.4, T], ['slower than', -0.5, T], ['took ages', -0.6, T], ['ages', -0.3, T], ['still not done', -0.6, T],
  ['never came back', -0.6, T], ['never came', -0.7, T], ['vanished for', -0.6, T],
  ['painfully slow', -0.7, T], ['waited all day', -0.6, T], ['wait all day', -0.5, T], ['sat around', -0.4, T],

  // --- Roof problems and how roofs fail.
  ['stain', -0.4, W, 'problem'], ['stains', -0.4, W, 'problem'], ['ceiling stain', -0.5, W, 'problem'], ['puddle', -0.4, W, 'problem'],
  ['puddles', -0.4, W, 'problem'], ['pouring', -0.5, W, 'problem'], ['flying off', -0.6, W], ['flew off', -0.6, W], ['fly off', -0.6, W],
  ['blew off', -0.6, W], ['blown off', -0.6, W], ['came loose', -0.5, W], ['peeling', -0.4, W, 'problem'], ['leaked', -0.5, W, 'problem'],
  ['leaks', -0.5, W, 'problem'], ['dripped', -0.5, W, 'problem'], ['seeping', -0.5, W, 'problem'], ['soaked', -0.4, W, 'problem'],
  ['bone dry', 0.7, W], ['dry as a bone', 0.7, W], ['not a drip', 0.7, W], ['watertight', 0.6, W], ['water-tight', 0.6, W],
  ['scrap', -0.3, K, 'problem'], ['scraps', -0.3, K, 'problem'], ['shingle scraps', -0.4, K, 'problem'], ['old shingles', -0.2, K, 'problem'],
  ['reroof', 0, W], ['re-roof', 0, W], ['branch', 0, S], ['fallen tree', 0, S],
  ['attitude', 0, R], ['manners', 0, R], ['billing', 0, P], ['deposit', 0, P], ['final bill', 0, P],
  ['estimator', 0, E], ['inspection report', 0, E],

  // --- Everyday review vocabulary.
  ['spot on', 0.6], ['spot-on', 0.6], ['dead on', 0.5], ['on the money', 0.5], ['nailed', 0.4],
  ['earned it', 0.6], ['earned', 0.4], ['earned our business', 0.7], ['earned my trust', 0.7], ['handled', 0.4], ['handled it', 0.5],
  ['a pain', -0.4], ['pain', -0.3], ['fan', 0.4], ['big fan', 0.6], ['care for', 0.4], ['cared', 0.4], ['cared about', 0.5],
  ['nicer', 0.5], ['friendlier', 0.5], ['smoother', 0.5], ['easier', 0.4], ['happier', 0.6], ['more helpful', 0.6], ['helpful', 0.5],
  ['unhelpful', -0.5], ['worthless', -0.7], ['useless', -0.7], ['hopeless', -0.6], ['pointless', -0.5],
  ['never any doubt', 0.3], ['no doubt', 0.3], ['without a doubt', 0.4], ['in a heartbeat', 0.7], ['no-brainer', 0.6],
  ['took our money', -0.6, P], ['took the money', -0.6, P], ['cashing the deposit', -0.3, P], ['kept the deposit', -0.6, P],
  ['no regrets', 0.6], ['no regret', 0.6], ['regret hiring', -0.7], ['dread', -0.4], ['dreading', -0.4], ['praise', 0.5],
  ['highly recommend', 0.7], ['love', 0.6], ['loved', 0.6], ['adore', 0.6],
  ['enjoyed', 0.5], ['hate', -0.6], ['hated', -0.6], ['despise', -0.7], ['impressed', 0.6], ['disappointed', -0.6],
  ['like pros', 0.6], ['rock stars', 0.7], ['rockstars', 0.7], ['hats off', 0.6], ['kudos', 0.6], ['shout out', 0.4],
  ['nothing short of', 0.3], ['a total disaster', -0.8], ['disaster', -0.7], ['fiasco', -0.7], ['headache', -0.5], ['headaches', -0.5],
  ['took forever to', -0.7, T], ['behind', 0], ['excuse after excuse', -0.7], ['one excuse after another', -0.7],
  // --- Counterfactuals, regrets and return intent: what the writer would do or wishes had been.
  ['could be better', -0.4], ['could have done better', -0.5], ['could have asked for a better', -0.5],
  ['could have asked for better', -0.5], ['needs improvement', -0.5], ['needs work', -0.4], ['room for improvement', -0.3],
  ['could use some work', -0.4], ['have had better', -0.5], ['had better experiences', -0.5], ['have seen better', -0.5],
  ['seen better', -0.4], ['fault', -0.3], ['fault them', -0.5], ['fault the', -0.5], ['fault it', -0.5], ['fault their', -0.5],
  ["wish i'd gone with", -0.6], ['wish i had gone with', -0.6], ["wish we'd gone with", -0.6], ["wish i'd found", 0.6],
  ['wish i had found', 0.6], ["wish we'd found", 0.6], ['wish we had found', 0.6], ['call them again', 0.5], ['calling them again', 0.5],
  ['first and last time', -0.8], ['the last time i use', -0.7], ['ten stars', 0.8], ['10 stars', 0.8], ['more stars', 0.5],
  ['letdown', -0.6], ['let-down', -0.6], ['in the lurch', -0.6], ['hit and miss', -0.4], ['hit or miss', -0.4],
  ['nothing but problems', -0.7], ['nothing but trouble', -0.7], ['nothing but issues', -0.7], ['best money', 0.7, P], ['worst money', -0.8, P],
  ['does what it says on the tin', 0.5], ['keeps the rain out', 0.5, W], ['keeps the water out', 0.5, W], ['pulled it together', 0.5],
  ['turned it around', 0.5], ['cowboys', -0.7], ['cowboy', -0.6], ['proper cowboys', -0.8], ['upselling', -0.5, R],
  ['without a roof', -0.6, W], ['barely looked', -0.5, E], ['barely glanced', -0.5, E], ['dropped everything', 0.6],
  ['quality', 0, W], ['call out', 0, S], ['call-out', 0, S], ['callout', 0, S], ['emergency call', 0, S],
  ['call * back', 0.3, C], ['waiting on * call', -0.6, C], ['waiting for * call', -0.6, C], ['waiting on * call back', -0.6, C],
  ['waiting for * call back', -0.6, C], ['waiting for a callback', -0.6, C], ['waiting on a callback', -0.6, C],
  ['sorted', 0.3], ['sorted out', 0.4], ['sorted it', 0.4], ['got it sorted', 0.5], ['dealt with the adjuster', 0.4, I],
  ['dealt with the insurance', 0.4, I], ['dealt with our insurance', 0.4, I], ['got the whole thing covered', 0.6, I], ['got everything covered', 0.6, I],
  // Doubt: what follows in the clause did not happen ("good luck getting them to honour it").
  ['good luck getting', -0.6, null, 'doubt'], ['good luck trying to', -0.6, null, 'doubt'], ['good luck with', -0.5, null, 'doubt'],
  ['wish they had', -0.4, null, 'doubt'], ['wish they would', -0.4, null, 'doubt'],
  ['would have been nice if', -0.4, null, 'doubt'], ['would have been nice to', -0.4, null, 'doubt'], ['if only they had', -0.4, null, 'doubt'],
  ["if only they'd", -0.4, null, 'doubt'],
  ['the best money', 0.7, P], ['the worst money', -0.8, P], ['turning up', 0, T], ['turn up', 0, T], ['turned up', 0, T],
  ['is sound', 0.5, W], ['are sound', 0.5, W], ['was sound', 0.5, W], ['structurally sound', 0.5, W],

  // --- Colloquial praise and blame, US and UK: words any reviewer of a trade uses.
  ['legend', 0.7], ['legends', 0.7], ['a legend', 0.7], ['a gent', 0.6], ['gent', 0.5], ['gentleman', 0.5], ['grafters', 0.6],
  ['grafter', 0.6], ['top bloke', 0.7], ['top blokes', 0.7], ['diamond', 0.5], ['star', 0.5], ['stars', 0], ['gem', 0.6],
  ['a gem', 0.7], ['lovely', 0.6], ['brilliant', 0.7], ['cracking', 0.6], ['bang on', 0.6], ['fair play', 0.5],
  ['cheers', 0.2], ['chuffed', 0.7], ['made up', 0.3], ['sound', 0.2], ['grand', 0.4], ['immaculate', 0.7], ['pristine', 0.6],
  ['bulletproof', 0.6, W], ['rock solid', 0.6, W], ['tight as a drum', 0.6, W], ['deserves a raise', 0.6], ['deserve a raise', 0.6],
  ['keeper', 0.5], ['a keeper', 0.6], ['my first call', 0.6], ['our first call', 0.6], ['only roofer', 0.4], ['listened', 0.4, C],
  ['actually listened', 0.5, C], ['made a change', 0.3], ['makes a change', 0.3], ['refreshing', 0.5], ['blew me away', 0.7],
  ['shambles', -0.7], ['a shambles', -0.7], ['shambolic', -0.7], ['a joke', -0.6], ['cowboy outfit', -0.8], ['bodged', -0.7, W],
  ['bodge', -0.6, W], ['bodge job', -0.7, W], ['botch job', -0.7, W], ['dodgy', -0.6], ['rubbish', -0.6], ['useless lot', -0.7],
  ['shark', -0.6], ['sharks', -0.6], ['all talk', -0.6], ['sales pitch', -0.4, E], ['hard sell', -0.5, R], ['rushing us', -0.4, R],
  ['rushing me', -0.4, R], ['rushed us', -0.4, R], ['few and far between', -0.5], ['all over the place', -0.4], ['phone tag', -0.4, C],
  ['creeping up', -0.4, P], ['crept up', -0.4, P], ['kept going up', -0.4, P], ['rough around the edges', -0.3, R], ['not a peep', -0.6, C],
  ['a peep', 0.3, C], ['nowhere near', -0.4], ['worth nothing', -0.7], ['not worth the paper', -0.8, Y], ['in disguise', -0.3],
  ['needs a lesson in', -0.6], ['lesson in manners', -0.6, R], ['to save their lives', -0.4], ['to save his life', -0.4],
  ["wouldn't show me", -0.4, R], ['tracked mud', -0.5, K], ['smeared', -0.4, K], ['scribbled', -0.4, E], ['on a napkin', -0.4, E],
  ['didn\'t hold', -0.6, W], ["hasn't held", -0.6, W], ['whistles', -0.4, W, 'problem'],
  ['leaks gone', 0.6, W], ['leak gone', 0.6, W], ['leak is gone', 0.6, W], ['leak has gone', 0.6, W], ['leaks have gone', 0.6, W],
  ['leak is fixed', 0.6, W], ['no more drips', 0.6, W], ['knew his stuff', 0.5, R], ['knew her stuff', 0.5, R], ['knew their stuff', 0.5, R],
  ['knows their stuff', 0.5, R], ['knows her stuff', 0.5, R], ['know what he was talking about', 0.5], ['knew what he was talking about', 0.5],
  ['know what he is talking about', 0.5], ['gave me a ring', 0.4, C], ['gave us a ring', 0.4, C], ['gave me a call', 0.4, C],
  ['gave us a call', 0.4, C], ['gave me a bell', 0.4, C], ['replied', 0.3, C], ['answers emails', 0.4, C], ['answers the phone', 0.4, C],
  ['answers his phone', 0.4, C], ['answered every question', 0.6, C], ['every question', 0.3, C], ['double-checked', 0.4, W],
  ['double checked', 0.4, W], ['with a day to spare', 0.6, T], ['a day to spare', 0.5, T], ['with time to spare', 0.6, T],
  ['get on their schedule', -0.1, T], ['a wait', -0.3, T], ['bit of a wait', -0.4, T], ['long wait', -0.5, T], ['means next month', -0.5, T],
  ['overnight', 0.3, T], ['broken down line by line', 0.6, E], ['line by line', 0.4, E], ['broken down', 0, E], ['in line with', 0],

  // --- Things done or not done that speak for themselves: a communication, an apology, a promise.
  ['rang', 0.3, C, 'lack'], ['ring', 0.3, C, 'lack'], ['told', 0.3, C, 'lack'], ['tell', 0.3, C, 'lack'], ['mentioned', 0.3, C, 'lack'],
  ['warned us', 0.3, C, 'lack'], ['say sorry', 0.4, R, 'lack'], ['said sorry', 0.4, R, 'lack'],
  ['return * emails', 0.5, C], ['return * texts', 0.5, C], ['returned * emails', 0.5, C], ['emails', 0.3, C, 'lack'],
  ['texts', 0.3, C, 'lack'], ['a call', 0.3, C, 'lack'], ['a callback', 0.3, C, 'lack'], ['text', 0.3, C, 'lack'],
  ['email', 0.3, C, 'lack'], ['call', 0.3, C, 'lack'], ['mention', 0.3, C, 'lack'], ['bother', 0.4, null, 'lack'],
  ['bothered', 0.4, null, 'lack'], ['thank-you', 0.4, R, 'lack'], ['thank you', 0.4, R, 'lack'], ['picks up', 0.3, C, 'lack'],
  ['pick up', 0.3, C, 'lack'], ['come out', 0.3, null, 'lack'], ['came out', 0.3, null, 'lack'], ['refund', 0.4, P, 'lack'],

  // --- Negated or denied in their own words.
  ['wait', -0.3, T], ['make us wait', -0.4, T], ['made us wait', -0.4, T], ['level', 0.3, W], ['a penny over', -0.4, P],
  ['a dime over', -0.4, P], ['a cent over', -0.4, P], ['rushed into', -0.5, R], ['scratch', -0.4, K, 'problem'],
  ['scratches', -0.4, K, 'problem'], ['dented', -0.5, K], ['dent', -0.4, K, 'problem'], ["didn't last", -0.6, W],
  ['shabby', -0.5], ['not too shabby', 0.6], ['not shabby', 0.5], ['little respect', -0.5, R], ['so little respect', -0.6, R],
  ['no respect', -0.6, R], ['the left hand', -0.3], ['what the right hand is doing', -0.6], ['smoke', -0.3, R], ['swear', -0.4, R],
  ['anything to complain about', -0.6], ['scheduler', 0, T], ['bottom-of-the-barrel', -0.7], ['bottom of the barrel', -0.7],
  ['ruts', -0.5, K], ['parked on our lawn', -0.5, K], ['parked on the lawn', -0.5, K], ['another story', -0.5], ['blasting', -0.3, R],
  ['blasting music', -0.4, R], ['nothing was too much trouble', 0.7], ['nothing is too much trouble', 0.7], ['nothing too much trouble', 0.7],
  ['put on', 0, W], ['charcoal', 0], ['slate', 0], ['grey', 0],
  // "in late October", "early spring": dates, not lateness or promptness.
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'spring', 'summer', 'fall', 'autumn', 'winter']
    .flatMap((month) => [[`late ${month}`, 0, T], [`early ${month}`, 0, T], [`mid ${month}`, 0, T]] as const),
];

/** Verbs of opinion, whose object is what they are about, however the tagger reads them. */
export const OPINION_VERBS: ReadonlySet<string> = new Set([
  'love', 'loved', 'hate', 'hated', 'recommend', 'recommended', 'regret', 'regretted', 'appreciate', 'appreciated', 'enjoy', 'enjoyed',
  'adore', 'adored', 'dread', 'despise', 'praise', 'thank', 'thanked', 'trust', 'trusted',
]);

/** Lemmas that make a clean-up problem after them blame: "left debris", "found nails" (and, denied, praise). */
export const LEAVING_VERBS: ReadonlySet<string> = new Set(['leave', 'left', 'find', 'found', 'step', 'stepped']);

/** Words that strengthen (> 1) or soften (< 1) the valence that follows within two tokens. */
export const INTENSIFIERS: Readonly<Record<string, number>> = {
  very: 1.4, really: 1.3, extremely: 1.6, super: 1.4, so: 1.3, incredibly: 1.6, truly: 1.3, absolutely: 1.5,
  totally: 1.4, highly: 1.4, exceptionally: 1.5, remarkably: 1.4, amazingly: 1.4, completely: 1.4, utterly: 1.5,
  insanely: 1.5, ridiculously: 1.5, genuinely: 1.3, most: 1.3, way: 1.3, too: 1.3, especially: 1.2, just: 1.1,
  definitely: 1.3, seriously: 1.3, huge: 1.3, beyond: 1.3, unbelievably: 1.6, perfectly: 1.3, thoroughly: 1.3, pleasantly: 1.2,
  least: -0.8, // "the least detailed": turns the word after it around
  somewhat: 0.6, slightly: 0.5, bit: 0.6, little: 0.7, fairly: 0.8, rather: 0.8, tad: 0.5, mildly: 0.6, pretty: 0.9,
};

/** Words that negate what follows in their clause. "n't" reaches here as "not". */
export const NEGATORS: ReadonlySet<string> = new Set([
  'not', 'no', 'never', 'none', 'nobody', 'nothing', 'neither', 'nor', 'without', 'hardly', 'barely', 'scarcely',
  'zero', 'wont', 'cant', 'dont', 'didnt', 'doesnt', 'isnt', 'wasnt', 'wouldnt', 'couldnt', 'havent', 'hasnt', 'nowhere',
]);

/** Negator followed by these words is not a negation ("not only", "nothing but", "no doubt"). */
export const NOT_NEGATION_AFTER: ReadonlySet<string> = new Set(['only', 'just', 'but', 'doubt', 'wonder', 'matter', 'less']);

/** Words that end a negation's reach: a new clause starts. */
export const NEGATION_STOPS: ReadonlySet<string> = new Set(['and', 'but', 'so', 'because', 'which', 'who', 'than', 'although', 'though', 'while', 'when']);

/** Longest reach of a negation, in tokens ("not once did they leave a mess" is six). */
export const NEGATION_WINDOW = 7;

/**
 * Clause-level contrast. `after`: what follows outweighs what came before ("but", "however").
 * `concession`: the marked clause yields to the rest ("although", "while" at the start).
 * `except`: the marked clause names the exception to praise or blame around it.
 * `until`: "great until the final invoice arrived": what follows ended the praise before it.
 * `comparison`: the marked clause is about someone else ("unlike the last roofer").
 */
export type ContrastRole = 'after' | 'concession' | 'except' | 'until' | 'comparison';
export const CONTRAST_MARKERS: readonly (readonly [phrase: string, role: ContrastRole])[] = [
  ['but', 'after'], ['however', 'after'], ['yet', 'after'], ['whereas', 'after'], ['though', 'concession'],
  ['although', 'concession'], ['even though', 'concession'], ['even if', 'concession'], ['despite', 'concession'],
  ['in spite of', 'concession'], ['while', 'concession'], ['except', 'except'], ['except for', 'except'],
  ['other than', 'except'], ['apart from', 'except'], ['aside from', 'except'], ['unlike', 'comparison'], ['until', 'until'],
];

/** Someone other than this business: valence near these is not about the business. */
export const OTHER_PARTIES: readonly string[] = [
  'last roofer', 'previous roofer', 'other roofer', 'other roofers', 'another roofer', 'the last company', 'previous company',
  'other company', 'other companies', 'another company', 'previous contractor', 'last contractor', 'other contractor',
  'other contractors', 'fly-by-night guys', 'the big-name company', 'the old one', 'the old roof', 'our old roof',
  'the company we used last time', 'competitors', 'competitor',
];

/**
 * Phrases that mark a problem as recurring or as arising after the job ("still", "again",
 * "after they finished"): the problem is then blame, not the reason they were called.
 */
export const RECURRENCE_CUES: readonly string[] = [
  'again', 'still', 'another', 'now', 'already', 'new', 'started', 'starting', 'continued', 'continues', 'keeps', 'kept',
  'every time', 'whenever', 'within a', 'within two', 'within weeks', 'within months', 'since they', 'since the', 'since then',
  'after they', 'after the install', 'after the repair', 'after the job', 'after paying', 'afterwards', 'later', 'worse',
  'first real rain', 'day after', 'third time', 'weeks after', 'months after', 'right after', 'each time', 'since day one',
  'is back', 'was back', 'are back', 'were back', 'came back', 'comes back', 'coming back', 'returned', 'reappeared',
  'first rain', 'next rain', 'one rain', 'every rain', 'each rain', 'first storm', 'next storm', 'every time it rains',
];

/** Sentence openers that refer back to the previous sentence's subject ("He was great."). */
export const REFERRING_PRONOUNS: ReadonlySet<string> = new Set(['he', 'she', 'they', 'it', 'his', 'her', 'their']);

/**
 * Everyday review words wink scores or the rules read, beyond the lexicon's own: what a misspelt
 * word may be repaired to (see `spelling.ts`), with the lexicon's words and the catalogue's terms.
 */
export const SPELLING_VOCABULARY: readonly string[] = [
  'again', 'answered', 'answer', 'amazing', 'awesome', 'awful', 'horrible', 'terrible', 'excellent', 'fantastic', 'wonderful',
  'outstanding', 'recommend', 'recommended', 'definitely', 'absolutely', 'experience', 'appointment', 'company', 'contractor',
  'contractors', 'roofer', 'roofers', 'gutters', 'guttering', 'received', 'receive', 'believe', 'disappointed', 'disappointing',
  'definately', 'really', 'would', 'could', 'should', 'never', 'because', 'happy', 'pleased', 'friendly', 'helpful',
  'quality', 'service', 'customer', 'estimate', 'insurance', 'warranty', 'business', 'beautiful', 'prompt', 'promptly',
  'schedule', 'scheduled', 'finished', 'completed', 'problem', 'problems', 'repair', 'repairs', 'replacement', 'communication',
  'professional', 'courteous', 'respectful', 'responsive', 'unprofessional', 'cleanup', 'cleaned', 'debris', 'nails', 'shingles',
  'leaking', 'leaks', 'ceiling', 'thorough', 'honest', 'reliable', 'unreliable', 'reasonable', 'expensive', 'overpriced',
  'ridiculous', 'pathetic', 'useless', 'careless', 'sloppy', 'rude', 'late', 'early', 'quick', 'quickly', 'efficient', 'using',
  'returned', 'called', 'calls', 'emails', 'messages', 'ignored', 'waiting', 'waited', 'apologized', 'explained',
  // Spellings wink reads as another entry's ("colour" is "color", "can't" is "can not"): no phrase
  // of their own, but still words a typo may be meant as.
  'colour', 'canceled', 'apologise', 'gray', 'cannot',
];

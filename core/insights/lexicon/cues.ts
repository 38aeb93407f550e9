/** Words the rules read for who and what a phrase is about, and when a problem happened. */

/** Verbs of opinion, whose object is what they are about, however the tagger reads them. */
export const OPINION_VERBS: ReadonlySet<string> = new Set([
  'love', 'loved', 'hate', 'hated', 'recommend', 'recommended', 'regret', 'regretted', 'appreciate', 'appreciated', 'enjoy', 'enjoyed',
  'adore', 'adored', 'dread', 'despise', 'praise', 'thank', 'thanked', 'trust', 'trusted',
]);

/** Lemmas that make a clean-up problem after them blame: "left debris", "found nails" (and, denied, praise). */
export const LEAVING_VERBS: ReadonlySet<string> = new Set(['leave', 'left', 'find', 'found', 'step', 'stepped']);

/** Someone other than this business: valence near these is not about the business. */
export const OTHER_PARTIES: readonly string[] = [
  'last roofer', 'previous roofer', 'other roofer', 'other roofers', 'another roofer', 'the last company', 'previous company',
  'other company', 'other companies', 'another company', 'previous contractor', 'last contractor', 'other contractor',
  'other contractors', 'fly-by-night guys', 'the big-name company', 'the old one', 'the old roof', 'our old roof',
  'the company we used last time', 'competitors', 'competitor',
];

/**
 * The insurer's side of a claim: "our adjuster lowballed us", "the insurance company dragged their
 * heels" blame the insurer, not the help the roofer gave with the claim. Blame said of them is
 * theirs (like OTHER_PARTIES'); praise beside them ("handled everything with the adjuster") is
 * still the help's.
 */
export const INSURER_PARTIES: readonly string[] = [
  'the adjuster', 'our adjuster', 'insurance adjuster', 'the insurance adjuster', 'our insurance adjuster', 'loss adjuster', 'the loss adjuster',
  'the assessor', 'insurance assessor', 'the insurance assessor', 'their assessor', 'the insurer', 'our insurer', 'insurance company', 'the insurance company', 'our insurance company',
  'the insurers', 'our insurers', 'insurance crowd', 'the insurance crowd', 'insurance people', 'the insurance people', 'their adjuster', 'the carrier',
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

/** "To be fair, ...", "In fairness, ..." open a concession: no price term, and (lexicon, price.ts) no price opinion. */
export const FAIRNESS_IDIOMS: readonly string[] = ['to be fair', 'in all fairness', 'in fairness', 'fair enough'];

/**
 * What the writer wishes had been done: said before it (`doubt`: "wish they had cleaned up") or
 * after it (`after`: "a heads-up would have been nice"). Lexicon entries (general.ts), and a
 * sentence with one settles what it blames (`wishSettles`, settled.ts).
 */
export const WISHED_FOR = {
  doubt: [
    'wish they had', 'wish they would', "wish they'd", 'wish someone had', 'wish somebody had', 'wish someone would', 'wish he had', 'wish she had',
    'would have been nice if', 'would have been nice to', 'if only they had', "if only they'd",
  ],
  after: ['would have been nice', "would've been nice", 'would have been appreciated', "would've been appreciated", 'would have liked', "would've liked"],
} as const;

/** Money taken off the bill (price.ts): a concession on the price, whatever it was given for ("for the delay"). */
export const PRICE_CONCESSIONS: readonly string[] = ['off the bill', 'off the invoice', 'off the final bill', 'off the price', 'off the total'];

/** How hard a job was to do ("a steep pitch, so it was not an easy job"): no work named, and (workmanship.ts) none judged. */
export const HARD_JOB_PHRASES: readonly string[] = ['not an easy job', 'not an easy one', 'a hard job', 'a tough job', 'a difficult job', 'a tricky job'];

/** The town's inspections of the finished job ("The permit and final inspection were handled for us"): not the roofer's inspection and estimate. */
export const OTHER_INSPECTIONS: readonly string[] = ['final inspection', 'city inspection', 'code inspection', 'building inspection', 'permit inspection', 'county inspection'];

/** Which of the writer's jobs this was ("our second job with them"): no work named. */
export const JOB_COUNTS: readonly string[] = ['second job', 'third job', 'fourth job', 'second project', 'third project'];

/** Idioms with a catalogue word that name nothing of its aspect ("no questions asked" asks no questions). */
export const IDIOMS: readonly string[] = ['no questions asked', 'day off work', 'time off work', 'off work'];

/**
 * Phrases whose words are no aspect terms: "in charge" charges nothing, "to be fair" prices nothing.
 * The analyzer matches them as mentions of nothing, so a catalogue term inside them is not one.
 */
export const NOT_ASPECT_TERMS: readonly string[] = ['in charge', 'fair play', ...FAIRNESS_IDIOMS, ...HARD_JOB_PHRASES, ...OTHER_INSPECTIONS, ...JOB_COUNTS, ...IDIOMS];

const CREW_WORDS_LIST = [
  'crew', 'crews', 'lads', 'guys', 'team', 'staff', 'workers', 'blokes', 'boys', 'fellas', 'fellows', 'men', 'people', 'folks',
  'installers', 'roofers', 'gents', 'gentlemen', 'chaps', 'workmen', 'tradesmen', 'bunch',
];

/** Sentence openers that refer back to the previous sentence's subject ("He was great."). */
export const REFERRING_PRONOUNS: ReadonlySet<string> = new Set(['he', 'she', 'they', 'it', 'his', 'her', 'their']);

/**
 * What a sentence with no subject calls the people just named when it praises or faults them
 * ("Stuart did our flat roof. *Lovely bloke*, knew his stuff.", "*Absolute champions.*"): it
 * opens with one of these, or with a word that grades it. Beside CREW_WORDS, one person's words.
 */
export const EPITHET_NOUNS: ReadonlySet<string> = new Set([
  ...CREW_WORDS_LIST, 'bloke', 'chap', 'fella', 'fellow', 'guy', 'gent', 'gentleman', 'lady', 'man', 'woman', 'lad', 'dude', 'oke', 'okes',
  'champion', 'champions', 'legend', 'legends', 'hero', 'heroes', 'star', 'stars', 'superstar', 'superstars', 'professional', 'professionals', 'cowboy', 'cowboys',
]);

/** Of those, the plural ones: after one named person, "They did a beautiful job." is the company or the crew. */
export const PLURAL_PRONOUNS: ReadonlySet<string> = new Set(['they', 'their']);

/**
 * Words for people other than one named technician: a clause whose subject is one of these
 * ("..., but the crew never called") speaks of them, not of the person named before it.
 */
export const GROUP_WORDS: ReadonlySet<string> = new Set([
  'they', 'them', 'crew', 'crews', 'office', 'team', 'company', 'staff', 'installers', 'roofers', 'workers', 'guys',
  'foreman', 'manager', 'owner', 'everyone', 'everybody', 'anyone', 'anybody', 'nobody', 'someone', 'somebody', 'people',
]);

/**
 * The people who did the job, said as a group: a general opinion word said of them ("lovely lads",
 * "the crew were great") is their conduct, professionalism (see `saidOfPeople`, analyzer.ts).
 */
export const CREW_WORDS: ReadonlySet<string> = new Set(CREW_WORDS_LIST);
/** How good people are at the work, said of them: the work's, not their conduct ("skilled tradesmen"). */
export const SKILL_WORDS: ReadonlySet<string> = new Set(['skilled', 'talented', 'experienced', 'competent', 'capable', 'incompetent', 'unskilled', 'inexperienced', 'amateur']);

/**
 * Words by which a writer announces a complaint before it ("A small knock: ...", "If I had to
 * nitpick, ...", "My only gripe: ..."): set off by a colon or comma near the sentence's start,
 * they say outright that what follows is a complaint (see `complained` in analyzer.ts).
 */
export const COMPLAINT_FRAMES: ReadonlySet<string> = new Set(['knock', 'nitpick', 'nit-pick', 'gripe', 'complaint', 'quibble', 'downside', 'thing', 'note', 'drawback', 'criticism']);

/**
 * Words a catalogue or the lexicon lists under insurance help that name it only beside the claim
 * itself: paperwork may be a contract's, a permit's or a licence's (see `namesClaim` in analyzer.ts).
 */
export const INSURANCE_GENERIC_WORDS: ReadonlySet<string> = new Set(['paperwork', 'documentation', 'forms', 'approved', 'denied']);

/**
 * The writer's own people and animals ("my wife", "our dog", "the neighbours' kids" are the
 * writer's; "his son" who works there is staff): in a review of a business they are bystanders,
 * whose reactions ("my wife loved it") and mishaps ("my dog stepped on a nail") judge the business,
 * never themselves. Head nouns, read after "my" or "our" (see `isBystander`, model/about.ts).
 */
export const BYSTANDER_NOUNS: ReadonlySet<string> = new Set([
  'wife', 'husband', 'hubby', 'partner', 'fiance', 'fiancee', 'boyfriend', 'girlfriend', 'missus', 'mrs',
  'mum', 'mom', 'mother', 'dad', 'father', 'parents', 'son', 'daughter', 'kid', 'kids', 'child', 'children', 'baby', 'toddler',
  'grandmother', 'grandma', 'gran', 'nan', 'granny', 'grandfather', 'grandpa', 'grandad', 'granddad', 'grandparents',
  'brother', 'sister', 'brother-in-law', 'sister-in-law', 'father-in-law', 'mother-in-law', 'son-in-law', 'daughter-in-law', 'in-laws', 'aunt', 'uncle', 'cousin', 'family',
  'niece', 'nephew', 'grandson', 'granddaughter', 'grandkids', 'grandchildren',
  'neighbour', 'neighbours', 'neighbor', 'neighbors', 'tenant', 'tenants', 'flatmate', 'housemate', 'roommate', 'friend', 'friends',
  'dog', 'dogs', 'cat', 'cats', 'puppy', 'pup', 'kitten', 'pets', 'pet',
]);
/** Words that may stand between "my" and a bystander ("my elderly mum", "our two dogs"). */
export const BYSTANDER_MODIFIERS: ReadonlySet<string> = new Set([
  'own', 'elderly', 'little', 'old', 'older', 'young', 'younger', 'eldest', 'oldest', 'youngest', 'teenage', 'new', 'late', 'poor', 'two', 'three', 'four',
]);
/** What a writer calls their own parents and grandparents, with no "my": "Mum", "Nan". */
export const BYSTANDER_KIN_NAMES: ReadonlySet<string> = new Set(['mum', 'mom', 'mam', 'mammy', 'dad', 'nan', 'nana', 'gran', 'granny', 'grandma', 'grandpa', 'grandad', 'granddad']);
/** The household said without "my" ("the neighbours", "the dog", "the missus"), still the writer's own. */
export const BYSTANDER_HOUSEHOLD: ReadonlySet<string> = new Set(['neighbour', 'neighbours', 'neighbor', 'neighbors', 'dog', 'dogs', 'cat', 'cats', 'kids', 'wife', 'husband', 'hubby', 'missus', 'mrs']);

/**
 * Prepositions that say only where a thing is or happened ("the leak over the kitchen", "tarps
 * over the deck", "careful around our solar panels", "the scaffold against the weatherboards"):
 * a term named only after one of them is the place of what is judged, never what is judged (see
 * `namedOnlyAsAPlace`, model/about.ts). Not "on", "in", "at", "from", "with" or "off", which as
 * often name the thing worked on or judged ("a savage job on the flat roof", "knocked a night off
 * the bill"): each of those, tried alone on the validation split, gained nothing or lost. After a
 * thing, not the work ("the dumpster on our lawn", "a leak at the bach"), "on", "at" and "with"
 * do name only the place or the instrument (`prepositionAfterThing`, model/about.ts).
 */
export const WHERE_PREPOSITIONS: ReadonlySet<string> = new Set([
  'over', 'around', 'round', 'against', 'under', 'beneath', 'underneath', 'near', 'beside', 'alongside', 'behind', 'below', 'above',
  'onto', 'outside', 'inside', 'along', 'across', 'through',
  // wink-nlp's normal of "through" is "thru", which is what the analysis compares.
  'thru', 'throughout',
]);

/**
 * Prepositions of time: a term right after one ("the soup arrived after the mains", "helped with
 * the claim after the cyclone", "six weeks after the deposit") is when something happened, not
 * what is judged (`namedOnlyAsAPlace`), unless a verb follows it, which makes it the subject of a
 * clause of its own ("after the last firm took a month", "before Rachel got the adjuster out").
 */
export const WHEN_PREPOSITIONS: ReadonlySet<string> = new Set(['after', 'before', 'during', 'until', 'till', 'since']);

/**
 * Where a thing was left behind ("left shingle scraps *in the gutters*", "a cig butt *in the
 * pond*", "nails all *over the drive*"): after one of these prepositions, with one of
 * LEFT_BEHIND_LEMMAS earlier in the sentence, a term is the place of the mess, not what is
 * judged (`namedOnlyAsAPlace`). "In" and "on" alone name as often the thing judged ("mould in
 * the showers", "a savage job on the flat roof"); beside a verb of leaving they do not.
 */
export const LEFT_IN_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'on', 'into', 'inside', 'onto', 'over', 'across', 'around', 'under', 'by', 'near', 'beside', 'behind']);
export const LEFT_BEHIND_LEMMAS: ReadonlySet<string> = new Set(['leave', 'dump', 'lie', 'scatter', 'strew', 'drop', 'litter', 'chuck', 'throw', 'toss', 'flick', 'stack', 'pile']);

/**
 * Verbs of doing work on a thing, handling, getting or moving it ("replaced the gutters",
 * "booked the scaffolding", "met the adjuster", "hoovered the attic"): their object is what was
 * worked on, and praise or blame in the sentence is of whoever did it (`namedOnlyAsWorkedOn`).
 * Not verbs whose object is the one judged or hired ("recommend", "call", "use", "send"), nor
 * "order": what a reviewer ordered is as often what they judge ("Ordered the lamb shank.
 * Gorgeous."; measured: the other kinds of business' development batches +15, roofing -3).
 */
export const WORKED_ON_LEMMAS: ReadonlySet<string> = new Set([
  'book', 'buy', 'arrange', 'bring', 'grab', 'haul', 'pass', 'pull', 'move', 'open', 'split', 'keep', 'include', 'show', 'read',
  'replace', 'install', 'fit', 'fix', 'repair', 'sort', 'cover', 'finish', 'reseal', 'seal', 're-seal', 'repoint', 'rebed', 'clean', 'hoover', 'vacuum', 'sweep', 'put',
  'meet', 'fight', 'face', 'charge', 'break',
]);
/**
 * Verbs of dealing with someone, said with "with" or "to" ("dealt with the assessor", "met with
 * the State Farm adjuster", "never had to talk to the adjuster"): the other side of the dealings
 * is not what the sentence judges (`namedOnlyAsWorkedOn`). Not "go with" (the roofer chosen).
 */
export const DEALT_WITH_LEMMAS: ReadonlySet<string> = new Set(['deal', 'meet', 'help', 'sign', 'liaise', 'talk', 'speak', 'negotiate', 'argue', 'communicate', 'chat']);

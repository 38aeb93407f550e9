import type { AspectKey } from '../lexicon/index.ts';

/**
 * Questions homeowners ask about a roofer, as data. Each is answered from the sentences that
 * answer it: sentences about its aspect (`aspect`) that also match `answers` and not `skip`,
 * optionally with a finding counted from such sentences (`finding`), and only asked when some
 * review speaks to it. A sentence that names the aspect in passing ("we hired them for our hail
 * claim", "no leaks since, even through two storms") does not answer the question.
 *
 * Findings: `duration` (how long a replacement took), `warranty-term` (the length of warranty
 * mentioned), `response-time` (how soon emergency help came).
 */
export type FaqQuestion = {
  id: string;
  question: string;
  aspect: AspectKey | null;
  finding?: 'duration' | 'warranty-term' | 'response-time';
  /** A sentence about the aspect answers the question only when it matches this (default: any). */
  answers?: RegExp;
  /** ...and does not match this. */
  skip?: RegExp;
};

/** Sentences that only say which job the review is about ("This was our second job with them, this time the emergency call-out."). */
export const JOB_INTRO =
  /^(?:[^.!?]*\b(?:recommended|found|called|hired|chose|used|booked|contacted|had)\b[^.!?]*\bfor (?:the|our|a)\b|(?:we )?(?:just )?had [^.!?]* done\b|summit ridge (?:did|finished)\b|our [\w -]+ (?:was|is) (?:finished|done) in\b|writing this\b|we live in\b|(?:this|it) (?:was|is) (?:our|my) (?:first|second|third|fourth|fifth|next|last|\w+th) (?:job|time|project|roof|repair|call)\b)/i;

export const FAQ_QUESTIONS: readonly FaqQuestion[] = [
  {
    id: 'insurance-claims',
    question: 'Do they help with insurance claims?',
    aspect: 'insurance',
    answers: /\b(?:insur\w*|claims?|adjuster|supplement|deductible|depreciation|paperwork|approved|denied|billed)\b/i,
    // Their own licence and insurance is not help with a claim, nor is warranty paperwork
    // ("the warranty paperwork took a couple of months") when no insurer is in the sentence.
    // Paperwork with no insurer or claim in the sentence ("minor hiccups with the paperwork") is
    // not the claim's; how long a job named after its claim took ("the whole hail claim was done
    // in three days") is its speed, not help with the claim.
    skip: /\blicensed and insured\b|\binsured and licensed\b|^(?![^]*\b(?:insur\w*|adjuster|deductible|supplement|depreciation)\b)[^]*\bwarrant|^(?![^]*\b(?:insur\w*|claims?|adjuster|deductible|supplement|depreciation)\b)[^]*\bpaperwork\b|\b(?:done|finished|completed|wrapped up) in (?:under |less than |about |just )?(?:a|an|one|two|three|four|five|six|seven|\d+|a couple of|a few)\b[^.!?]*\b(?:hours?|days?|weeks?)\b/i,
  },
  { id: 'replacement-duration', question: 'How long does a roof replacement take?', aspect: null, finding: 'duration' },
  {
    id: 'clean-up',
    question: 'Do they clean up after the job?',
    aspect: 'cleanup',
    answers: /\b(?:clean\w*|mess\w*|debris|nails?|magnet|swe(?:pt|ep\w*)|dumpster|trash|scraps?|haul\w*|tidy|spotless|yard|driveway|bushes|flower ?beds?|landscaping|lawn|grass|tarps? over)\b/i,
    // "The valleys are clean", "checking every nail line": neat work, not a tidy site.
    // A scrap of paper is stationery, not debris. Covering the beds and tarping the shrubs protects
    // the property during the job; it answers only with what was cleaned up after it.
    skip: /^(?![^]*\b(?:clean\w*|mess\w*|debris|nails?|magnet|swe(?:pt|ep\w*)|trash|scraps?|haul\w*|tidy|spotless|dumpster|rak(?:e|ed|ing))\b)[^]*\b(?:cover(?:ed|ing)?|protect\w*|tarps? over|tarped|shield\w*)\b|\b(?:valleys?|lines?|cuts?|edges?|seams?|install\w*|flashing|work) (?:are|is|was|were|looks?|looked) (?:so |very |super |really )?(?:clean|neat|tidy)\b|\bclean (?:lines?|cuts?|edges?|install\w*)\b|\bnail ?lines?\b|\bfrom the (?:driveway|yard|ground|street)\b|\bscraps? of paper\b/i,
  },
  {
    id: 'warranty',
    question: 'Do they stand behind their warranty?',
    aspect: 'warranty',
    finding: 'warranty-term',
    // Whether they honour it: a claim, a repair, a refusal; not what its terms are, nor its
    // paperwork (registering a warranty or sending its certificate is not standing behind it).
    answers:
      /\b(?:warranty (?:claims?|work|calls?|repairs?|service)|under (?:the |their )?warranty|stand(?:s)? behind|stood behind|came back|come back|(?:fix|fixed|make|made|put) it right|worthless|so-called|means something|meant something)\b|\b(?:honou?r\w*|denied|refused)\b[^.!?]*\b(?:warrant\w*|guarantee\w*)/i,
  },
  {
    id: 'emergency-repairs',
    question: 'Do they handle storm damage and emergency repairs?',
    aspect: 'storm',
    finding: 'response-time',
    answers:
      /\b(?:emergency|respon\w*|got to us|get to us|showed|show up|tarp(?:ed)? on|call-out|earliest|backlog|top of (?:the|their) (?:list|schedule)|(?:moved|bumped) us up|kept our house dry|active leak|someone was on the roof|was here|were here|(?:came|come) (?:out|over|back)|nobody came|would have been faster|emergency fix|blew off)\b/i,
    // Answering a phone or a line, at whatever hour, is not help coming (as for the response-time
    // finding): unless the sentence says help came, it does not answer this.
    skip: /\bcall(?:ed)? back the same day\b|\banswered (?:the |our |their )?(?:emergency )?(?:phone|line|call)s?\b(?![^.!?]*\b(?:came|come|showed up|arrived|tarp\w*)\b)/i,
  },
  {
    id: 'timeliness',
    question: 'Do they start and finish when they say they will?',
    aspect: 'timeliness',
    // Whether a date or schedule was kept or missed: not how fast the job went ("done in two
    // days" is speed, not a promise kept), nor a wait for something else ("still waiting for them
    // to make it right"), nor what was said about the date ("mixed messages about the start
    // date" is communication), nor a delay the weather made, nor how soon they booked the job
    // ("put us on their schedule for Monday") unless the sentence says the date was kept or missed,
    // nor a time of day ("loud early in the morning" is noise, not earliness), nor hard work
    // ("on site by seven and worked until the job was done" says no date or promise was kept).
    // A time promised set against the time taken ("told us four days, it took four weeks") answers.
    answers:
      /\b(?:said|told (?:us|me)|quoted|promised|estimated)\b[^.!?]*\b(?:hours?|days?|weeks?|months?)\b[^.!?]*\b(?:took|finished|done|lasted|dragged)\b|\b(?:schedul\w*|on time|late|delay\w*|show(?:ed)? up|no-?shows?|when they said|as promised|promised date|ahead of|early(?! (?:in the )?(?:morning|evening|afternoon)s?)|dragged|pushed|wasted day|timelines?|the day they said|a minute late|sat half-finished|start date|(?:start|finish)\w* (?:on|by) (?:the|their) (?:day|date))\b/i,
    skip: /\b(?:estimate was ready|phone|call(?:ed)? back|callbacks?|supplement|insurer|dumpster|warranty|emergency|storm\w*|hail\w*|got to us|answered)\b|\b(?:messages?|information|word|told|hear\w*|stor(?:y|ies)|answers?|updates?)\b[^.!?]*\babout (?:when\b|(?:the |our )?(?:start|schedule|date|timeline))|\b(?:rain|weather|snow|wind) delays?\b|\bdelayed by (?:the )?(?:rain|weather|snow|wind)\b|^(?![^]*\b(?:on time|late|show(?:ed)? up|start\w*|finish\w*|delay\w*|when they said|as promised)\b)[^]*\b(?:(?:got|put|fit|squeezed|slotted) (?:us|me) (?:on|onto|into|in) (?:the|their|his|her) (?:schedule|calendar)|scheduled (?:us|me) (?:within|for|in))\b/i,
  },
  {
    id: 'pricing',
    question: 'Is the final price what they quoted?',
    aspect: 'price',
    // A comparison of what was paid with what was quoted, not a word on the quote alone ("their
    // quote was clear"), nor a bill on its own: a charge complained of ("charged us for a full day
    // for a one-hour visit") answers only when the sentence sets it against the quote.
    answers:
      /\b(?:match\w*|exactly|over the|under (?:the )?(?:quote|estimate|budget)|same as|extras?|surprise\w*|added|hidden|more than|less than|honou?red the price|tacked|left out|change orders?|what they (?:said|quoted)|upcharge\w*|on budget)\b|^(?=[^]*\b(?:quot\w*|estimate[ds]?|bids?)\b)[^]*\b(?:final (?:price|bill|invoice|cost)|invoice|bill(?:ed)?|charg\w*|fees?)\b/i,
    // Shopping around, a discount for a delay, or a visit at no charge (warranty work) is not
    // what was paid against what was quoted.
    skip: /\bno charge\b|\bat no (?:extra )?cost\b|\bmore than (?:i|we) can say\b|\b(?:got|had|compared|collected) (?:\w+ )?(?:quotes|bids|estimates)\b|\b(?:two|three|four|several|other) (?:quotes|bids|estimates)\b|\bcheapest bid\b|\b(?:took|knocked) \$[\d,]+ off\b|\bin charge\b/i,
  },
];

/** Whether a sentence that speaks of a question's aspect answers the question. */
export function answersQuestion(question: FaqQuestion, sentence: string): boolean {
  if (JOB_INTRO.test(sentence)) return false;
  if (question.answers && !question.answers.test(sentence)) return false;
  return !question.skip?.test(sentence);
}

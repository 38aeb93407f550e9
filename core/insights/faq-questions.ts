import type { AspectKey } from './lexicon.ts';

/**
 * Questions homeowners ask about a roofer, as data. Each is answered from the reviews of one
 * aspect (`aspect`), optionally with a finding counted from the sentences about it (`finding`),
 * and only asked when some review speaks to it.
 *
 * Findings: `duration` (how long a job took, in sentences that name `subject` words),
 * `warranty-term` (the length of warranty mentioned), `response-time` (how soon help came).
 */
export type FaqQuestion = {
  id: string;
  question: string;
  aspect: AspectKey | null;
  finding?: 'duration' | 'warranty-term' | 'response-time';
  /** Words that mark a sentence as being about the question's subject (for `duration`). */
  subject?: readonly string[];
};

export const FAQ_QUESTIONS: readonly FaqQuestion[] = [
  { id: 'insurance-claims', question: 'Do they help with insurance claims?', aspect: 'insurance' },
  {
    id: 'replacement-duration',
    question: 'How long does a roof replacement take?',
    aspect: null,
    finding: 'duration',
    subject: ['replacement', 'replace', 'replaced', 're-roof', 'reroof', 'new roof', 'tear-off', 'tear off', 'whole roof', 'full roof'],
  },
  { id: 'clean-up', question: 'Do they clean up after the job?', aspect: 'cleanup' },
  { id: 'warranty', question: 'Do they stand behind their warranty?', aspect: 'warranty', finding: 'warranty-term' },
  { id: 'emergency-repairs', question: 'Do they handle storm damage and emergency repairs?', aspect: 'storm', finding: 'response-time' },
  { id: 'timeliness', question: 'Do they start and finish when they say they will?', aspect: 'timeliness' },
  { id: 'pricing', question: 'Is the final price what they quoted?', aspect: 'price' },
];

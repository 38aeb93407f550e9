/**
 * Words that join sentences and clauses. A prefix ends where the next clause begins
 * ("Also, " + "the crew was polite"); the next clause keeps its lower-case start.
 */
export const connectives: Record<'praise' | 'complaint', string[]> = {
  praise: ['Also, ', 'On top of that, ', 'Plus, ', 'Best of all, ', 'And ', 'What is more, ', 'I should add that ', 'Honestly, '],
  complaint: ['Then ', 'On top of that, ', 'To make matters worse, ', 'Worst of all, ', 'And ', 'Even worse, ', 'After that, ', 'Meanwhile, '],
};

/** Lead-ins for a small gripe in an otherwise happy review. */
export const gripeLeads: Record<'glowing' | 'good', string[]> = {
  glowing: ['The only small thing: ', 'If I had to nitpick, ', 'My only gripe is that ', 'Minor thing, but ', 'One tiny note: '],
  good: ['Only reason for four stars: ', 'One star off because ', 'The only downside was that ', 'Not quite five stars, since ', 'A small knock: '],
};

/** How a three-star review weighs the good against the bad: `{good}` and `{bad}` are clauses. */
export const contrasts: string[] = [
  '{Good}, but {bad}',
  'Although {good}, {bad}',
  '{Good}. However, {bad}',
  '{Good}; unfortunately, {bad}',
  '{Bad}, although {good}',
  '{Good}. On the other hand, {bad}',
  'While {good}, {bad}',
  '{Bad}. To be fair, {good}',
];

/** Lead-ins for the one good word in a one- or two-star review. */
export const concessions: string[] = ['To be fair, ', 'I will give them this: ', 'The one good thing: ', 'In fairness, ', 'Credit where it is due: '];

/** What happened next, in longer complaints. Whole sentences. */
export const followUps: string[] = [
  'We called {company} the next morning',
  'The office said someone would be out that week',
  'A week went by, then two',
  'When someone finally came out, they smeared some caulk on it and left',
  'We ended up hiring another roofer to fix it for {amount}',
  'I have filed a complaint with the Better Business Bureau',
  'We sent photos and never got a reply',
  'I have been patient, but it has now been {months}',
  'They keep saying it is the weather, not their work',
  'We have spent more time chasing them than they spent on our roof',
];

/** Extra colour in longer happy reviews. Whole sentences. */
export const asides: string[] = [
  'We had a few questions after the job and they answered right away',
  'Our dog barked at them all day and they were good sports about it',
  'They even sent a follow-up email with photos of the finished roof',
  'We have had {stormsSince} since and not a single problem',
  'The whole street has been asking who did our roof',
  'They brought the samples to our kitchen table so we could pick a color',
  'It rained the day after they finished and the house stayed bone dry',
  'The permit and final inspection were all handled for us',
];

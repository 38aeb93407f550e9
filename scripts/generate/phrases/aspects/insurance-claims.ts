import type { AspectPhrases } from '../types.ts';

export const insuranceClaims: AspectPhrases = {
  id: 'insurance-claims',
  positive: [
    '{office} handled the whole insurance claim for us',
    'they met the adjuster on the roof and made sure nothing was missed',
    'the insurance company approved a full replacement thanks to their documentation',
    'they took detailed photos of every damaged shingle for the claim',
    'we only paid our deductible, and they handled everything else with the insurer',
    '{office} walked us through the claim process and every piece of paperwork',
    'they caught damage the adjuster missed and got it added to the claim',
    'they sent the supplement to our insurer and it was approved within a week',
    'they made the insurance claim painless',
    'they were upfront about what insurance would and would not cover',
    '{estimator} met the adjuster and got the claim approved on the first visit',
    'dealing with the insurance company was {very} easy with them on our side',
  ],
  negative: [
    'they botched our insurance claim and the adjuster denied half of it',
    'the insurance claim was a mess from start to finish',
    'they never sent the paperwork our insurer asked for',
    'we were left to deal with the adjuster on our own',
    'they billed our insurance company for work they never did',
    'they missed the claim deadline and we had to pay out of pocket',
    'they told us the claim would cover everything, then sent us a bill for {amount}',
    '{office} stopped answering once the insurance check was deposited',
    'the supplement they filed was rejected because the photos were missing',
    'they pushed us to file a claim for damage that was not there',
    'we are still fighting with our insurer because of their paperwork',
  ],
  mild: [
    'the insurance paperwork took longer than we expected',
    'we had to chase the claim supplement a couple of times',
    'the depreciation check took a while because of a missing invoice',
    'I wish they had explained the deductible part of the claim earlier',
  ],
  topic: 'the insurance claim',
  remedies: [
    '{officeFirst}, who runs our claims desk, will call you to go through every document we sent your insurer.',
    'We will send the missing paperwork to your adjuster this week and copy you on all of it.',
    'We never bill an insurer for work we did not do; I am pulling the file to see what happened.',
  ],
};

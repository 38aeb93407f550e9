import type { AspectPhrases } from '../types.ts';

export const warranty: AspectPhrases = {
  id: 'warranty',
  positive: [
    'the warranty is the best we were offered, ten years on workmanship',
    'when a vent started leaking, they came out under warranty the next day at no charge',
    'they registered the manufacturer warranty for us and sent the paperwork',
    'they stand behind their work, no questions asked',
    'the warranty claim was handled quickly and for free',
    'over a year later they still came back to check a spot, no charge',
    'the workmanship warranty actually means something with this company',
    'they explained the warranty coverage clearly before we signed',
    'a shingle lifted in a windstorm and they put it right under warranty within the week',
    'they honored the warranty without any argument',
  ],
  negative: [
    'the warranty claim was refused',
    'they refused the warranty claim and blamed the weather',
    'their so-called lifetime warranty is worthless',
    'when the roof leaked, they said it was not covered and wanted {amount} to look at it',
    'they never registered the manufacturer warranty like they promised',
    'we called about the warranty four times and nobody came out',
    'they claimed the leak was not covered because of improper maintenance',
    'the warranty paperwork never arrived',
    'they denied our warranty claim even though it was their own flashing that failed',
    'the warranty they sold us on does not cover labor, which nobody mentioned',
  ],
  mild: [
    'the warranty paperwork took a couple of months to arrive',
    'I had to ask twice for the warranty certificate',
    'the warranty details were buried in the fine print',
    'the warranty registration took longer than it should have',
  ],
  topic: 'the warranty',
  remedies: [
    'Our workmanship warranty covers installation faults for ten years, and I want to look at your claim again myself.',
    'We will send the manufacturer registration to you by email this week.',
    'If the failure is ours, the repair is free; if it is storm damage, we will help you with the claim.',
  ],
};

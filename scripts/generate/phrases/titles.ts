import type { Mood } from './types.ts';

/** Review titles, by how the reviewer feels. `{Service}` is the job's name with a capital. */
export const titles: Record<Mood, string[]> = {
  glowing: [
    '{Service} done right',
    'Highly recommend',
    'Fantastic crew',
    'Best roofer in {area}',
    'Fast and professional',
    'Five stars for {tech}',
    'Honest and fair',
    'Excellent experience',
    'Would hire again',
    'Spotless job',
    'Top-notch work',
    'Great {service}',
    'They made it easy',
    'Thank you, {tech}!',
  ],
  good: [
    'Good job overall',
    'Solid work, small hiccups',
    'Happy with our {service}',
    'Very good, not perfect',
    'Would use again',
    'Good {service}, slow start',
  ],
  mixed: [
    'Mixed experience',
    'Good roof, poor communication',
    'Okay, not great',
    'Some ups and downs',
    'Decent work, slow follow-up',
    '{Service}: fine in the end',
  ],
  poor: [
    'Disappointed',
    'Not what we were promised',
    'Problems after the {service}',
    'Slow to fix their mistakes',
    'Expected better',
  ],
  angry: [
    'Avoid',
    'Leaks after the {service}',
    'Never called back',
    'Worst contractor experience',
    'Do not hire',
    'Warranty means nothing',
    'Buyer beware',
    'Nails everywhere',
  ],
};

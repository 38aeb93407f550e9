import { firstNames, lastNames } from './names.ts';
import type { Random } from './random.ts';

const STYLES = { initial: 74, first: 9, full: 8, couple: 5, family: 4 };

export type Author = { display: string; firstName: string };

/** A display name as review platforms show them: mostly "Maria G.", sometimes fuller or plainer. */
export function drawAuthor(random: Random): Author {
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const style = random.weighted(STYLES);
  switch (style) {
    case 'initial':
      return { display: `${first} ${last[0]}.`, firstName: first };
    case 'first':
      return { display: first, firstName: first };
    case 'full':
      return { display: `${first} ${last}`, firstName: first };
    case 'couple': {
      const partner = random.pick(firstNames);
      return partner === first ? { display: `${first} ${last[0]}.`, firstName: first } : { display: `${first} & ${partner} ${last[0]}.`, firstName: `${first} and ${partner}` };
    }
    case 'family':
      return { display: `The ${last} family`, firstName: `${last} family` };
  }
}

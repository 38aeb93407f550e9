import { owner, profile, shortName, type ServiceId, type TechnicianName } from './business.ts';
import type { Composition } from './compose.ts';
import { aspectPhrases } from './phrases/aspects/index.ts';
import { responses } from './phrases/responses.ts';
import type { ReviewPlan } from './plan.ts';
import type { Random } from './random.ts';
import { servicePlans } from './services.ts';
import { createFiller } from './slots.ts';
import { technicianKinds, type TechnicianKind } from './technicians.ts';

/** First name of the first technician on the roster with `kind`: who the owner sends. */
function rosterFirstName(kind: TechnicianKind): string {
  const technician = profile.technicians.find((t) => technicianKinds[t.name].includes(kind)) ?? profile.technicians[0];
  return technician.name.split(' ')[0]!;
}

/** Who the owner sends to look at a job: the service's usual crew lead. */
function serviceCrew(service: ServiceId): string {
  const names = Object.keys(servicePlans[service].staff) as TechnicianName[];
  return names.find((name) => technicianKinds[name].includes('crew')) ?? `${rosterFirstName('crew')}`;
}

/** "+1-720-555-0142" as Americans write it: "(720) 555-0142". */
const phone = profile.telephone.replace(/^\+1-(\d{3})-(\d{3})-(\d{4})$/, '($1) $2-$3');

const fixedSlots = {
  officeFirst: rosterFirstName('office'),
  estimatorFirst: rosterFirstName('estimator'),
  phone,
  short: shortName,
};

/**
 * The owner's reply to a review: thanks for praise (naming the technician when the review
 * did), an apology and a concrete remedy for a complaint, now and then a firmer word.
 */
export function writeOwnerResponse(random: Random, plan: ReviewPlan, review: Composition, authorFirstName: string): string {
  const crew = plan.technicians.find((t) => t.kinds.includes('crew'));
  const topic = review.complaint ?? review.gripe;
  const filler = createFiller(random, plan, {
    ...fixedSlots,
    author: authorFirstName,
    crewFirst: (crew?.name ?? serviceCrew(plan.service)).split(' ')[0]!,
    topic: topic ? aspectPhrases[topic].topic : 'what went wrong',
    owner: random.chance(0.6) ? `— ${owner.name}, ${owner.title}` : `— ${owner.firstName}`,
  });
  const say = (list: readonly string[]) => filler.fill(random.pick(list.filter((t) => filler.fits(t))));
  const parts: string[] = [];

  if (plan.rating >= 4) {
    parts.push(say(responses.thanks));
    if (plan.technicians.length > 0 && random.chance(0.6)) parts.push(say(responses.thanksTech));
    if (review.gripe && random.chance(0.8)) parts.push(say(responses.gripe));
    parts.push(say(responses.signOff));
  } else {
    parts.push(say(plan.rating === 3 ? responses.mixedOpening : responses.apology));
    if (plan.rating === 1 && random.chance(0.1)) parts.push(say(responses.standFirm));
    else if (review.complaint && random.chance(0.85)) parts.push(say(aspectPhrases[review.complaint].remedies));
    parts.push(say(responses.closing));
  }
  return parts.filter(Boolean).join(' ');
}

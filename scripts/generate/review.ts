import type { ReviewInput } from '../../core/schemas/review.ts';
import { SOURCES, VERIFICATION_METHODS } from '../../core/schemas/review.ts';
import { areaWeights } from './areas.ts';
import { drawAuthor } from './author.ts';
import { profile, type AreaId, type ServiceId, type TechnicianName } from './business.ts';
import { composeReview } from './compose.ts';
import type { NamedTechnician, ReviewPlan } from './plan.ts';
import { moodOf } from './phrases/types.ts';
import type { Random } from './random.ts';
import { writeOwnerResponse } from './response.ts';
import { servicePlans } from './services.ts';
import { technicianKinds } from './technicians.ts';
import { dateOf, latestStorm, monthName, type Storm } from './timeline.ts';

/** A good roofer's stars: mostly fives, a real tail of ones. */
const RATINGS = { '5': 68, '4': 16, '3': 6, '2': 4, '1': 6 };

const SOURCE_WEIGHTS: Record<(typeof SOURCES)[number], number> = { google: 55, facebook: 12, yelp: 8, bbb: 5, angi: 10, website: 7, email: 3 };

/** Platforms can vouch for their own reviewers; the company's own channels cannot. */
const METHOD_WEIGHTS: Record<'platform' | 'own', Record<(typeof VERIFICATION_METHODS)[number], number>> = {
  platform: { job_record: 40, invoice_match: 30, platform_verified: 20, phone_callback: 10 },
  own: { job_record: 50, invoice_match: 40, platform_verified: 0, phone_callback: 10 },
};

/** Days between the review and the owner's reply: fast for complaints, leisurely for thanks. */
const CRITICAL_REPLY_DELAY = { '0': 30, '1': 35, '2': 20, '3': 10, '5': 5 };

const techniciansByName = new Map(profile.technicians.map((t) => [t.name as string, t]));
const areaNames = new Map(profile.service_areas.map((a) => [a.id as string, a.name]));
const serviceWeights = (storm: boolean) =>
  Object.fromEntries(Object.entries(servicePlans).map(([id, plan]) => [id, storm ? plan.stormWeight : plan.weight])) as Record<ServiceId, number>;
const normalServices = serviceWeights(false);
const stormServices = serviceWeights(true);

const NAME_STYLES = { first: 55, full: 20, alias: 25 };
const NAME_STYLES_NO_ALIAS = { first: 55, full: 20, alias: 0 };

/** How this reviewer names a technician: first name mostly, sometimes the full name or an alias. */
function nameTechnician(random: Random, name: TechnicianName): NamedTechnician {
  const first = name.split(' ')[0]!;
  const aliases = techniciansByName.get(name)?.aliases ?? [];
  const style = random.weighted(aliases.length > 0 ? NAME_STYLES : NAME_STYLES_NO_ALIAS);
  const alias = style === 'alias' ? random.pick(aliases) : undefined;
  return { name, kinds: technicianKinds[name], firstRef: alias ?? (style === 'full' ? name : first), laterRef: alias ?? first };
}

/** About 60% of reviews name someone; a quarter of those name a second person. */
function drawTechnicians(random: Random, service: ServiceId): NamedTechnician[] {
  if (!random.chance(0.6)) return [];
  const staff = servicePlans[service].staff as Record<TechnicianName, number>;
  const first = random.weighted(staff);
  const names = [first];
  if (Object.keys(staff).length > 1 && random.chance(0.25)) {
    // Redraw until someone else comes up (a handful of tries at most with these weights).
    for (let tries = 0; tries < 20; tries++) {
      const second = random.weighted(staff);
      if (second !== first) {
        names.push(second);
        break;
      }
    }
  }
  return names.map((name) => nameTechnician(random, name));
}

function stormName(random: Random, storm: Storm | undefined): string {
  if (!storm) return random.pick(['the last big storm', 'a bad hailstorm', 'the storm', 'a windstorm']);
  const month = monthName(storm.day);
  return random.pick([`the ${month} ${storm.kind}`, `the big ${storm.kind} in ${month}`, `the ${storm.kind}`, 'the storm']);
}

export type Context = { end: string; endDay: number; storms: readonly Storm[] };

/** The whole review record for a review written on `day`, numbered `sequence` (from 1). */
export function buildReview(random: Random, sequence: number, day: number, context: Context): ReviewInput {
  const storm = latestStorm(context.storms, day);
  const stormSeason = storm !== undefined && day - storm.day <= 75;
  const rating = Number(random.weighted(RATINGS));
  const service = random.weighted(stormSeason ? stormServices : normalServices);
  const area = random.weighted(areaWeights) as AreaId;
  const plan: ReviewPlan = {
    rating,
    mood: moodOf(rating),
    service,
    serviceRef: random.pick(servicePlans[service].refs),
    areaName: areaNames.get(area)!,
    technicians: drawTechnicians(random, service),
    month: monthName(day - random.int(3, 40)),
    storm: stormName(random, storm),
    stormSeason,
  };
  const composition = composeReview(random, plan);
  const author = drawAuthor(random);
  const source = random.weighted(SOURCE_WEIGHTS);
  const method = random.weighted(METHOD_WEIGHTS[source === 'website' || source === 'email' ? 'own' : 'platform']);
  const date = dateOf(day);
  const within = (days: number) => dateOf(Math.min(day + days, context.endDay));

  const review: ReviewInput = {
    id: `r-${String(sequence).padStart(6, '0')}`,
    date,
    rating,
    ...(composition.title ? { title: composition.title } : {}),
    text: composition.text,
    author: author.display,
    source,
    verification: { method, verified_at: within(random.int(0, 3)) },
    service_area: area,
  };
  if (rating <= 3 || random.chance(0.3)) {
    const delay = rating <= 3 ? Number(random.weighted(CRITICAL_REPLY_DELAY)) : random.int(0, 10);
    review.owner_response = { date: within(delay), text: writeOwnerResponse(random, plan, composition, author.firstName) };
  }
  // A job record or invoice knows what the job was, even when the reviewer did not say.
  if (!composition.namedService && (method === 'job_record' || method === 'invoice_match')) review.services = [service];
  return review;
}

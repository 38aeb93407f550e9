import { profile, shortName } from './business.ts';
import type { NamedTechnician, ReviewPlan } from './plan.ts';
import type { Random } from './random.ts';
import { servicePlans } from './services.ts';
import type { TechnicianKind } from './technicians.ts';

const SLOT = /\{(\w+)\}/g;

/** Values for the slots that do not depend on the review's plan. */
const words: Record<string, readonly string[]> = {
  very: ['very', 'really', 'extremely', 'super', 'incredibly', 'truly', 'so'],
  days: ['two days', 'three days', 'a day and a half', 'four days', 'two and a half days'],
  weeks: ['two weeks', 'three weeks', 'a month', 'six weeks', 'five weeks'],
  months: ['six months', 'eight months', 'a year', 'over a year', 'two years'],
  hours: ['two hours', 'a couple of hours', 'three hours', 'an hour'],
  amount: ['$350', '$480', '$600', '$750', '$1,200', '$1,850', '$2,400', '$3,100'],
  bigAmount: ['$9,400', '$11,900', '$14,800', '$18,500', '$22,300', '$26,750'],
  stormsSince: ['two big hailstorms', 'a couple of windstorms', 'a hailstorm and a windstorm', 'every storm this season', 'three heavy storms'],
  short: [shortName],
};

const TECHNICIAN_SLOTS: Record<string, TechnicianKind | 'any'> = { crew: 'crew', office: 'office', estimator: 'estimator', manager: 'manager', tech: 'any' };

/** Slot names a template uses, lower-cased ({Service} and {service} are one slot). Cached: templates are constants. */
const slotCache = new Map<string, string[]>();
export function slotsOf(template: string): string[] {
  let slots = slotCache.get(template);
  if (!slots) {
    slots = [...template.matchAll(SLOT)].map((m) => m[1]![0]!.toLowerCase() + m[1]!.slice(1));
    slotCache.set(template, slots);
  }
  return slots;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Fills templates for one review, and remembers which technicians and whether the job
 * were named, so the composer can add a sentence for anyone the phrases left out.
 */
export function createFiller(random: Random, plan: ReviewPlan, extra: Record<string, string> = {}) {
  const referred = new Set<string>();
  let namedService = false;
  const refs = servicePlans[plan.service].refs;

  const technicianFor = (kind: TechnicianKind | 'any'): NamedTechnician | undefined =>
    kind === 'any' ? plan.technicians[0] : plan.technicians.find((t) => t.kinds.includes(kind));

  const value = (slot: string, focus: NamedTechnician | undefined): string => {
    const kind = TECHNICIAN_SLOTS[slot];
    if (kind) {
      const technician = focus ?? technicianFor(kind)!;
      const ref = referred.has(technician.name) ? technician.laterRef : technician.firstRef;
      referred.add(technician.name);
      return ref;
    }
    switch (slot) {
      case 'service':
        namedService = true;
        return random.chance(0.75) ? plan.serviceRef : random.pick(refs);
      case 'company':
        return random.chance(0.8) ? shortName : profile.name;
      case 'area':
        return plan.areaName;
      case 'month':
        return plan.month;
      case 'storm':
        return plan.storm;
    }
    const list = words[slot];
    if (list) return random.pick(list);
    const fixed = extra[slot];
    if (fixed !== undefined) return fixed;
    throw new Error(`unknown slot {${slot}}`);
  };

  return {
    /** True when every slot of `template` can be filled for this review. */
    fits(template: string): boolean {
      return slotsOf(template).every((slot) => {
        const kind = TECHNICIAN_SLOTS[slot];
        return kind === undefined || technicianFor(kind) !== undefined;
      });
    },
    /** `template` with its slots filled; technician slots name `focus` when given. */
    fill(template: string, focus?: NamedTechnician): string {
      return template.replace(SLOT, (_, name: string) => {
        const slot = name[0]!.toLowerCase() + name.slice(1);
        const text = value(slot, focus);
        return name[0] === slot[0] ? text : capitalize(text);
      });
    },
    /** Technicians of the plan the text has not named yet. */
    unnamed(): NamedTechnician[] {
      return plan.technicians.filter((t) => !referred.has(t.name));
    },
    get namedService() {
      return namedService;
    },
  };
}

export type Filler = ReturnType<typeof createFiller>;

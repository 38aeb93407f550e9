import type { AspectId } from './phrases/types.ts';
import type { ServiceId, TechnicianName } from './business.ts';

/** How often each service is reviewed, who works on it and what reviewers talk about. */
export type ServicePlan = {
  /** Share of reviews outside storm season. */
  weight: number;
  /** Share of reviews in the weeks after a big storm. */
  stormWeight: number;
  /** Whether the job is on the roof: if not, phrases about roofs and shingles are left out. */
  onRoof: boolean;
  /**
   * How homeowners name the job after "the" or "our" (singular: "our {service} was"). Each is matched by the service's
   * name, id or synonyms in the profile (a test checks), so a review that names its job
   * mentions the service.
   */
  refs: string[];
  /** Technicians who work this kind of job, with how likely each is to be named. */
  staff: Partial<Record<TechnicianName, number>>;
  /** Multipliers on the aspect weights for reviews of this service. */
  aspects: Partial<Record<AspectId, number>>;
};

export const servicePlans: Record<ServiceId, ServicePlan> = {
  'roof-replacement': {
    weight: 30,
    onRoof: true,
    stormWeight: 26,
    refs: ['new roof', 're-roof', 'roof replacement', 'tear-off and re-roof', 'new roof', 'reroof'],
    staff: { 'Dave Kowalski': 6, 'Luis Ortega': 3, 'Sam Whitfield': 2, 'Tamika Brooks': 1 },
    aspects: { workmanship: 1.3, 'clean-up': 1.4, 'price-value': 1.2, warranty: 1.2 },
  },
  'roof-repair': {
    weight: 26,
    onRoof: true,
    stormWeight: 12,
    refs: ['roof repair', 'leak repair', 'patch job', 'flashing repair', 'pipe boot repair'],
    staff: { 'Hector Ramirez': 6, 'Sam Whitfield': 2, 'Tamika Brooks': 1 },
    aspects: { workmanship: 1.4, timeliness: 1.2, 'clean-up': 0.5, warranty: 1.3 },
  },
  'storm-damage-restoration': {
    weight: 12,
    onRoof: true,
    stormWeight: 34,
    refs: ['hail damage repair', 'storm damage repair', 'hail claim', 'storm repair', 'wind damage repair', 'storm damage restoration'],
    staff: { 'Tamika Brooks': 5, 'Dave Kowalski': 3, 'Sam Whitfield': 3, 'Luis Ortega': 2 },
    aspects: { 'insurance-claims': 5, 'storm-response': 2.5, 'estimate-inspection': 1.3 },
  },
  'emergency-tarping': {
    weight: 4,
    onRoof: true,
    stormWeight: 12,
    refs: ['emergency tarp', 'emergency tarping', 'emergency call-out', 'tarp job'],
    staff: { 'Hector Ramirez': 5, 'Dave Kowalski': 2 },
    aspects: { 'storm-response': 6, timeliness: 1.5, 'clean-up': 0.3, warranty: 0.2, 'price-value': 0.8 },
  },
  'gutter-installation': {
    weight: 12,
    onRoof: false,
    stormWeight: 6,
    refs: ['gutter installation', 'gutter job', 'gutter guard installation', 'seamless gutter installation'],
    staff: { 'Brianna Cole': 7, 'Luis Ortega': 1 },
    aspects: { 'insurance-claims': 0.2, 'storm-response': 0.2, 'clean-up': 1.2 },
  },
  'roof-inspection': {
    weight: 8,
    onRoof: true,
    stormWeight: 6,
    refs: ['roof inspection', 'pre-sale inspection', 'roof certification', 'annual inspection', 'drone inspection'],
    staff: { 'Sam Whitfield': 7, 'Luis Ortega': 1 },
    aspects: { 'estimate-inspection': 6, workmanship: 0.15, 'clean-up': 0.1, warranty: 0.2, timeliness: 0.8 },
  },
  'skylight-installation': {
    weight: 3,
    onRoof: true,
    stormWeight: 1,
    refs: ['skylight', 'skylight replacement', 'sun tunnel', 'new skylight'],
    staff: { 'Hector Ramirez': 3, 'Dave Kowalski': 2 },
    aspects: { workmanship: 1.5, 'insurance-claims': 0.1, 'storm-response': 0.1 },
  },
  'siding-and-soffit': {
    weight: 5,
    onRoof: false,
    stormWeight: 3,
    refs: ['siding repair', 'siding', 'soffit and fascia work', 'siding and soffit repair'],
    staff: { 'Brianna Cole': 5, 'Hector Ramirez': 2 },
    aspects: { 'storm-response': 0.3 },
  },
};

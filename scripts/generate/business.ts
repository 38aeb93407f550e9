import type { z } from 'zod';
import type { Business } from '../../core/schemas/business.ts';

/** The profile is a constant (`as const`), so ids and names are literal types the generator can key on. */
type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/**
 * The sample business: the one place its profile is written. The generator writes it to
 * `business.yaml`; `content/business.yaml` is that output. Fictional throughout
 * (555-01xx telephone numbers and `.example` domains are reserved for fiction).
 */
export const profile = {
  id: 'summit-ridge-roofing',
  name: 'Summit Ridge Roofing & Exteriors',
  description:
    'Family-owned residential roofing contractor in Larkspur Falls, Colorado: roof replacement and repair, ' +
    'hail and wind damage restoration with insurance claim help, emergency tarping, gutters, skylights and siding.',
  url: 'https://www.summitridgeroofing.example/',
  telephone: '+1-720-555-0142',
  email: 'office@summitridgeroofing.example',
  address: {
    street: '4180 Quarry Road, Unit B',
    locality: 'Larkspur Falls',
    region: 'CO',
    postal_code: '80957',
    country: 'US',
  },
  geo: { latitude: 39.2841, longitude: -104.8712 },
  founded: 2009,
  price_range: '$$',
  opening_hours: ['Mo-Fr 07:00-18:00', 'Sa 08:00-13:00'],
  licenses: [
    { authority: 'City of Larkspur Falls Building Department', number: 'RC-2009-04417', kind: 'Roofing contractor licence (Class A)' },
    { authority: 'Larkspur County Regional Building Authority', number: 'LCRBA-C-18852', kind: 'General contractor licence (Class C, residential)' },
    { authority: 'City of Aspen Grove Permits Office', number: 'AG-CR-2231', kind: 'Contractor registration' },
  ],
  services: [
    {
      id: 'roof-replacement',
      name: 'Roof replacement',
      description: 'Full tear-off and re-roof with architectural asphalt shingles, standing-seam metal or impact-resistant Class 4 shingles.',
      synonyms: ['re-roof', 'reroof', 'new roof', 'tear-off', 'tear off', 'reroofing', 're-roofing'],
    },
    {
      id: 'roof-repair',
      name: 'Roof repair',
      description: 'Leak tracing and repair, flashing, pipe boots, missing or damaged shingles, valleys and ridge caps.',
      synonyms: ['leak repair', 'roof repairs', 'patch job', 'flashing repair', 'fixed the leak', 'pipe boot'],
    },
    {
      id: 'storm-damage-restoration',
      name: 'Storm damage restoration',
      description: 'Hail and wind damage inspections, documentation for the insurer, adjuster meetings and the restoration itself.',
      synonyms: ['hail damage', 'wind damage', 'storm damage', 'hail claim', 'storm repair', 'hail repair'],
    },
    {
      id: 'emergency-tarping',
      name: 'Emergency tarping',
      description: 'Same-day tarping and board-up after storms, fallen trees and active leaks, seven days a week.',
      synonyms: ['emergency tarp', 'tarp', 'tarps', 'tarped', 'emergency call-out', 'board-up'],
    },
    {
      id: 'gutter-installation',
      name: 'Gutter installation',
      description: 'Seamless aluminium gutters and downspouts, gutter guards and fascia repairs.',
      synonyms: ['gutters', 'new gutters', 'seamless gutters', 'gutter guards', 'gutter guard', 'gutter job', 'downspouts', 'leaf guards'],
    },
    {
      id: 'roof-inspection',
      name: 'Roof inspection',
      description: 'Free pre-purchase, annual and post-storm roof inspections with a photo report and roof certification.',
      synonyms: ['roof certification', 'pre-sale inspection', 'annual inspection', 'drone inspection', 'photo report'],
    },
    {
      id: 'skylight-installation',
      name: 'Skylight installation',
      description: 'New, replacement and leak-proofed skylights and sun tunnels, flashed to the manufacturer kit.',
      synonyms: ['skylight', 'skylights', 'sun tunnel', 'solar tube'],
    },
    {
      id: 'siding-and-soffit',
      name: 'Siding and soffit repair',
      description: 'Storm-damaged siding, soffit and fascia replacement matched to the existing colour.',
      synonyms: ['siding', 'soffit', 'soffits', 'fascia'],
    },
  ],
  technicians: [
    { name: 'Dave Kowalski', role: 'Crew foreman, roof replacements', aliases: ['Big Dave'] },
    { name: 'Luis Ortega', role: 'Project manager', aliases: ['Lou'] },
    { name: 'Tamika Brooks', role: 'Office manager and insurance claims coordinator', aliases: ['Miss Tamika'] },
    { name: 'Sam Whitfield', role: 'Estimator and roof inspector', aliases: ['Sammy'] },
    { name: 'Hector Ramirez', role: 'Repair and emergency service technician', aliases: ['Hec'] },
    { name: 'Brianna Cole', role: 'Gutters and exteriors lead', aliases: ['Bri'] },
  ],
  service_areas: [
    { id: 'larkspur-falls', name: 'Larkspur Falls', region: 'Larkspur County, CO' },
    { id: 'north-larkspur', name: 'North Larkspur', region: 'Larkspur County, CO' },
    { id: 'aspen-grove', name: 'Aspen Grove', region: 'Larkspur County, CO' },
    { id: 'millbrook-heights', name: 'Millbrook Heights', region: 'Larkspur County, CO' },
    { id: 'cedar-bend', name: 'Cedar Bend', region: 'Douglas Fork County, CO' },
    { id: 'granite-ridge', name: 'Granite Ridge', region: 'Douglas Fork County, CO' },
  ],
  time_zone: 'America/Denver',
  updated: '2026-10-01',
} as const satisfies DeepReadonly<z.input<typeof Business>>;

/** The owner signs replies to reviews; not a technician, so never a mention. */
export const owner = { name: 'Greg Halvorsen', firstName: 'Greg', title: 'owner' } as const;

/** How homeowners and the owner call the company in running text. */
export const shortName = 'Summit Ridge';

/** The profile as it is written for a folder whose reviews end on `end`: `updated` never after the data. */
export function profileFor(end: string): DeepReadonly<z.input<typeof Business>> {
  return { ...profile, updated: profile.updated < end ? profile.updated : end };
}

export type ServiceId = (typeof profile.services)[number]['id'];
export type TechnicianName = (typeof profile.technicians)[number]['name'];
export type AreaId = (typeof profile.service_areas)[number]['id'];

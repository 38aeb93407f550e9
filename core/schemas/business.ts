import { z } from 'zod';
import { IsoDate } from './date.ts';

/** True when `name` is an IANA time zone this Node knows (`America/Denver`). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A stable identifier: lower-case words joined by hyphens (`roof-replacement`). */
export const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'must be lower-case words joined by hyphens' });

export const Service = z.object({
  id: Slug,
  name: z.string().min(1),
  description: z.string().min(1),
  /** Other ways homeowners say it ("re-roof" for a replacement); matched case-insensitively. */
  synonyms: z.array(z.string().min(2)).default([]),
});

export const Technician = z.object({
  name: z.string().min(3).describe('Full name as customers know it'),
  role: z.string().min(1),
  /** Nicknames and short forms; the first name always counts and need not be listed. */
  aliases: z.array(z.string().min(2)).default([]),
});

export const ServiceArea = z.object({
  id: Slug,
  name: z.string().min(1),
  region: z.string().min(1),
});

export const License = z.object({
  authority: z.string().min(1),
  number: z.string().min(1),
  kind: z.string().min(1),
});

export const PostalAddress = z.object({
  street: z.string().min(1),
  locality: z.string().min(1),
  region: z.string().min(1),
  postal_code: z.string().min(1),
  country: z.string().length(2).describe('ISO 3166-1 alpha-2'),
});

/** The business profile, as written in `content/business.yaml` and published in `reviews.json`. */
export const Business = z
  .object({
    id: Slug,
    name: z.string().min(1),
    description: z.string().min(1),
    url: z.url(),
    telephone: z.string().min(7),
    email: z.email(),
    address: PostalAddress,
    geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
    founded: z.number().int().min(1800).max(2100),
    price_range: z.string().min(1),
    opening_hours: z.array(z.string().min(1)).default([]),
    licenses: z.array(License).default([]),
    services: z.array(Service).min(1),
    technicians: z.array(Technician).default([]),
    service_areas: z.array(ServiceArea).min(1),
    /** Where the business works; turns a platform's timestamps into the local calendar date of a review. */
    time_zone: z.string().refine(isTimeZone, { message: 'must be an IANA time zone name, such as America/Denver' }).optional(),
    /** When the profile itself last changed; feeds Last-Modified. */
    updated: IsoDate,
  })
  .strict()
  .superRefine((business, ctx) => {
    for (const [key, list] of [['services', business.services], ['service_areas', business.service_areas]] as const) {
      const seen = new Set<string>();
      list.forEach((item, index) => {
        if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [key, index, 'id'], message: `duplicate id "${item.id}"` });
        seen.add(item.id);
      });
    }
  })
  .meta({ id: 'Business' });

export type Business = z.infer<typeof Business>;
export type Service = z.infer<typeof Service>;
export type Technician = z.infer<typeof Technician>;

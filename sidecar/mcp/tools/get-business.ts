import { z } from 'zod';
import { Business } from '../../../core/schemas/business.ts';
import { IsoDate } from '../../../core/schemas/date.ts';
import { RatingSummary } from '../../../core/schemas/review.ts';
import { defineTool, jsonAnswer } from './definition.ts';

const input = z.object({}).strict();

const output = z.object({
  business: Business.describe('The business profile: name, contact, address, licences, services, technicians, service areas'),
  rating: RatingSummary.describe('Aggregate star rating over every published review'),
  last_modified: IsoDate.describe('Date of the newest change to the business profile or any review (the Last-Modified of reviews.json)'),
  links: z
    .object({
      reviews_json: z.url().describe('The whole reviews dataset'),
      insights_json: z.url().describe('The insights dataset'),
      json_feed: z.url().describe('JSON Feed of the newest reviews'),
      atom_feed: z.url().describe('Atom feed of the newest reviews'),
    })
    .describe('Public URLs of the datasets and feeds'),
});

export const getBusiness = defineTool({
  name: 'get_business',
  title: 'Business profile and rating',
  description:
    'The roofing business this server is about: name, contact details, address, licences, the services it offers, its technicians, the areas it serves, and its aggregate star rating. Call this first to learn the ids and names the other tools take.',
  input,
  output,
  answer: ({ dataset }, _args, urls) =>
    jsonAnswer({
      business: dataset.business,
      rating: dataset.rating,
      last_modified: dataset.last_modified,
      links: { reviews_json: urls.reviewsJson, insights_json: urls.insightsJson, json_feed: urls.jsonFeed, atom_feed: urls.atomFeed },
    }),
});

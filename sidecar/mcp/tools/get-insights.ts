import { z } from 'zod';
import { Insights } from '../../../core/schemas/insights.ts';
import { escapedInsightsMember, insightsMembers } from '../views.ts';
import { defineTool } from './definition.ts';
import { escapedJson } from './result-bytes.ts';
import { toolSchema } from './tool-schema.ts';

const OPEN_OBJECT = Buffer.from('{');
const CLOSE_OBJECT = Buffer.from('}');

export const INSIGHT_SECTIONS = ['aspects', 'entities', 'topics', 'faq', 'summary'] as const;

export const getInsights = defineTool({
  name: 'get_insights',
  title: 'Review insights',
  description:
    'What the reviews say, analysed: sentiment per aspect of the job (workmanship, clean-up, communication, price...), the technicians, services and service areas people mention, recurring topics, answers to frequent questions, and an editorial summary. Use it for "what do customers like or dislike?" and "what are the common complaints?"; ask for one section to keep the answer small.',
  input: z
    .object({
      section: z
        .enum(INSIGHT_SECTIONS)
        .optional()
        .describe('Only this section: aspects (sentiment per aspect of the work), entities (technicians, services, service areas), topics, faq, or summary. The whole document when omitted.'),
    })
    .strict(),
  // The insights.json schema with every section optional: the whole document, or the one asked for.
  output: toolSchema(Insights.partial()),
  async answer(snapshot, { section }) {
    let members: Map<string, Buffer>;
    try {
      members = await insightsMembers(snapshot);
    } catch {
      return { error: 'The insights of the current build cannot be read; the other tools still work.' };
    }
    // The members' bytes and their escaped forms, kept per build, spliced as they are: the
    // structured content is JSON.stringify of the document, or of { [section]: … }, and the
    // text content the same escaped; nothing of megabytes is escaped, joined or copied per call.
    const wanted = section ? [section] : [...members.keys()];
    const structured: Buffer[] = [OPEN_OBJECT];
    const escaped: Buffer[] = [OPEN_OBJECT];
    for (const key of wanted) {
      const value = members.get(key);
      if (value === undefined) continue; // as JSON.stringify leaves out an undefined member
      const name = Buffer.from(`${structured.length > 1 ? ',' : ''}${JSON.stringify(key)}:`);
      structured.push(name, value);
      escaped.push(escapedJson(name), escapedInsightsMember(snapshot, key, value));
    }
    structured.push(CLOSE_OBJECT);
    escaped.push(CLOSE_OBJECT); // braces need no escaping
    return { parts: { structured, escaped } };
  },
});

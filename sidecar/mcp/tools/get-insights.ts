import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { Insights } from '../../../core/schemas/insights.ts';
import type { McpContext } from '../context.ts';
import { insightsDocument } from '../views.ts';
import { READ_ONLY, toolError, toolResult } from './result.ts';
import { toolSchema } from './tool-schema.ts';

export const INSIGHT_SECTIONS = ['aspects', 'entities', 'topics', 'faq', 'summary'] as const;

const input = z
  .object({
    section: z
      .enum(INSIGHT_SECTIONS)
      .optional()
      .describe('Only this section: aspects (sentiment per aspect of the work), entities (technicians, services, service areas), topics, faq, or summary. The whole document when omitted.'),
  })
  .strict();

// The insights.json schema with every section optional: the whole document, or the one asked for.
const output = toolSchema(Insights.partial());

export function registerGetInsights(server: McpServer, { store }: McpContext): void {
  server.registerTool(
    'get_insights',
    {
      title: 'Review insights',
      description:
        'What the reviews say, analysed: sentiment per aspect of the job (workmanship, clean-up, communication, price...), the technicians, services and service areas people mention, recurring topics, answers to frequent questions, and an editorial summary. Use it for "what do customers like or dislike?" and "what are the common complaints?"; ask for one section to keep the answer small.',
      inputSchema: input,
      outputSchema: output,
      annotations: { title: 'Review insights', ...READ_ONLY },
    },
    async ({ section }) => {
      let document: Insights;
      try {
        document = await insightsDocument(store.current());
      } catch {
        return toolError('The insights of the current build cannot be read; the other tools still work.');
      }
      return toolResult(section ? { [section]: document[section] } : document);
    },
  );
}

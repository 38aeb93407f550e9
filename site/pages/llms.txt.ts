import { getBuildContext } from '../../core/build/context.ts';
import { renderLlmsTxt } from '../lib/llms-txt.ts';

export function GET() {
  const { dataset, urls } = getBuildContext();
  return new Response(renderLlmsTxt(dataset, urls));
}

import type { APIContext } from 'astro';
import { getBuildContext } from '../../../../../core/build/context.ts';
import { sinceWindow } from '../../../../../core/build/outputs.ts';
import { renderSince } from '../../../../../core/render/reviews-json.ts';

// Only a recent window is prebuilt (see SINCE_WINDOW_DAYS); the sidecar renders any other
// date with the same function, so both give the same bytes and ETag.
export function getStaticPaths() {
  return sinceWindow(getBuildContext().dataset).map((date) => ({ params: { date } }));
}

export function GET({ params }: APIContext) {
  return new Response(renderSince(getBuildContext().dataset, params.date!).body);
}

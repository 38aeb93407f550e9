import { getBuildContext } from '../../core/build/context.ts';

export function GET() {
  return new Response(getBuildContext().output('insights.json').body);
}

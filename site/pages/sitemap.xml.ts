import { getBuildContext } from '../../core/build/context.ts';
import { renderSitemap, sitemapEntries } from '../lib/sitemap.ts';

export function GET() {
  const { dataset, urls } = getBuildContext();
  return new Response(renderSitemap(sitemapEntries(dataset, urls)));
}

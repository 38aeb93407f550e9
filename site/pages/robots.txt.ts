import { getBuildContext } from '../../core/build/context.ts';

// Everything is public and read-only; crawlers may read it all. The sitemap needs an absolute URL.
export function GET() {
  const { urls } = getBuildContext();
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${urls.base}/sitemap.xml\n`);
}

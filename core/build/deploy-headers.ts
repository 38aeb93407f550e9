import fs from 'node:fs';
import path from 'node:path';
import { cacheControlFor, PUBLIC_HEADERS, topicLinks } from '../http/published-headers.ts';
import type { Urls } from '../urls.ts';
import { MANIFEST_FILE, type Manifest } from './manifest.ts';

/** Header name and value pairs, in the order they are written. */
export type HeaderList = Array<[string, string]>;

type Published = { etag?: string; contentType: string; lastModified?: string };

/**
 * Every header a static host must send with one published file: the manifest's ETag and
 * Content-Type (the since/ files have no extension: the manifest says application/json), the
 * same Cache-Control, CORS and nosniff the sidecar sends, and the WebSub Link on the topics.
 * Built from the functions the sidecar answers with, so the two cannot drift.
 */
export function fileHeaders(file: string, entry: Published, links: Map<string, string>): HeaderList {
  const headers: HeaderList = [
    ...(entry.etag ? [['ETag', entry.etag] as [string, string]] : []),
    ['Content-Type', entry.contentType],
    ['Cache-Control', cacheControlFor(file)],
    ...Object.entries(PUBLIC_HEADERS),
  ];
  if (entry.lastModified) headers.push(['Last-Modified', entry.lastModified]);
  const link = links.get(file);
  if (link) headers.push(['Link', link]);
  return headers;
}

/**
 * Every file to upload (the manifest's files and manifest.json itself) with its headers.
 * manifest.json gets no fixed ETag: it is uploaded last, after the new headers are live, and
 * a header naming the new manifest while the old one is still in place would make sidecars
 * revalidate the old bytes under the new tag (a 304 forever). The host's own ETag, made from
 * the file as it is, has no such window.
 */
export function publishedFiles(manifest: Manifest, urls: Urls): Array<{ file: string; headers: HeaderList }> {
  const links = topicLinks(urls);
  const files = Object.entries(manifest.files).map(([file, entry]) => ({ file, headers: fileHeaders(file, entry, links) }));
  files.push({ file: MANIFEST_FILE, headers: fileHeaders(MANIFEST_FILE, { contentType: 'application/json; charset=utf-8' }, links) });
  return files;
}

/** The URL paths a file answers: `/a/index.html` also as `/a/`, as static hosts serve it. */
function urlPaths(file: string): string[] {
  const paths = [`/${file}`];
  if (file === 'index.html' || file.endsWith('/index.html')) paths.unshift(`/${file.slice(0, -'index.html'.length)}`);
  return paths;
}

/**
 * Netlify and Cloudflare Pages `_headers`: a path line, then indented `Name: value` lines.
 * (Cloudflare Pages reads at most 100 rules; Netlify has no such limit.)
 */
export function renderHeadersFile(files: Array<{ file: string; headers: HeaderList }>, id: string): string {
  const lines = [`# Headers for build ${id}, written by \`npm run build\` from its manifest. Do not edit.`];
  for (const { file, headers } of files) {
    for (const urlPath of urlPaths(file)) {
      lines.push(urlPath.replace(/ /g, '%20'));
      for (const [name, value] of headers) lines.push(`  ${name}: ${value}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** A single-quoted nginx string. */
const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * An nginx include for the `server` block whose `root` is the uploaded build: one exact
 * location per file. nginx's own ETag is turned off (it is made from mtime and size, so it
 * differs between hosts and uploads) and the manifest's is sent with add_header; since
 * nginx's If-None-Match check only compares its own ETag, the 304 is answered by a regex on
 * the request's If-None-Match (`*`, or a list containing the tag, W/ or not).
 */
export function renderNginxInclude(files: Array<{ file: string; headers: HeaderList }>, id: string): string {
  const out = [
    `# nginx include for build ${id}, written by \`npm run build\` from its manifest. Do not edit.`,
    '# Use inside the server block whose root is the uploaded build:  include /path/to/nginx.conf;',
    'etag off;',
  ];
  const notFound = files.find(({ file }) => file === '404.html');
  if (notFound) {
    // The site's 404 page for unknown paths, with a 404 status and no validators: a named
    // location, so the page's own location (its ETag, its 304) does not answer for them.
    out.push('error_page 404 @not_found;', 'location @not_found {', '    types { }', "    default_type 'text/html; charset=utf-8';");
    for (const [name, value] of notFound.headers) if (name in PUBLIC_HEADERS) out.push(`    add_header ${name} ${quote(value)} always;`);
    out.push('    try_files /404.html =404;', '}');
  }
  for (const { file, headers } of files) {
    const etag = headers.find(([name]) => name === 'ETag')?.[1];
    const contentType = headers.find(([name]) => name === 'Content-Type')![1];
    out.push(`location = ${quote(`/${file}`)} {`);
    // An empty types map: every file gets the manifest's type, extension or not.
    out.push('    types { }', `    default_type ${quote(contentType)};`);
    for (const [name, value] of headers) {
      if (name === 'Content-Type' || name === 'Last-Modified') continue; // nginx sends the type; Last-Modified is the file's mtime
      out.push(`    add_header ${name} ${quote(value)} always;`);
    }
    if (etag) out.push(`    if ($http_if_none_match ~ ${quote(`^\\s*\\*\\s*$|${etag}`)}) {`, '        return 304;', '    }');
    else out.push('    etag on; # no fixed tag (manifest.json): nginx\'s own, and its own 304');
    out.push('}');
  }
  return `${out.join('\n')}\n`;
}

/** Where a build's deploy files go: `deploy/<id>/` beside `builds/`, never inside the upload. */
export function deployDir(buildDir: string, id: string): string {
  return path.join(path.resolve(buildDir), 'deploy', id);
}

/** Writes `_headers` and `nginx.conf` for a committed build. */
export function writeDeployFiles(buildDir: string, manifest: Manifest, urls: Urls): string {
  const files = publishedFiles(manifest, urls);
  const dir = deployDir(buildDir, manifest.id);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, '_headers'), renderHeadersFile(files, manifest.id));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), renderNginxInclude(files, manifest.id));
  return dir;
}

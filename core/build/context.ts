import path from 'node:path';
import { loadContent } from '../content/load.ts';
import { createDataset, type Dataset } from '../dataset/dataset.ts';
import { readEnv } from '../env.ts';
import { computeInsights, type Insights } from '../insights/index.ts';
import { renderSince } from '../render/reviews-json.ts';
import { createUrls, type Urls } from '../urls.ts';
import { DATA_OUTPUTS, type DataOutputPath, type RenderedOutput } from './outputs.ts';

/** What one build renders from: the validated content, its insights and the public URLs. */
export type BuildContext = {
  contentDir: string;
  urls: Urls;
  dataset: Dataset;
  insights: Insights;
  /** A data file's body and Last-Modified, rendered once per build. */
  output(path: DataOutputPath): RenderedOutput;
  /** Last-Modified of any built file: its data's own for data files, the dataset's for the rest. */
  lastModified(path: string): string;
};

const SINCE_PATH = /^api\/reviews\/since\/(\d{4}-\d{2}-\d{2})$/;

export type BuildOptions = { contentDir: string; baseUrl: string };

// Astro bundles the site's modules separately from the build script, so a module-level cache
// would load the content twice. One process-wide slot lets the script prepare the context
// (validating content before Astro starts) and every endpoint and page reuse it.
const SLOT = Symbol.for('reviews-service.build-context');
type Slot = { [SLOT]?: BuildContext };

export function prepareBuildContext(options: BuildOptions): BuildContext {
  const contentDir = path.resolve(options.contentDir);
  const dataset = createDataset(loadContent(contentDir));
  const urls = createUrls(options.baseUrl);
  const insights = computeInsights(dataset);
  const rendered = new Map<DataOutputPath, RenderedOutput>();
  const context: BuildContext = {
    contentDir,
    urls,
    dataset,
    insights,
    output(file) {
      let output = rendered.get(file);
      if (!output) {
        output = DATA_OUTPUTS[file]({ dataset, insights, urls });
        rendered.set(file, output);
      }
      return output;
    },
    lastModified(file) {
      const since = SINCE_PATH.exec(file);
      if (since) return renderSince(dataset, since[1]!).lastModified;
      if (file in DATA_OUTPUTS) return context.output(file as DataOutputPath).lastModified;
      return dataset.lastModified;
    },
  };
  (globalThis as Slot)[SLOT] = context;
  return context;
}

/** The current build's context; prepared from the environment when the build script did not. */
export function getBuildContext(): BuildContext {
  return (globalThis as Slot)[SLOT] ?? prepareBuildContext(buildOptionsFromEnv());
}

/** The build's settings from the environment (core/env.ts): CONTENT_DIR, BASE_URL, BUILD_DIR. */
export function buildOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): BuildOptions & { buildDir: string } {
  const values = readEnv(env);
  return { contentDir: values.CONTENT_DIR, baseUrl: values.baseUrl, buildDir: values.BUILD_DIR };
}

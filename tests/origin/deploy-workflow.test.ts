import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../helpers/build.ts';

type Step = { name?: string; run?: string; uses?: string };

describe('docs/deploy-workflow.yml, the CI example', () => {
  const workflow = parse(fs.readFileSync(path.join(PROJECT_ROOT, 'docs/deploy-workflow.yml'), 'utf8')) as { jobs: Record<string, { steps: Step[] }> };
  const steps = Object.values(workflow.jobs)[0]!.steps;
  const at = (pattern: RegExp) => steps.findIndex((step) => pattern.test(step.run ?? ''));

  it('should build, then upload, then ping the hub, with the commands this project has', () => {
    const scripts = Object.keys(JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')).scripts);
    const build = at(/^npm run build\b/);
    const upload = at(/rsync/);
    const ping = at(/npm run publish -- --hub https?:\/\//);
    assert.ok(build >= 0 && upload > build && ping > upload, `order: build ${build}, upload ${upload}, ping ${ping}`);
    for (const step of steps) for (const [, script] of (step.run ?? '').matchAll(/npm run (\S+)/g)) assert.ok(scripts.includes(script!), `npm run ${script}`);
  });

  it('should upload every file first, then the generated headers, then manifest.json last', () => {
    const lines = steps[at(/rsync/)]!.run!.split('\n').filter((line) => /rsync|nginx -s reload/.test(line));
    assert.match(lines[0]!, /--exclude manifest\.json "\$BUILD\/"/);
    assert.match(lines[1]!, /"\$DEPLOY\/nginx\.conf"/);
    assert.match(lines[2]!, /nginx -t && sudo nginx -s reload/);
    assert.match(lines[3]!, /"\$BUILD\/manifest\.json"/);
    assert.match(lines[4]!, /--delete/);
    // The paths it names are the ones `npm run build` writes (core/build/build-dir.ts, deploy-headers.ts).
    assert.match(steps[at(/readlink dist\/current/)]!.run!, /BUILD=dist\/builds\/\$id[\s\S]*DEPLOY=dist\/deploy\/\$id/);
  });
});

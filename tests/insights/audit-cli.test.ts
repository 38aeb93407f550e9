// `npm run audit:insights` as a user runs it: the real command, on an insights.json computed by
// the build's own function from a real content folder (tests/fixtures/small).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../../core/content/load.ts';
import { createDataset } from '../../core/dataset/dataset.ts';
import { computeInsights } from '../../core/insights/index.ts';
import { tempDir } from '../helpers/build.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONTENT = path.join(ROOT, 'tests/fixtures/small');
const dir = tempDir('audit');
const dataset = createDataset(loadContent(CONTENT));
const insights = computeInsights(dataset);
const INSIGHTS = path.join(dir, 'insights.json');
fs.writeFileSync(INSIGHTS, JSON.stringify(insights));
const texts = new Map(dataset.reviews.map((r) => [r.id, r.text]));

function audit(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/audit-insights.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
const rows = (sheet: string) =>
  sheet
    .split('\n')
    .filter((l) => /^\| \d+ \|/.test(l))
    .map((l) => l.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim().replace(/\\\|/g, '|')));

describe('npm run audit:insights', () => {
  it('should print N claims with the review and the sentence each rests on, and an empty mark column', () => {
    const { code, stdout, stderr } = audit('--sample', '8', '--seed', 'one', '--insights', INSIGHTS, '--content', CONTENT);
    assert.equal(code, 0, stderr);
    const table = rows(stdout);
    assert.equal(table.length, 8);
    assert.match(stdout, /--sample 8 --seed one/);
    assert.match(stdout, /sha256 [0-9a-f]{64}/);
    const kinds = new Set(table.map((r) => r[1]));
    assert.ok(kinds.size >= 3, `kinds drawn: ${[...kinds]}`);
    for (const [n, kind, id, claim, sentence, mark] of table) {
      assert.ok(texts.has(id!), `row ${n}: ${id} is a review`);
      assert.ok(claim!.length > 0);
      assert.equal(mark, '', `row ${n} comes unmarked`);
      // The sentence is the review's own words (quotes may be cut with "…"; a topic joins its sentences).
      if (!sentence!.startsWith('(not named in the text')) {
        for (const piece of sentence!.split(' … ')) assert.ok(texts.get(id!)!.includes(piece.replace(/…$/, '')), `row ${n} (${kind}): "${piece}" is in ${id}`);
      }
    }
  });

  it('should draw the same claims for the same seed and others for another seed', () => {
    const a = audit('--sample', '6', '--seed', '42', '--insights', INSIGHTS, '--content', CONTENT);
    const b = audit('--sample', '6', '--seed', '42', '--insights', INSIGHTS, '--content', CONTENT);
    const c = audit('--sample', '6', '--seed', '43', '--insights', INSIGHTS, '--content', CONTENT);
    assert.equal(a.stdout, b.stdout);
    assert.notDeepEqual(rows(a.stdout).map((r) => r.slice(1, 4)), rows(c.stdout).map((r) => r.slice(1, 4)));
  });

  it('should give every claim once when asked for more than there are', () => {
    const { code, stdout } = audit('--sample', '10000', '--seed', 'x', '--insights', INSIGHTS, '--content', CONTENT);
    assert.equal(code, 0);
    const table = rows(stdout);
    const keys = table.map((r) => r.slice(1, 5).join('|'));
    assert.equal(new Set(keys).size, keys.length, 'no claim twice');
    const published = insights.aspects.reduce((sum, a) => sum + a.mentions, 0);
    assert.equal(table.filter((r) => r[1] === 'aspect').length, published, 'every aspect assignment');
  });

  it('should refuse bad arguments with a clear message and exit code 2', () => {
    for (const [args, message] of [
      [['--seed', '1'], /--sample and --seed are required/],
      [['--sample', '5'], /--sample and --seed are required/],
      [['--sample', '0', '--seed', '1'], /--sample must be a whole number from 1 to 10000, got "0"/],
      [['--sample', 'ten', '--seed', '1'], /--sample must be a whole number/],
      [['--sample', '5', '--seed', ' '], /--seed must not be empty/],
      [['--sample', '5', '--seed', '1', '--insights', path.join(dir, 'missing.json')], /no insights at .*missing\.json/],
      [['--sample', '5', '--seed', '1', '--bogus'], /Unknown option '--bogus'/],
    ] as const) {
      const { code, stderr } = audit(...args);
      assert.equal(code, 2, args.join(' '));
      assert.match(stderr, message);
      assert.match(stderr, /usage: npm run audit:insights/);
    }
    const notInsights = path.join(dir, 'not-insights.json');
    fs.writeFileSync(notInsights, '{"aspects": 3}');
    const bad = audit('--sample', '5', '--seed', '1', '--insights', notInsights, '--content', CONTENT);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /is not an insights document: aspects/);
  });

  it('should refuse an insights.json that the content and code do not reproduce', () => {
    const tampered = structuredClone(insights);
    const aspect = tampered.aspects.find((a) => a.review_ids.positive.length > 0)!;
    aspect.review_ids.negative.push(aspect.review_ids.positive.shift()!);
    const file = path.join(dir, 'tampered.json');
    fs.writeFileSync(file, JSON.stringify(tampered));
    const { code, stderr } = audit('--sample', '5', '--seed', '1', '--insights', file, '--content', CONTENT);
    assert.equal(code, 1);
    assert.match(stderr, /is published as negative but reads positive now; was insights.json built from this content and code\?/);
  });

  it('should score a marked sheet per kind of claim, and refuse one with an unmarked row', () => {
    const { stdout } = audit('--sample', '6', '--seed', 's', '--insights', INSIGHTS, '--content', CONTENT);
    let n = 0;
    const marked = stdout.replace(/\|  \|$/gm, () => (n++ % 3 === 2 ? '| ✗ |' : '| ✓ |'));
    const sheet = path.join(dir, 'marked.md');
    fs.writeFileSync(sheet, marked);
    const scored = audit('--score', sheet);
    assert.equal(scored.code, 0, scored.stderr);
    assert.match(scored.stdout, /\| all \| 6 \| 4 \| 66\.7% \|/);
    fs.writeFileSync(sheet, stdout.replace(/\|  \|$/m, '| ✓ |'));
    const half = audit('--score', sheet);
    assert.equal(half.code, 1);
    assert.match(half.stderr, /row 2: mark is "", expected ✓ or ✗/);
  });
  it('should name the replacement a review is about where a duration finding rests on "the job" (the sample)', () => {
    const sample = createDataset(loadContent(path.join(ROOT, 'content')));
    const file = path.join(dir, 'sample-insights.json');
    fs.writeFileSync(file, JSON.stringify(computeInsights(sample)));
    const { code, stdout, stderr } = audit('--sample', '5000', '--seed', '1', '--insights', file, '--content', path.join(ROOT, 'content'));
    assert.equal(code, 0, stderr);
    const durations = rows(stdout).filter((r) => r[1] === 'faq' && /How long does a roof replacement take\? Finding:/.test(r[3]!));
    const onTheJob = durations.filter((r) => !/replace|re-?roof|new roof|tear[- ]off|whole roof|full roof/i.test(r[4]!));
    assert.ok(onTheJob.length > 0, 'the sample has duration findings that rest on "the job"');
    for (const [n, , , claim] of onTheJob) assert.match(claim!, /\(a review of: [^)]*[Rr]eplacement[^)]*\)$/, `row ${n}`);
  });
});

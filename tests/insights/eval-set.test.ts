import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadEvalCatalogue, loadJudgements, readSplitFile, reportedJudgements, splitSources } from './eval/judgements.ts';
import { evaluate } from './eval/metrics.ts';
import { analyzerMethod } from './eval/methods.ts';

const dev = loadJudgements('dev');
const validation = loadJudgements('validation');
const check = loadJudgements('check');
const heldout = loadJudgements('heldout');
const catalogue = loadEvalCatalogue();
const ids = new Set(catalogue.map((a) => a.id));

describe('evaluation set', () => {
  it('should hold at least 400 judgements, each with a known aspect or a term found in its text', () => {
    assert.ok(dev.length + heldout.length >= 400, `${dev.length + heldout.length} judgements`);
    for (const j of [...dev, ...validation, ...check, ...heldout]) {
      for (const aspect of j.aspects) assert.ok(ids.has(aspect), `${j.id}: unknown aspect ${aspect}`);
      if (j.target !== null) assert.ok(ids.has(j.target) || j.text.toLowerCase().includes(j.target.toLowerCase()), `${j.id}: target ${j.target} not in text`);
    }
  });

  it('should split by text, so no sentence is in both parts, by the documented hash rule', () => {
    // Each text in one part only: dev, then validation, check and held-out.
    const parts = [dev, validation, check, heldout];
    const seen = new Map<string, number>();
    parts.forEach((part, k) => {
      for (const j of part) {
        const first = seen.get(j.text) ?? k;
        assert.equal(first, k, `${j.id} repeats a text of another part`);
        seen.set(j.text, k);
      }
    });
    const part = (text: string) => (crypto.createHash('sha256').update(text).digest()[0]! % 2 === 0 ? 'dev' : 'heldout');
    for (const j of readSplitFile('dev.jsonl')) assert.equal(part(j.text), 'dev', j.id);
    for (const j of heldout) assert.equal(part(j.text), 'heldout', j.id);
    const ids = parts.flat().map((j) => j.id);
    assert.equal(new Set(ids).size, ids.length, 'ids are unique');
  });

  // A sentence written into the analyzer's code or tests is one the rules were fixed on: it no
  // longer measures anything. Eight held-out texts had got there by the fifth session.
  it('should never quote a reported text (check, held-out, fresh) in the analyzer or its tests', () => {
    const ROOT = path.join(import.meta.dirname, '../..');
    const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
    const sources = ['core', 'tests', 'scripts/insights']
      .flatMap((dir) => fs.globSync('**/*.{ts,md,yaml,json}', { cwd: path.join(ROOT, dir) }).map((f) => path.join(ROOT, dir, f)))
      .filter((file) => !file.includes(`${path.sep}eval${path.sep}`) && fs.statSync(file).isFile())
      .map((file) => ({ file, text: words(fs.readFileSync(file, 'utf8')) }));
    assert.ok(sources.length > 50, `${sources.length} files read`);
    // Texts of five words or more: "Never again." is any review's, not the set's.
    const reported = new Map(reportedJudgements().filter((j) => j.text.split(/\s+/).length >= 5).map((j) => [words(j.text), j.id]));
    const quoted = [];
    for (const { file, text } of sources) for (const [sentence, id] of reported) if (text.includes(sentence)) quoted.push(`${id} in ${path.relative(ROOT, file)}`);
    assert.deepEqual(quoted, []);
  });

  it('should cover the hard cases in the development, validation and held-out parts', () => {
    for (const split of [dev, validation, heldout]) {
      for (const tag of ['negation', 'contrast', 'sarcasm', 'comparison', 'idiom', 'short', 'long', 'neutral']) {
        assert.ok(split.filter((j) => j.tags.includes(tag)).length >= 3, `fewer than 3 "${tag}" judgements`);
      }
    }
  });

  // A guard against regressions, on the parts the analyzer may be tuned or chosen on: the
  // held-out part and the fresh batches are for reporting (scripts/bench/insights.ts), never for
  // deciding what to change. The outside batches' validation quarter (other domains, whole texts,
  // aspect terms; issue 11) is guarded at its own, lower level.
  it('should keep the analyzer at 85% or better on development and roofing validation, 78% on the outside validation quarter', () => {
    const outside = splitSources('validation').filter((s) => s.source !== 'validation.jsonl').flatMap((s) => s.judgements);
    const parts = [
      ['development', dev, 0.85],
      ['roofing validation', readSplitFile('validation.jsonl'), 0.85],
      ['outside validation quarter', outside, 0.78],
    ] as const;
    for (const [name, split, least] of parts) {
      assert.ok(split.length > 100, `${name}: ${split.length} judgements`);
      const scores = evaluate(analyzerMethod(catalogue), split);
      assert.ok(scores.accuracy >= least, `${name} accuracy ${(scores.accuracy * 100).toFixed(1)}%`);
    }
  });
});

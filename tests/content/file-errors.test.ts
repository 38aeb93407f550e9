import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadContent } from '../../core/content/load.ts';
import { baseContent, contentError, copyOf, lineOf, NOW, onlyProblem, withFile } from './content-helpers.ts';

const businessText = () => fs.readFileSync(path.join(baseContent(), 'business.yaml'), 'utf8');

describe('business.yaml, editorial.md and aspects.yaml validation', () => {
  it('should name the line of a bad top-level field in business.yaml', () => {
    const line = lineOf(businessText(), 'founded:');
    const error = contentError(withFile('business.yaml', (text) => text.replace(/^founded: \d+$/m, 'founded: 1700')));
    assert.equal(onlyProblem(error, { file: 'business.yaml', line, field: 'founded' }).message, 'Too small: expected number to be >=1800');
  });

  it('should name the line of a bad field nested in a list', () => {
    // The third service's id, written with capitals and spaces.
    const text = businessText();
    const ids = [...text.matchAll(/^ {2}- id: (.+)$/gm)];
    const third = ids[2]!;
    const line = text.slice(0, third.index).split('\n').length;
    const error = contentError(withFile('business.yaml', (t) => t.replace(third[0], '  - id: Storm Damage')));
    assert.equal(onlyProblem(error, { file: 'business.yaml', line, field: 'services[2].id' }).message, 'must be lower-case words joined by hyphens');
  });

  it('should name the line of a bad address and a bad e-mail together', () => {
    const text = businessText();
    const error = contentError(
      withFile('business.yaml', (t) => t.replace(/^email: .+$/m, 'email: not-an-address').replace(/^ {2}country: US$/m, '  country: USA')),
    );
    assert.deepEqual(
      error.problems.map((p) => [path.basename(p.file), p.line, p.field]),
      [
        ['business.yaml', lineOf(text, 'email:'), 'email'],
        ['business.yaml', lineOf(text, 'country:'), 'address.country'],
      ],
    );
  });

  it('should report a duplicate service id on the line of the second one', () => {
    const text = businessText();
    const ids = [...text.matchAll(/^ {2}- id: (.+)$/gm)];
    const line = text.slice(0, ids[1]!.index).split('\n').length;
    const error = contentError(withFile('business.yaml', (t) => t.replace(ids[1]![0], `  - id: ${ids[0]![1]}`)));
    assert.equal(onlyProblem(error, { file: 'business.yaml', line, field: 'services[1].id' }).message, `duplicate id "${ids[0]![1]}"`);
  });

  it('should report YAML syntax errors with their line', () => {
    const line = lineOf(businessText(), 'founded:');
    const duplicate = contentError(withFile('business.yaml', (t) => t.replace(/^founded: (\d+)$/m, 'founded: $1\nfounded: 2010')));
    assert.equal(onlyProblem(duplicate, { file: 'business.yaml', line: line + 1, field: '' }).message, 'Map keys must be unique');
    const tab = contentError(withFile('business.yaml', (t) => t.replace(/^price_range: (.+)$/m, 'price_range: $1\n\tnote: cash')));
    assert.equal(onlyProblem(tab, { file: 'business.yaml', line: lineOf(businessText(), 'price_range:') + 1, field: '' }).message, 'Tabs are not allowed as indentation');
  });

  it('should report a missing file by name', () => {
    const dir = copyOf(baseContent());
    fs.rmSync(path.join(dir, 'aspects.yaml'));
    const error = contentError(dir);
    const problem = onlyProblem(error, { file: 'aspects.yaml', line: 1, field: '' });
    assert.equal(problem.message, 'file is missing');
  });

  it('should name the line of a bad editorial front matter field', () => {
    const error = contentError(withFile('editorial.md', (t) => t.replace(/^updated: .+$/m, 'updated: 2026-13-01')));
    assert.equal(onlyProblem(error, { file: 'editorial.md', line: 4, field: 'updated' }).message, 'must be a real calendar date');
  });

  it('should reject an editorial without front matter or without a body', () => {
    const noFront = contentError(withFile('editorial.md', (t) => t.replace(/^---\n[\s\S]*?\n---\n/, '')));
    onlyProblem(noFront, { file: 'editorial.md', line: 1, field: '' });
    const noBody = contentError(withFile('editorial.md', (t) => t.replace(/(^---\n[\s\S]*?\n---\n)[\s\S]*$/, '$1\n')));
    // Reported where the body should begin: the line after the closing ---.
    assert.equal(onlyProblem(noBody, { file: 'editorial.md', line: 6, field: 'body' }).message, 'the summary text is missing');
  });

  it('should name the line of an aspect without terms', () => {
    const text = fs.readFileSync(path.join(baseContent(), 'aspects.yaml'), 'utf8');
    const terms = [...text.matchAll(/^ {4}terms: .+$/gm)];
    const line = text.slice(0, terms[3]!.index).split('\n').length;
    const error = contentError(withFile('aspects.yaml', (t) => t.replace(terms[3]![0], '    terms: []')));
    assert.equal(onlyProblem(error, { file: 'aspects.yaml', line, field: 'aspects[3].terms' }).message, 'Too small: expected array to have >=1 items');
  });

  it('should name the line of an aspect key the lexicon does not have', () => {
    const text = fs.readFileSync(path.join(baseContent(), 'aspects.yaml'), 'utf8');
    const line = lineOf(text, 'key: price');
    const error = contentError(withFile('aspects.yaml', (t) => t.replace('    key: price\n', '    key: pricing\n')));
    const problem = onlyProblem(error, { file: 'aspects.yaml', line, field: 'aspects[3].key' });
    assert.match(problem.message, /workmanship.*storm/);
  });

  it('should name the line of a key a second aspect claims', () => {
    const text = fs.readFileSync(path.join(baseContent(), 'aspects.yaml'), 'utf8');
    const line = lineOf(text, 'key: cleanup');
    const error = contentError(withFile('aspects.yaml', (t) => t.replace('    key: cleanup\n', '    key: price\n')));
    assert.equal(onlyProblem(error, { file: 'aspects.yaml', line, field: 'aspects[4].key' }).message, 'key "price" is already another aspect\'s');
  });

  it('should accept an aspect without a key', () => {
    const { aspects } = loadContent(withFile('aspects.yaml', (t) => t.replace('    key: storm\n', '')), NOW);
    assert.equal(aspects.find((a) => a.id === 'storm-response')?.key, undefined);
    assert.equal(aspects.find((a) => a.id === 'warranty')?.key, 'warranty');
  });

  it('should gather problems from every file in one error', () => {
    const dir = copyOf(baseContent());
    const edit = (file: string, from: RegExp, to: string) => {
      const target = path.join(dir, file);
      fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replace(from, to));
    };
    edit('business.yaml', /^founded: \d+$/m, 'founded: soon');
    edit('editorial.md', /^author: .+$/m, 'author: ""');
    const error = contentError(dir);
    assert.deepEqual(error.problems.map((p) => [path.basename(p.file), p.field]).sort(), [
      ['business.yaml', 'founded'],
      ['editorial.md', 'author'],
    ]);
  });
});

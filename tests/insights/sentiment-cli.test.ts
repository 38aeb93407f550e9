import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { ASPECTS } from './fixtures.ts';
import { tempDir } from '../helpers/build.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function contentDir(files: Record<string, string>): string {
  const dir = tempDir('sentiment');
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

const CATALOGUE = contentDir({ 'aspects.yaml': stringify({ aspects: ASPECTS }) });

/** Runs `node scripts/sentiment.ts` as a real child process, feeding `input` on stdin. */
function run(input: string | Buffer | Buffer[], env: Record<string, string> = { CONTENT_DIR: CATALOGUE }): Promise<{ code: number | null; lines: string[]; stderr: string }> {
  const pieces = Array.isArray(input) ? input : [input];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/sentiment.ts'], { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    // Each further piece is written once the child has answered a line of the one before, so
    // it reaches the child as a chunk of its own.
    let written = 1;
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
      if (written < pieces.length) {
        const piece = pieces[written++]!;
        if (written === pieces.length) child.stdin.end(piece);
        else child.stdin.write(piece);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, lines: stdout === '' ? [] : stdout.replace(/\n$/, '').split('\n'), stderr }));
    if (pieces.length === 1) child.stdin.end(pieces[0]);
    else child.stdin.write(pieces[0]!);
  });
}

const jsonl = (...lines: unknown[]) => lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n';

describe('npm run sentiment', () => {
  it('should answer every line with exactly one JSON line, errors included, and go on', async () => {
    const { code, lines } = await run(
      jsonl(
        { text: 'The crew was fantastic.' },
        'this is not json',
        { text: 'No leaks since they replaced the flashing.' },
        { text: 42 },
        '',
        [1, 2],
        { aspect: 'clean-up' },
        { text: 'They never called back.', aspect: 'communication' },
      ),
    );
    assert.equal(code, 0);
    assert.equal(lines.length, 8);
    const answers = lines.map((line) => JSON.parse(line));
    assert.equal(answers[0].polarity, 'positive');
    assert.match(answers[1].error, /not valid JSON/);
    assert.equal(answers[2].polarity, 'positive');
    assert.deepEqual(answers[2].aspects.map((a: { id: string }) => a.id), ['workmanship']);
    for (const bad of [3, 4, 5, 6]) {
      assert.equal(typeof answers[bad].error, 'string', `line ${bad + 1}: ${lines[bad]}`);
      assert.deepEqual(Object.keys(answers[bad]), ['error']);
    }
    assert.match(answers[3].error, /text/);
    assert.equal(answers[7].polarity, 'negative');
  });

  it('should answer about the aspect or term asked, not the whole text', async () => {
    const text = 'The roof looks great but the clean-up was awful.';
    const { lines } = await run(jsonl({ text }, { text, aspect: 'clean-up' }, { text, aspect: 'workmanship' }, { text, aspect: 'the roof' }, { text, aspect: 'the gutters' }));
    const [whole, cleanup, work, roof, gutters] = lines.map((line) => JSON.parse(line));
    assert.deepEqual(cleanup.target, { aspect: 'clean-up', found: true });
    assert.equal(cleanup.polarity, 'negative');
    assert.ok(cleanup.score < 0);
    assert.equal(work.polarity, 'positive');
    assert.deepEqual(roof.target, { term: 'the roof', found: true });
    assert.equal(roof.polarity, 'positive');
    assert.deepEqual(gutters.target, { term: 'the gutters', found: false });
    assert.equal(gutters.polarity, 'neutral');
    assert.equal(whole.target, undefined);
    assert.deepEqual(
      whole.aspects.map((a: { id: string; polarity: string }) => [a.id, a.polarity]),
      [['workmanship', 'positive'], ['clean-up', 'negative']],
    );
  });

  it('should read a last line without a newline, CRLF endings and a character split across chunks', async () => {
    const bytes = Buffer.from('{"text":"Excellent."}\r\n{"text":"Très bien, the crew was great 👍","aspect":"👍"}\r\n{"text":"Terrible."}', 'utf8');
    const split = bytes.indexOf(Buffer.from('👍')) + 2; // in the middle of the text's emoji: four bytes
    const { lines } = await run([bytes.subarray(0, split), bytes.subarray(split)]);
    const answers = lines.map((line) => JSON.parse(line));
    assert.deepEqual(answers.map((a) => a.polarity), ['positive', 'positive', 'negative']);
    assert.deepEqual(answers[1].target, { term: '👍', found: true }, 'the emoji was put back together');
  });

  it('should analyse a very long text up to its cap and say so', async () => {
    const { lines } = await run(jsonl({ text: 'The crew was great. '.repeat(50_000) }, { text: 'Short and great.' }));
    assert.equal(lines.length, 2);
    const long = JSON.parse(lines[0]!);
    assert.equal(long.polarity, 'positive');
    assert.ok(long.analysed_chars > 0 && long.analysed_chars <= 20_000);
    assert.equal(JSON.parse(lines[1]!).analysed_chars, undefined);
  });

  it('should answer a line too long to read with an error and go on', async () => {
    const huge = `{"text":"${'a'.repeat(9 * 1024 * 1024)}"}`;
    const { lines } = await run(`${huge}\n${JSON.stringify({ text: 'Great.' })}\n`);
    assert.equal(lines.length, 2);
    assert.match(JSON.parse(lines[0]!).error, /line longer than/);
    assert.equal(JSON.parse(lines[1]!).polarity, 'positive');
  });

  it('should read the catalogue from CONTENT_DIR, and treat every aspect as a term without one', async () => {
    const line = jsonl({ text: 'The clean-up was spotless.', aspect: 'clean-up' });
    const without = await run(line, { CONTENT_DIR: contentDir({}) });
    assert.equal(without.code, 0);
    assert.match(without.stderr, /no aspects\.yaml/);
    assert.deepEqual(JSON.parse(without.lines[0]!).target, { term: 'clean-up', found: true });
    const broken = await run(line, { CONTENT_DIR: contentDir({ 'aspects.yaml': 'aspects: [{ id: Not A Slug }]\n' }) });
    assert.equal(broken.code, 2);
    assert.match(broken.stderr, /aspects\.yaml/);
    assert.deepEqual(broken.lines, []);
  });
});

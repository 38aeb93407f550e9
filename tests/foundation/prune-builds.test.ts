import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { buildPaths, commitBuild, currentBuildId, pruneBuilds, switchCurrent } from '../../core/build/build-dir.ts';

describe('pruneBuilds', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-builds-'));
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  /** A build of a few files and its deploy headers, switched to, `age` seconds ago. */
  function addBuild(id: string, age: number): void {
    const staging = path.join(root, 'staging', id);
    fs.mkdirSync(path.join(staging, 'api'), { recursive: true });
    for (let k = 0; k < 20; k++) fs.writeFileSync(path.join(staging, 'api', `${k}.json`), `{"k":${k}}`);
    commitBuild(root, staging, id);
    fs.mkdirSync(path.join(root, 'deploy', id), { recursive: true });
    fs.writeFileSync(path.join(root, 'deploy', id, '_headers'), '/*\n');
    switchCurrent(root, id);
    const then = new Date(Date.now() - age * 1000);
    fs.utimesSync(buildPaths(root).build(id), then, then);
  }

  it('should keep the current build and the three most recently used, and remove the rest with their deploy files', async () => {
    ['b1', 'b2', 'b3', 'b4', 'b5', 'b6'].forEach((id, k) => addBuild(id, 600 - k * 60));
    assert.equal(currentBuildId(root), 'b6');
    const removed = await pruneBuilds(root);
    assert.deepEqual(removed.sort(), ['b1', 'b2']);
    assert.deepEqual(fs.readdirSync(buildPaths(root).builds).sort(), ['b3', 'b4', 'b5', 'b6']);
    assert.deepEqual(fs.readdirSync(path.join(root, 'deploy')).sort(), ['b3', 'b4', 'b5', 'b6']);
    assert.equal(fs.readFileSync(path.join(buildPaths(root).current, 'api', '3.json'), 'utf8'), '{"k":3}');
  });

  it('should remove nothing when no more than three builds are superseded', async () => {
    assert.deepEqual(await pruneBuilds(root), []);
    assert.equal(fs.readdirSync(buildPaths(root).builds).length, 4);
  });
});

import { makeFile, makeManifest, makeSnapshot } from '@chronicle/snapshot/testing';
import { inputsDigest } from './inputs-digest.js';

describe('inputsDigest', () => {
  const meta = { id: 'interfaces', version: '1.0.0', inputs: { paths: ['src/**/*.ts'], manifests: false, history: false } };
  const base = makeSnapshot({ files: [makeFile({ path: 'src/a.ts', blob: '1'.repeat(40) }), makeFile({ path: 'docs/guide.md', blob: '2'.repeat(40) })] });

  it('stays the same when only files, manifests or commits the agent does not read change', () => {
    const later = makeSnapshot({
      commit: { sha: 'b'.repeat(40), date: '2024-02-01T00:00:00+00:00', subject: 'Docs' },
      files: [makeFile({ path: 'src/a.ts', blob: '1'.repeat(40) }), makeFile({ path: 'docs/guide.md', blob: '3'.repeat(40) })],
      manifests: [makeManifest({ path: 'package.json' })],
    });
    expect(inputsDigest(meta, later, 'built-in')).toBe(inputsDigest(meta, base, 'built-in'));
  });

  it('changes with a file it reads, its declared manifests or history, its version and the engine', () => {
    const digest = inputsDigest(meta, base, 'built-in');
    const changed = makeSnapshot({ files: [makeFile({ path: 'src/a.ts', blob: '9'.repeat(40) })] });
    expect(inputsDigest(meta, changed, 'built-in')).not.toBe(digest);
    expect(inputsDigest({ ...meta, version: '1.1.0' }, base, 'built-in')).not.toBe(digest);
    expect(inputsDigest(meta, base, 'model:gpt-4o-mini')).not.toBe(digest);
    const withHistory = { ...meta, inputs: { ...meta.inputs, history: true } };
    const newCommit = makeSnapshot({ ...base, commit: { ...base.commit, sha: 'c'.repeat(40) } });
    expect(inputsDigest(withHistory, newCommit, 'built-in')).not.toBe(inputsDigest(withHistory, base, 'built-in'));
  });
});

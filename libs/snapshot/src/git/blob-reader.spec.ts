import { openRepository } from '@chronicle/history';
import { GitFixture } from '@chronicle/history/testing';
import { BlobReader, MissingBlobError } from './blob-reader.js';
import { readTree } from './read-tree.js';

describe('BlobReader', () => {
  let fixture: GitFixture;
  afterEach(() => fixture.remove());

  it('reads many blobs in flight on one git process, each with its exact bytes', async () => {
    fixture = new GitFixture();
    const files: Record<string, string | Buffer> = {};
    for (let i = 0; i < 200; i++) files[`src/file-${String(i).padStart(3, '0')}.txt`] = `file ${i}\n`.repeat(i);
    files['big.bin'] = Buffer.alloc(3 * 1024 * 1024, 7);
    files['empty.txt'] = '';
    files['no-newline.txt'] = 'last line';
    const sha = fixture.commit('Many files', files);
    const repository = await openRepository(fixture.dir, { cacheDir: fixture.dir });
    const entries = await readTree(repository, sha);
    const reader = new BlobReader(repository);
    const contents = await Promise.all(entries.map((entry) => reader.read(entry.oid)));
    await reader.close();
    expect(entries.map((entry, i) => [entry.path, contents[i]!.equals(Buffer.from(files[entry.path]!))])).toEqual(entries.map((entry) => [entry.path, true]));
    expect(entries.find((entry) => entry.path === 'big.bin')?.size).toBe(3 * 1024 * 1024);
  });

  it('rejects an object that is missing or not a blob, and goes on reading', async () => {
    fixture = new GitFixture();
    const sha = fixture.commit('One file', { 'a.txt': 'alpha\n' });
    const repository = await openRepository(fixture.dir, { cacheDir: fixture.dir });
    const [entry] = await readTree(repository, sha);
    const reader = new BlobReader(repository);
    const missing = reader.read('0123456789012345678901234567890123456789');
    const commit = reader.read(sha);
    const present = reader.read(entry!.oid);
    await expect(missing).rejects.toThrow(MissingBlobError);
    await expect(missing).rejects.toThrow('is missing from the repository');
    await expect(commit).rejects.toThrow('is a commit, not a blob');
    await expect(present).resolves.toEqual(Buffer.from('alpha\n'));
    await expect(reader.read('--batch-all-objects')).rejects.toThrow('is not an object id');
    await reader.close();
  });
});

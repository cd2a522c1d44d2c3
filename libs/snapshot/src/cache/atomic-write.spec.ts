import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFileAtomic } from './atomic-write.js';

describe('writeFileAtomic', () => {
  it('makes the folder once, and again when it was removed since', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chronicle-atomic-'));
    try {
      const file = path.join(dir, 'a', 'b', 'entry.json');
      await writeFileAtomic(file, '1');
      rmSync(path.join(dir, 'a'), { recursive: true, force: true });
      await writeFileAtomic(file, '2');
      expect(readFileSync(file, 'utf8')).toBe('2');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

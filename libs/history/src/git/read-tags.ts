import type { Tag } from '../model.js';
import type { Repository } from './open-repository.js';
import { runGit } from './run-git.js';

const TAG_FORMAT = ['%(refname:strip=2)', '%(objecttype)', '%(objectname)', '%(*objecttype)', '%(*objectname)', '%(taggerdate:iso-strict)', '%(creatordate:iso-strict)'].join('%00');

/**
 * Every tag that names a commit, from one `git for-each-ref refs/tags` call. Annotated tags are
 * peeled to their commit and dated by their tagger date; lightweight tags carry their commit's
 * committer date. Tags of trees or blobs are skipped; a tag of a tag is peeled with one more call.
 */
export async function readTags(repository: Repository): Promise<Tag[]> {
  const output = await runGit(['--git-dir', repository.gitDir, 'for-each-ref', `--format=${TAG_FORMAT}`, 'refs/tags']);
  const tags: Tag[] = [];
  const nested: Tag[] = [];
  for (const line of output.split('\n')) {
    if (!line) continue;
    const [name = '', type, sha = '', peeledType, peeledSha = '', taggerDate = '', creatorDate = ''] = line.split('\0');
    if (type === 'commit') tags.push({ name, sha, date: creatorDate });
    else if (type === 'tag' && peeledType === 'commit') tags.push({ name, sha: peeledSha, date: taggerDate || creatorDate });
    else if (type === 'tag' && peeledType === 'tag') nested.push({ name, sha: peeledSha, date: taggerDate || creatorDate });
  }
  for (const tag of nested) {
    const sha = await runGit(['--git-dir', repository.gitDir, 'rev-parse', '--verify', '-q', `${tag.sha}^{commit}`]).catch(() => '');
    if (sha.trim()) tags.push({ ...tag, sha: sha.trim() });
  }
  return tags;
}

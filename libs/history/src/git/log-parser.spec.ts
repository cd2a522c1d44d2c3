import { LogParser } from './log-parser.js';

const NUL = '\u0000';
/** One commit as `git log -z` prints it in LOG_FORMAT: U+001E, then NUL-terminated fields, then the NUL ending the format. */
const header = (...fields: string[]) => `\x1e${fields.map((field) => `${field}${NUL}`).join('')}${NUL}`;
const entries = (...tokens: string[]) => `\n${tokens.map((token) => `${token}${NUL}`).join('')}`;

// Two commits: a merge with a body holding odd characters, a binary file and a rename; then a root commit.
const OUTPUT = [
  header('aaaa', 'bbbb cccc', 'Ada', 'ada@example.com', '2024-05-01T10:00:00+02:00', '2024-05-01T11:00:00+02:00', 'Merge pull request #5 from o/b', 'Add b feature\nwith \x1e and \x1f inside\n\n'),
  entries('1\t2\tsrc/a.ts', '-\t-\timg/logo.png', '0\t0\t', 'old/name.ts', 'new/name.ts'),
  header('bbbb', '', 'Bob', 'bob@example.com', '2024-04-01T10:00:00Z', '2024-04-01T10:00:00Z', 'Initial', ''),
  entries('3\t0\tREADME.md'),
].join('');

describe('LogParser', () => {
  it('parses commits, numstat entries, binary files and renames', () => {
    const parser = new LogParser('numstat');
    const commits = [...parser.push(OUTPUT), ...parser.end()];
    expect(commits).toEqual([
      {
        sha: 'aaaa',
        parents: ['bbbb', 'cccc'],
        authorName: 'Ada',
        authorEmail: 'ada@example.com',
        authorDate: '2024-05-01T10:00:00+02:00',
        committerDate: '2024-05-01T11:00:00+02:00',
        subject: 'Merge pull request #5 from o/b',
        body: 'Add b feature\nwith \x1e and \x1f inside',
        files: [
          { path: 'src/a.ts', additions: 1, deletions: 2 },
          { path: 'img/logo.png', additions: 0, deletions: 0 },
          { path: 'new/name.ts', previousPath: 'old/name.ts', additions: 0, deletions: 0 },
        ],
      },
      {
        sha: 'bbbb',
        parents: [],
        authorName: 'Bob',
        authorEmail: 'bob@example.com',
        authorDate: '2024-04-01T10:00:00Z',
        committerDate: '2024-04-01T10:00:00Z',
        subject: 'Initial',
        body: '',
        files: [{ path: 'README.md', additions: 3, deletions: 0 }],
      },
    ]);
  });

  it('gives the same result however the output is cut into chunks', () => {
    const whole = new LogParser('numstat');
    const expected = [...whole.push(OUTPUT), ...whole.end()];
    for (let size = 1; size <= 13; size += 3) {
      const parser = new LogParser('numstat');
      const commits = [];
      for (let at = 0; at < OUTPUT.length; at += size) commits.push(...parser.push(OUTPUT.slice(at, at + size)));
      commits.push(...parser.end());
      expect(commits).toEqual(expected);
    }
  });

  it('reads names and subjects outside ASCII whatever byte a chunk ends on', () => {
    const text = header('dddd', '', 'José Ñúñez', 'j@e.x', 'd1', 'd2', 'Übersetzung für 日本語 🎉', 'Körper\n') + entries('M', 'docs/ä.md');
    const bytes = Buffer.from(text, 'utf8');
    for (let size = 1; size <= 7; size += 1) {
      const parser = new LogParser('name-status');
      const commits = [];
      for (let at = 0; at < bytes.length; at += size) commits.push(...parser.push(bytes.subarray(at, at + size)));
      commits.push(...parser.end());
      expect(commits.map((commit) => [commit.authorName, commit.subject, commit.body, commit.files[0]?.path])).toEqual([['José Ñúñez', 'Übersetzung für 日本語 🎉', 'Körper', 'docs/ä.md']]);
    }
  });

  it('returns a commit only once it is complete', () => {
    const parser = new LogParser('numstat');
    expect(parser.push(OUTPUT.slice(0, OUTPUT.indexOf('\x1ebbbb')))).toEqual([]);
    expect(parser.push(`\x1ebbbb${NUL}`).map((commit) => commit.sha)).toEqual(['aaaa']);
  });

  it('reads --name-status listings', () => {
    const parser = new LogParser('name-status');
    const text = header('cccc', '', 'Ada', 'a@b.c', 'd1', 'd2', 'Subject', '') + entries('M', 'src/a.ts', 'R100', 'old.ts', 'new.ts', 'D', 'gone.ts');
    const [commit] = [...parser.push(text), ...parser.end()];
    expect(commit!.files.map((file) => file.path)).toEqual(['src/a.ts', 'new.ts', 'gone.ts']);
    expect(commit!.files.map((file) => file.status)).toEqual(['M', 'R', 'D']);
    expect(commit!.files.map((file) => file.previousPath)).toEqual([undefined, 'old.ts', undefined]);
  });
});

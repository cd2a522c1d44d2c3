import { factsOf } from '../testing/factories.js';
import { checkFacts } from './check-facts.js';

const CSV_SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const facts = factsOf(
  [
    { subject: 'feat(export): add CSV export for reports (#12)', sha: CSV_SHA, files: ['src/export/csv.ts', 'src/reports/index.ts'] },
    { subject: 'fix(upload): raise the upload limit to 500 MB (#15)', author: 'Ben Ortiz', email: '1234+bortiz@users.noreply.github.com', files: ['lib/upload.rb'] },
    { subject: 'chore(deps): bump lodash from 4.17.20 to 4.17.21', dependencyUpdate: true, files: ['package.json'] },
    { subject: 'chore(release): 1.4.0', noise: 'version-bump', files: ['package.json', 'CHANGELOG.md'] },
  ],
  { versions: ['v1.3.0', '1.4.0'], link: 'https://github.com/acme/widgets/compare/v1.3.0...v1.4.0' },
);

function problemsOf(text: string): string[] {
  return checkFacts(text, facts).problems;
}

describe('checkFacts', () => {
  it('accepts a text whose every concrete detail comes from the facts', () => {
    const result = checkFacts(
      'Adds CSV export for reports (#12, a1b2c3d) and raises the upload limit to 500 MB (#15) in lib/upload.rb. ' +
        'Released as v1.4.0 on 2024-05-02 by Ana Lima and Ben Ortiz: https://github.com/acme/widgets/compare/v1.3.0...v1.4.0',
      facts,
    );
    expect(result).toEqual({ ok: true, problems: [] });
  });

  describe('commit SHAs', () => {
    it('matches 7 to 40 hex characters by prefix', () => {
      expect(problemsOf(`See ${CSV_SHA.slice(0, 7)}, ${CSV_SHA.slice(0, 12)} and ${CSV_SHA}.`)).toEqual([]);
    });

    it('reports a SHA that is not among the commits', () => {
      expect(problemsOf('Reverted in 9f8e7d6c5b.')).toEqual(['Mentions commit 9f8e7d6c5b, which is not among the commits.']);
    });

    it('does not read words of hex letters or hex inside longer words as SHAs', () => {
      expect(problemsOf('The defaced and effaced labels were fixed in the upload code.')).toEqual([]);
      expect(problemsOf('Tokens like 0x1f2e3d4c5b and sha256 hashing stay as they are in lib/upload.rb.')).toEqual([]);
    });
  });

  describe('references', () => {
    it('accepts the pull requests and issues the commits reference, in every spelling', () => {
      expect(problemsOf('Closes #12 and GH-15; see also acme/widgets#12.')).toEqual([]);
    });

    it('reports a reference no commit or item makes', () => {
      expect(problemsOf('Fixes the upload limit (#99).')).toEqual(['Mentions #99, which no commit or item references.']);
      expect(problemsOf('Mirrors other/project#12.')).toEqual(['Mentions other/project#12, which no commit or item references.']);
    });

    it('does not read C#10, issue#12 inside a word or HTML entities as references', () => {
      expect(problemsOf('Works with C#10, issue#12 and the &#123; entity.')).toEqual([]);
    });
  });

  describe('versions', () => {
    it('accepts known versions with or without the v, and versions the commit texts mention', () => {
      expect(problemsOf('Upgrades from v1.3.0 to 1.4.0; lodash goes from 4.17.20 to 4.17.21.')).toEqual([]);
    });

    it('accepts v1.4 for the 1.4 line when 1.4.0 is known', () => {
      expect(problemsOf('The v1.4 line gets CSV export.')).toEqual([]);
    });

    it('reports an invented version, pre-release included', () => {
      expect(problemsOf('Ships in v2.0.0.')).toEqual(['Mentions version v2.0.0, which is not a known version or in the commits.']);
      expect(problemsOf('Try 1.4.0-rc.1 first.')).toEqual(['Mentions version 1.4.0-rc.1, which is not a known version or in the commits.']);
    });

    it('reads a version followed by a word as the version', () => {
      expect(problemsOf('Stays 1.4.0-compatible.')).toEqual([]);
    });
  });

  describe('dates are not versions', () => {
    it('accepts the days of the commits in ISO and day.month.year form', () => {
      expect(problemsOf('Committed on 2024-05-02 (02.05.2024).')).toEqual([]);
    });

    it('reports another day as a date, not as a version', () => {
      expect(problemsOf('Released 2024-06-30.')).toEqual(['Mentions the date 2024-06-30, which is not a day of the commits.']);
      expect(problemsOf('Released 30.06.2024.')).toEqual(['Mentions the date 30.06.2024, which is not a day of the commits.']);
    });
  });

  describe('file paths', () => {
    it('matches exact paths, path suffixes, folders and line numbers', () => {
      expect(problemsOf('Touches src/export/csv.ts, export/csv.ts, csv.ts:42, `src/reports/` and package.json.')).toEqual([]);
    });

    it('reports a path or file name no commit touched', () => {
      expect(problemsOf('Moves the logic to src/export/xlsx.ts.')).toEqual(['Mentions src/export/xlsx.ts, which is not a file or folder the commits touched.']);
      expect(problemsOf('Updates README.md as well.')).toEqual(['Mentions README.md, which is not a file or folder the commits touched.']);
    });

    it('does not read slashed prose (and/or, I/O, CI/CD, 24/7) as paths', () => {
      expect(problemsOf('Faster I/O for exports and/or uploads; CI/CD and client/server checks.')).toEqual([]);
    });

    it('reads Node.js-style names as names, not files', () => {
      expect(problemsOf('Needs Node.js for the export.')).toEqual(['Names "Node.js", which appears nowhere in the commits, items or authors.']);
    });
  });

  describe('links', () => {
    it("accepts the entry's link and the repository's pages of known references, commits and files", () => {
      expect(
        problemsOf(
          'See https://github.com/acme/widgets/pull/12, https://github.com/acme/widgets/commit/a1b2c3d4e5f6 and ' +
            'https://github.com/acme/widgets/blob/main/src/export/csv.ts.',
        ),
      ).toEqual([]);
    });

    it('reports links to unknown pages or other sites, and does not check their insides again', () => {
      expect(problemsOf('See https://github.com/acme/widgets/pull/99 and https://example.com/v9.9.9/deadbee1.')).toEqual([
        "Links to https://github.com/acme/widgets/pull/99, which is neither the entry's link nor a page of the commits, references, versions or files in the facts.",
        "Links to https://example.com/v9.9.9/deadbee1, which is neither the entry's link nor a page of the commits, references, versions or files in the facts.",
      ]);
    });
  });

  describe('numbers', () => {
    it('does not read numbers inside words as numbers', () => {
      expect(problemsOf('Handles utf8, i18n, x86_64, ES2022, OAuth2 and base64 input.')).toEqual([
        'Names "ES2022", which appears nowhere in the commits, items or authors.',
        'Names "OAuth2", which appears nowhere in the commits, items or authors.',
      ]);
    });

    it('accepts numbers from the commit texts and counts no larger than the push', () => {
      expect(problemsOf('The limit is now 500 MB; 3 changes and 1 housekeeping commit out of 4.')).toEqual([]);
    });

    it('reports percentages, measurements and counts the facts do not give', () => {
      expect(problemsOf('Exports are 40% faster.')).toEqual(['States the number 40%, which does not come from the commits.']);
      expect(problemsOf('Adds 9 new formats.')).toEqual(['States the number 9, which does not come from the commits.']);
      expect(problemsOf('Uploads take 1.5 seconds less.')).toEqual(['States the number 1.5, which does not come from the commits.']);
    });
  });

  describe('names', () => {
    it('accepts names that appear in the commits, authors and paths, at any case', () => {
      expect(problemsOf('The Export and Upload code by Ben Ortiz now handles CSV in Reports.')).toEqual([]);
    });

    it('reports a product or person the facts never mention', () => {
      expect(problemsOf('Exports now go through Redis, thanks to Carol.')).toEqual([
        'Names "Redis", which appears nowhere in the commits, items or authors.',
        'Names "Carol", which appears nowhere in the commits, items or authors.',
      ]);
    });

    it('does not take capitalised words at the start of sentences, lines or after a colon for names', () => {
      expect(problemsOf('Exciting news: Brand new export.\n- Shiny reports. Everyone wins!')).toEqual([]);
    });

    it('lets a Title Case headline capitalise ordinary words, but still checks CamelCase and acronyms', () => {
      expect(problemsOf('Add CSV Export For Reports With Better Limits')).toEqual([]);
      expect(problemsOf('Add CSV Export For Reports Using PostgreSQL')).toEqual(['Names "PostgreSQL", which appears nowhere in the commits, items or authors.']);
    });

    it('checks @handles, e-mail addresses and scoped packages', () => {
      expect(problemsOf('Thanks @bortiz and ana@example.org.')).toEqual([]);
      expect(problemsOf('Thanks @mallory (mallory@example.org); now uses @acme/exporter.')).toEqual([
        'Mentions the address mallory@example.org, which is not in the commits.',
        'Mentions the package @acme/exporter, which is not in the commits.',
        'Mentions @mallory, who is not among the commit authors.',
      ]);
    });
  });

  describe('plain text only', () => {
    it('refuses HTML and a javascript: link, even with every word from the facts', () => {
      expect(problemsOf("Adds <img src=x onerror=alert(1)> [x](javascript:alert('model')) support")).toEqual([
        'Holds the HTML <img…; a text for people is plain text.',
        "Links to javascript:alert('model', whose scheme is not http(s).",
      ]);
    });

    it('refuses closing tags, comments, other schemes and relative Markdown links', () => {
      expect(problemsOf('CSV export </b> lands')).toEqual(['Holds the HTML </b…; a text for people is plain text.']);
      expect(problemsOf('CSV export <!-- hidden --> lands')).toEqual(['Holds the HTML <!--…; a text for people is plain text.']);
      expect(problemsOf('CSV export: data:text/html;base64,PHNjcmlwdD4= lands')).toEqual(['Links to data:text/html;base64,PHNjcmlwdD4=, whose scheme is not http(s).']);
      expect(problemsOf('CSV export at ftp://example.com/a')).toEqual(['Links to ftp://example.com/a, whose scheme is not http(s).']);
      expect(problemsOf('See [the export](src/export/csv.ts).')).toEqual(['Links to src/export/csv.ts, whose scheme is not http(s).']);
    });

    it('keeps http(s) links, comparisons and words followed by a colon', () => {
      expect(problemsOf('See [the compare view](https://github.com/acme/widgets/compare/v1.3.0...v1.4.0): 1 < 2 and more data: CSV.')).toEqual([]);
    });
  });

  it('lists every problem once', () => {
    expect(problemsOf('#99 and #99 again')).toEqual(['Mentions #99, which no commit or item references.']);
  });
});

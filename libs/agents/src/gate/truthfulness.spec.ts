import { checkDocument } from './check-document.js';
import { gateSnapshot } from './gate.fixture.js';

const snapshot = gateSnapshot();

// A well-formed document around the given body lines, so only truthfulness can differ.
const doc = (...body: string[]) => ['# Widgets', '', ...body, ''].join('\n');
const check = (markdown: string) => checkDocument(markdown, { snapshot, docFile: 'README.md' });
const truthProblems = async (markdown: string) => (await check(markdown)).problems.filter((problem) => problem.check === 'truthfulness').map((problem) => problem.message);

describe('truthfulness', () => {
  it('refuses a document that names a missing path, with the sentence that says where', async () => {
    const report = await check(doc('Start at `src/index.ts`.', '', 'Then read `src/missing.ts`.'));
    expect(report.refused).toBe(true);
    expect(report.components.truthfulness).toBe(0.5);
    expect(report.problems).toContainEqual({
      check: 'truthfulness',
      line: 5,
      message: 'README.md line 5 names `src/missing.ts`, which is not in the repository at a1b2c3d.',
    });
  });

  it('refuses a document that names a missing symbol', async () => {
    const report = await check(doc('Call `Router.post()` to add a route.'));
    expect(report.refused).toBe(true);
    expect(report.problems.map((problem) => problem.message)).toEqual([
      'README.md line 3 names `Router.post()`, which is not a symbol, package, script or other name in the repository at a1b2c3d.',
    ]);
  });

  it('accepts files, skipped files, folders with or without a slash, base names and `./` paths', async () => {
    const markdown = doc(
      'Files: `src/index.ts`, `vendor/jquery.min.js`, `src/`, `src/router`, `crates/config/`, `router.ts`, `Makefile`, `./docs/guide.md`, `.github/workflows/ci.yml`.',
    );
    const report = await check(markdown);
    expect(report.problems).toEqual([]);
    expect(report.mentions).toEqual({ checked: 9, missing: 0 });
    expect(report.refused).toBe(false);
  });

  it('does not take a folder name for a file, nor a file for a folder', async () => {
    expect(await truthProblems(doc('See `src/index.ts/` and `src/rout`.'))).toEqual([
      'README.md line 3 names `src/index.ts/`, which is not in the repository at a1b2c3d.',
      'README.md line 3 names `src/rout`, which is not in the repository at a1b2c3d.',
    ]);
  });

  it('accepts symbols by name, qualified name, `::` name, dotted suffix and call', async () => {
    const markdown = doc('Symbols: `Router`, `Router.get`, `get()`, `Router.get()`, `createApp()`, `Config::new`, `Config.new`, `new`.');
    expect(await truthProblems(markdown)).toEqual([]);
  });

  it('accepts packages, dependencies, the manifest, scripts, make targets, tags, imports, languages, routes and operations', async () => {
    const markdown = doc(
      'Names: `express`, `@types/node`, `widgets`, `build`, `test:unit`, `install-deps`, `v1.4.0`, `./router/router.js`, `TypeScript`, `Rust`, `node`, `npm`, `/health`, `/widgets/{id}`, `getWidget`.',
    );
    expect(await truthProblems(markdown)).toEqual([]);
  });

  it('does not check literals, keywords, HTTP methods and commands', async () => {
    const report = await check(doc('Returns `true`, `null` or `None` on `GET`; run `make install-deps && npm test` or `--verbose`.'));
    expect(report.mentions.checked).toBe(0);
    expect(report.components.truthfulness).toBe(1);
  });

  it('checks SHAs by prefix in code and prose, and all-letter hex words only as names or commits', async () => {
    expect(await truthProblems(doc('Commits `a1b2c3d`, 0f1e2d3c4b and `deadbeefcafe`.'))).toEqual([]);
    expect(await truthProblems(doc('Commit 9f9f9f9 and `0f1e2d3c4b5a6978ff`.'))).toEqual([
      'README.md line 3 names commit `9f9f9f9`, which is not in the history up to a1b2c3d.',
      'README.md line 3 names commit `0f1e2d3c4b5a6978ff`, which is not in the history up to a1b2c3d.',
    ]);
  });

  it('checks `#n` against the references the commit messages make', async () => {
    expect(await truthProblems(doc('Fixed in #12 and #34.'))).toEqual([]);
    expect(await truthProblems(doc('Fixed in #12 and \\#56.'))).toEqual(['README.md line 3 names #56, which no commit message up to a1b2c3d references.']);
  });

  it('checks versions against tags, manifests, requirements, the runtime, lockfiles and OpenAPI files', async () => {
    const markdown = doc('Versions: `1.4.0`, `v1.4.0`, `^4.18.2`, `4.18.2`, `v4.18.2`, `>=20, <21`, `>=20,<21`, `20.11.5`, `>=18`, `2.0.0`.');
    expect(await truthProblems(markdown)).toEqual([]);
    expect(await truthProblems(doc('Needs `^5.0.0` and `4.17.1`.'))).toEqual([
      'README.md line 3 names version `^5.0.0`, which no tag, manifest or lockfile of the repository at a1b2c3d has.',
      'README.md line 3 names version `4.17.1`, which no tag, manifest or lockfile of the repository at a1b2c3d has.',
    ]);
  });

  it('checks relative links, links into the repository on its web host, and leaves other links and anchors alone', async () => {
    const ok = doc(
      '[Router](src/router/router.ts#L3), [docs](./docs/), [guide](docs/guide.md?plain=1), [root](./), [on GitHub](https://github.com/acme/widgets/blob/main/src/index.ts), [tree](https://github.com/acme/widgets/tree/v1.4.0/crates), [elsewhere](https://example.com/missing.ts), [mail](mailto:a@example.com).',
    );
    expect(await truthProblems(ok)).toEqual([]);
    expect(await truthProblems(doc('[gone](src/gone.ts), [up](../outside.md), [web](https://github.com/acme/widgets/blob/main/src/gone.ts).'))).toEqual([
      'README.md line 3 links to `src/gone.ts`, which is not in the repository at a1b2c3d.',
      'README.md line 3 links to `../outside.md`, which is not in the repository at a1b2c3d.',
      'README.md line 3 links to `https://github.com/acme/widgets/blob/main/src/gone.ts`, which is not in the repository at a1b2c3d.',
    ]);
  });

  it('checks links to commits, issues and pull requests on the web host', async () => {
    const base = 'https://github.com/acme/widgets';
    expect(await truthProblems(doc(`[a1b2c3d](${base}/commit/a1b2c3d4), [#12](${base}/issues/12), [#34](${base}/pull/34/).`))).toEqual([]);
    expect(await truthProblems(doc(`[fix](${base}/commit/9f9f9f9f), [bug](${base}/issues/77), [other](https://github.com/other/repo/issues/1).`))).toEqual([
      'README.md line 3 links to commit `9f9f9f9f`, which is not in the history up to a1b2c3d.',
      'README.md line 3 links to #77, which no commit message up to a1b2c3d references.',
    ]);
  });

  it('resolves relative links from the document\'s own folder, and takes code-span paths from the root or from there', async () => {
    const report = await checkDocument(doc('[Router](../src/router/router.ts), [guide](guide.md), `guide.md`, `src/index.ts` and `router/`.'), {
      snapshot,
      docFile: 'src/ROUTER.md',
    });
    expect(report.problems.map((problem) => problem.message)).toEqual(['src/ROUTER.md line 3 links to `guide.md`, which is not in the repository at a1b2c3d.']);
  });

  it('ignores what fenced blocks and Mermaid blocks name', async () => {
    const markdown = doc('```sh', 'cat src/missing.ts # `src/missing.ts` #99', '```', '', '```mermaid', 'flowchart LR', '  a["src/missing.ts"] --> b', '```');
    const report = await check(markdown);
    expect(report.refused).toBe(false);
    expect(report.mentions.checked).toBe(0);
  });

  it('scores the share of checked mentions that exist', async () => {
    const report = await check(doc('`src/index.ts`, `Router`, `express` and `src/nope.ts`.'));
    expect(report.components.truthfulness).toBe(0.75);
    expect(report.mentions).toEqual({ checked: 4, missing: 1 });
  });
});

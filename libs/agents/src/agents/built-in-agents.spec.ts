import { rmSync } from 'node:fs';
import { DOC_TYPES } from '@chronicle/contracts';
import { buildSnapshot, type Snapshot } from '@chronicle/snapshot';
import type { GitFixture } from '@chronicle/history/testing';
import { createAgentRegistry } from '../registry/agent-registry.js';
import { writeDocument } from '../generate/write-document.js';
import { fixtureRepository, type FixtureLanguage } from '../testing/fixture-repositories.js';
import { BUILT_IN_AGENTS } from './built-in-agents.js';

// The whole path on real repositories in five languages: snapshot → every built-in agent → gate.
const LANGUAGES: FixtureLanguage[] = ['typescript', 'python', 'go', 'rust', 'java'];

// What a reader must find in each document: the public symbols, the interfaces and who implements them, the license, the dependencies.
const EXPECTED: Record<FixtureLanguage, Partial<Record<string, string[]>>> = {
  typescript: { 'ONBOARDING.md': ['`HOST`', '| Node.js | `20` | `.nvmrc` |', '`npm run build`'], 'LOGGING.md': ['| `src/router.ts` | console | 1 | info 1 | 0 |', 'Set `NODE_DEBUG` to `tiny-router`'], 'README.md': ['MIT', '`npm run build`', 'npm install tiny-router', 'const router = new Router();'], 'API_REFERENCE.md': ['`Router`', '`Router.add`', '`serve`', 'GET /health', '## Where to start', '- `Router` (class — Routes paths to handlers.) in `src/router.ts`', '  - `Router.add(path: string, handler: Handler)` (method — Adds a route.)'], 'INTERFACES.md': ['`Handler`'], 'DEPENDENCY_REPORT.md': ['`express`', '`typescript`', '| `express` | runtime | `src/router.ts` | `express` |', 'For development, tests and builds it declares 1 package: `typescript`'], 'CODE_INDEX.md': ['`src/router.ts`', '`test/router.spec.ts`', '`Router`: Routes paths to handlers.', '`express`'], 'ARCHITECTURE.md': ['### `handle`', '- `Router.find`', '  - `Router.lookup`', '- `notFound`', 'In the order the code makes them, it calls:'], 'SECURITY.md': ['No secrets were found.', 'Please report vulnerabilities privately to the maintainers', 'X-Forwarded-For', '`clientIp`'], 'PERFORMANCE.md': ['`Router.add`', 'No loop hint was found', '**Caches and memoization**', '`memo`'] },
  python: { 'ONBOARDING.md': ['`TIDY_MODE`', '`>=3.9`'], 'LOGGING.md': ['| `tidy/core.py` | logging | 1 | debug 1 | 0 |', '`TidyError`', '`BadInput`'], 'README.md': ['MIT', 'pip install tidy'], 'SECURITY.md': ['`unpack_unsafe`', 'No security policy file was found'], 'PERFORMANCE.md': ['**Compression**', '`zlib`'], 'API_REFERENCE.md': ['`tidy`', 'Collapses runs of spaces.', '- `tidy.tidy(text: str)` (function — Collapses runs of spaces.) in `tidy/core.py`'], 'INTERFACES.md': ['`Cleaner`'], 'DEPENDENCY_REPORT.md': ['`click`'], 'CODE_INDEX.md': ['`tidy/core.py`'] },
  go: { 'ONBOARDING.md': ['`SHAPES_UNIT`', '`go build ./...`', 'entry point (Go package main)'], 'LOGGING.md': ['| `cmd/shapes/main.go` | log | 1 | fatal 1 | 0 |', '`SetOutput(w)`', 'os.Stderr when nil'], 'README.md': ['MIT', 'go get example.com/shapes'], 'SECURITY.md': ['**Process exits**', '`os.Exit`'], 'API_REFERENCE.md': ['`Circle`', '`Shape`', '- `SetOutput(w io.Writer)` (function'], 'INTERFACES.md': ['`Shape`', '`Circle`'], 'DEPENDENCY_REPORT.md': ['`github.com/spf13/pflag`', '| `github.com/spf13/pflag` | runtime | `cmd/shapes/main.go` |'], 'CODE_INDEX.md': ['`cmd/shapes/main.go`'] },
  rust: { 'README.md': ['MIT', 'cargo add counter'], 'PERFORMANCE.md': ['**Fast byte search**', '`memchr_iter`'], 'LOGGING.md': ['`Error`', '`pub fn line(&self) -> usize`'], 'API_REFERENCE.md': ['`Countable`', '`total`', '`Bag`', '  - `Countable::count(&self)` (abstract method)'], 'INTERFACES.md': ['`Countable`', '`Bag`'], 'DEPENDENCY_REPORT.md': ['`serde`'], 'CODE_INDEX.md': ['`src/tally.rs`'] },
  java: { 'README.md': ['MIT', '`org.example:greeter`', 'Greeter greeter = new PoliteGreeter();'], 'SECURITY.md': ['E-mail the maintainers privately'], 'API_REFERENCE.md': ['`Greeter`', '`PoliteGreeter`', 'The top-level package of `org.example:greeter`:', '  - `Greeter.greet(String name)` (method)'], 'INTERFACES.md': ['`Greeter`', '`PoliteGreeter`'], 'DEPENDENCY_REPORT.md': ['junit'], 'CODE_INDEX.md': ['`src/main/java/org/example/Greeter.java`'] },
};

describe.each(LANGUAGES)('the built-in agents on a %s repository', (language) => {
  let repo: GitFixture;
  let snapshot: Snapshot;

  beforeAll(async () => {
    repo = fixtureRepository(language);
    snapshot = await buildSnapshot(repo.dir);
  });
  afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));

  it('writes every document with its required sections, full coverage and nothing invented', async () => {
    const { registry } = await createAgentRegistry({ builtIns: BUILT_IN_AGENTS });
    expect(registry.list().map((agent) => agent.meta.docType)).toEqual([...DOC_TYPES]);
    for (const registered of registry.list()) {
      const { document, report } = await writeDocument(registered, snapshot);
      const context = `${document.file} on ${language}: ${report.problems.map((problem) => problem.message).join(' | ')}`;
      expect([context, report.refused]).toEqual([context, false]);
      expect([context, report.components.truthfulness, report.components.completeness, report.components.coverage, report.components.diagrams]).toEqual([context, 1, 1, 1, 1]);
      expect(document.commit).toBe(repo.head());
      expect(document.documentTokens).toBeGreaterThan(0);
      for (const text of EXPECTED[language][document.file] ?? []) expect([document.file, document.content]).toEqual([document.file, expect.stringContaining(text)]);
      // An example's exports are not the project's API.
      if (document.file === 'API_REFERENCE.md') expect(document.content).not.toContain('demoServer');
    }
  });

  it('writes the same bytes twice', async () => {
    const { registry } = await createAgentRegistry({ builtIns: BUILT_IN_AGENTS });
    for (const registered of registry.list()) {
      const first = await writeDocument(registered, snapshot);
      const second = await writeDocument(registered, await buildSnapshot(repo.dir));
      expect(second.document.content).toBe(first.document.content);
    }
  });
});

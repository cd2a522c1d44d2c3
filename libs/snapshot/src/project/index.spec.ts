import { createRequire } from 'node:module';
import { isProjectFilePath, readProjectFacts } from './index.js';

const MIT = `MIT License

Copyright (c) 2016 Example Authors

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the "Software"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
`;

describe('isProjectFilePath', () => {
  it('claims the root README, license files, Makefiles, CI workflows and OpenAPI files', () => {
    const claimed = ['README.md', 'readme.rst', 'LICENSE', 'LICENSE-MIT', 'COPYING.LESSER', 'packages/a/LICENSE.md', 'LICENSES/Apache-2.0.txt', 'Makefile', 'build/rules.mk', '.github/workflows/ci.yaml', '.gitlab-ci.yml', 'openapi.yaml', 'docs/README.md', 'CONTRIBUTING.md', '.github/SECURITY.md'];
    expect(claimed.filter((path) => !isProjectFilePath(path))).toEqual([]);
    expect(['src/README.md', 'src/license.ts', 'node_modules/x/LICENSE', '.github/workflows/notes.md', 'app.yaml'].filter(isProjectFilePath)).toEqual([]);
  });
});

describe('readProjectFacts', () => {
  it('identifies each license of a dual-licensed repository and keeps an unmatched root file with null', () => {
    const apache = (createRequire(import.meta.url)('spdx-license-list/full') as Record<string, { licenseText: string }>)['Apache-2.0']!.licenseText;
    // Most LICENSE-APACHE files stop where the terms end, before the appendix.
    const terms = apache.slice(0, apache.indexOf('END OF TERMS AND CONDITIONS') + 'END OF TERMS AND CONDITIONS'.length);
    const facts = readProjectFacts([
      { path: 'LICENSE-MIT', text: MIT },
      { path: 'LICENSE-APACHE', text: terms },
      { path: 'COPYING', text: 'All rights reserved. Ask us before you use this.' },
      { path: 'docs/LICENSE.txt', text: 'See the LICENSE files at the root of the repository.' },
      { path: 'packages/cli/LICENSE', text: MIT },
    ]);
    expect(facts.licenses.map(({ path, spdxId }) => ({ path, spdxId }))).toEqual([
      { path: 'COPYING', spdxId: null },
      { path: 'LICENSE-APACHE', spdxId: 'Apache-2.0' },
      { path: 'LICENSE-MIT', spdxId: 'MIT' },
      { path: 'packages/cli/LICENSE', spdxId: 'MIT' },
    ]);
  });

  it('picks the root README by format and gathers Makefiles, workflows and OpenAPI documents sorted by path, skipping a malformed one', () => {
    const facts = readProjectFacts([
      { path: 'README.txt', text: 'Plain text readme.' },
      { path: 'README.md', text: '# Tool\n\nTool turns notes into documents for people to read.\n' },
      { path: 'docs/README.md', text: '# Docs\n\nNot the root one.\n' },
      { path: 'Makefile', text: 'all: build\nbuild:\n\tgo build\n' },
      { path: 'scripts/release.mk', text: 'release:\n\t./release.sh\n' },
      { path: '.github/workflows/release.yml', text: 'name: Release\njobs:\n  r:\n    steps:\n      - run: make release\n' },
      { path: '.github/workflows/broken.yml', text: 'jobs: [unclosed\n' },
      { path: 'api/openapi.yaml', text: 'openapi: 3.1.0\ninfo: {title: Tool API, version: "1"}\npaths: {}\n' },
    ]);
    expect(facts.readme).toEqual({ path: 'README.md', title: 'Tool', opening: 'Tool turns notes into documents for people to read.' });
    expect(facts.makefiles).toEqual([
      { path: 'Makefile', targets: ['all', 'build'] },
      { path: 'scripts/release.mk', targets: ['release'] },
    ]);
    expect(facts.ciWorkflows).toEqual([{ path: '.github/workflows/release.yml', system: 'github-actions', name: 'Release', commands: ['make release'], triggers: [], permissions: null, actions: [], matrix: [] }]);
    expect(facts.openApi).toEqual([{ path: 'api/openapi.yaml', title: 'Tool API', version: '1', operations: [] }]);
  });

  it('has no README when none is at the root', () => {
    expect(readProjectFacts([{ path: 'docs/README.md', text: '# Docs' }]).readme).toBeNull();
  });
});

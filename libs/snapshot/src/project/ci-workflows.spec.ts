import { readCiWorkflow } from './ci-workflows.js';

describe('readCiWorkflow', () => {
  it('reads the build matrix of GitHub Actions jobs, include entries added', () => {
    const text = 'on: push\njobs:\n  test:\n    strategy:\n      matrix:\n        java: [8, 17, 25]\n        os: [ubuntu-latest]\n        include:\n          - java: 21\n            os: macos-latest\n          - experimental: true\n    steps:\n      - run: mvn verify\n  lint:\n    strategy:\n      matrix:\n        go: ["1.12", stable]\n    steps:\n      - run: golangci-lint run\n';
    expect(readCiWorkflow({ path: '.github/workflows/ci.yml', text })?.matrix).toEqual([
      { name: 'java', values: ['8', '17', '25', '21'] },
      { name: 'os', values: ['ubuntu-latest', 'macos-latest'] },
      { name: 'go', values: ['1.12', 'stable'] },
    ]);
  });


  it('reads a GitHub Actions workflow: its name and every run line, once, in file order', () => {
    const text = `name: CI
on: [push]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm ci
      - name: Test
        run: |
          # unit tests first
          npm test

          npm run build -- \\
            --prod
  lint:
    steps:
      - run: npm ci
      - run: npm run lint
`;
    expect(readCiWorkflow({ path: '.github/workflows/ci.yml', text })).toEqual({
      path: '.github/workflows/ci.yml',
      system: 'github-actions',
      name: 'CI',
      commands: ['npm ci', 'npm test', 'npm run build -- --prod', 'npm run lint'],
      triggers: ['push'],
      permissions: null,
      actions: [{ uses: 'actions/checkout@v4', line: 7, pinned: false }],
      matrix: [],
    });
  });

  it('reads what a GitHub Actions workflow says about its safety: triggers, top-level permissions, actions and their pinning', () => {
    const text = `name: Release
on:
  pull_request_target:
    types: [opened]
  push:
    branches: [main]
permissions: write-all
jobs:
  build:
    runs-on: ubuntu-latest
    permissions:
      contents: read
    steps:
      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683
      - uses: actions/setup-node@v4
      - uses: ./.github/actions/setup
      - uses: docker://alpine:3.20
  call:
    uses: acme/workflows/.github/workflows/deploy.yml@main
`;
    const workflow = readCiWorkflow({ path: '.github/workflows/release.yml', text });
    expect(workflow?.triggers).toEqual(['pull_request_target', 'push']);
    expect(workflow?.permissions).toBe('write-all');
    expect(workflow?.actions).toEqual([
      { uses: 'actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683', line: 14, pinned: true },
      { uses: 'actions/setup-node@v4', line: 15, pinned: false },
      { uses: './.github/actions/setup', line: 16, pinned: true },
      { uses: 'docker://alpine:3.20', line: 17, pinned: false },
      { uses: 'acme/workflows/.github/workflows/deploy.yml@main', line: 19, pinned: false },
    ]);
    expect(readCiWorkflow({ path: '.github/workflows/a.yml', text: 'on: [push, pull_request]\npermissions:\n  contents: read\n  pull-requests: write\njobs: {}\n' })).toMatchObject({
      triggers: ['pull_request', 'push'],
      permissions: 'contents: read, pull-requests: write',
      actions: [],
    });
  });

  it('reads GitLab CI scripts, before_script and defaults', () => {
    const text = `default:
  before_script:
    - bundle install
stages: [test]
rspec:
  stage: test
  script:
    - bundle exec rspec
    - - echo nested
.template:
  after_script: echo done
`;
    expect(readCiWorkflow({ path: '.gitlab-ci.yml', text })).toEqual({
      path: '.gitlab-ci.yml',
      system: 'gitlab-ci',
      name: null,
      commands: ['bundle install', 'bundle exec rspec', 'echo nested', 'echo done'],
      triggers: [],
      permissions: null,
      actions: [],
      matrix: [],
    });
  });

  it('reads CircleCI, Travis and Azure Pipelines steps', () => {
    const circle = 'version: 2.1\njobs:\n  build:\n    steps:\n      - checkout\n      - run: make\n      - run:\n          name: Test\n          command: make test\n';
    expect(readCiWorkflow({ path: '.circleci/config.yml', text: circle })?.commands).toEqual(['make', 'make test']);
    const travis = 'language: go\ninstall: go get ./...\nscript:\n  - go test ./...\n';
    expect(readCiWorkflow({ path: '.travis.yml', text: travis })?.commands).toEqual(['go get ./...', 'go test ./...']);
    const azure = 'stages:\n  - stage: Build\n    jobs:\n      - job: build\n        steps:\n          - script: dotnet build\n          - bash: dotnet test\n';
    expect(readCiWorkflow({ path: 'azure-pipelines.yml', text: azure })?.commands).toEqual(['dotnet build', 'dotnet test']);
  });
});

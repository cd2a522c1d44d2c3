import { readCiWorkflow } from './ci-workflows.js';

describe('readCiWorkflow', () => {
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
    expect(readCiWorkflow({ path: '.github/workflows/ci.yml', text })).toMatchObject({
      path: '.github/workflows/ci.yml',
      system: 'github-actions',
      name: 'CI',
      commands: ['npm ci', 'npm test', 'npm run build -- --prod', 'npm run lint'],
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
    expect(readCiWorkflow({ path: '.gitlab-ci.yml', text })).toMatchObject({ path: '.gitlab-ci.yml', system: 'gitlab-ci', name: null, commands: ['bundle install', 'bundle exec rspec', 'echo nested', 'echo done'] });
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

import { GitFixture } from '@chronicle/history/testing';

// Real repositories for ONBOARDING and LOGGING, built with git in a temporary folder: a Cargo
// workspace whose CONTRIBUTING and CI say how to run the tests, eleven example projects with their
// own manifests, a command-line program with debug flags, and a history of area-prefixed subjects.

/** How many example projects the workspace fixture has. */
export const EXAMPLE_PROJECTS = 11;

const CONTRIBUTING = [
  '# Contributing',
  '',
  'Thanks for helping.',
  '',
  '## Running the tests',
  '',
  'Run every crate\'s tests from the root:',
  '',
  '```sh',
  '$ cargo test --all',
  '```',
  '',
  '## Style',
  '',
  'Format with rustfmt.',
  '',
].join('\n');

const CI = [
  'name: CI',
  'on: [push, pull_request]',
  'jobs:',
  '  test:',
  '    runs-on: ubuntu-latest',
  '    steps:',
  '      - uses: actions/checkout@v4',
  '      - run: cargo test --workspace',
  '      - run: cargo clippy --workspace -- -D warnings',
  '',
].join('\n');

const CORE_LIB = [
  '//! Gizmo\'s core: tokens and parsing.',
  'pub mod parse;',
  'pub mod util;',
  '',
  '/// Splits text into tokens.',
  'pub fn tokens(text: &str) -> Vec<String> {',
  '    util::words(text)',
  '}',
  '',
].join('\n');

const CORE_UTIL = ['/// The words of a text.', 'pub fn words(text: &str) -> Vec<String> {', '    text.split_whitespace().map(String::from).collect()', '}', ''].join('\n');

const CORE_PARSE = [
  'use crate::util::words;',
  '',
  '/// Parses a line into its words.',
  'pub fn parse(line: &str) -> Vec<String> {',
  '    log::debug!("parsing {} characters", line.len());',
  '    words(line)',
  '}',
  '',
].join('\n');

const CLI_MAIN = [
  'use clap::Parser;',
  '',
  '/// The gizmo command line.',
  '#[derive(Parser)]',
  'struct Cli {',
  '    /// Print debug output.',
  '    #[arg(long)]',
  '    debug: bool,',
  '    /// More output for each -v.',
  '    #[arg(short, long, action = clap::ArgAction::Count)]',
  '    verbose: u8,',
  '    line: String,',
  '}',
  '',
  'fn main() {',
  '    let cli = Cli::parse();',
  '    log::info!("starting");',
  '    println!("{:?}", gizmo_core::parse::parse(&cli.line));',
  '}',
  '',
].join('\n');

function examples(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let index = 1; index <= EXAMPLE_PROJECTS; index++) {
    const name = `demo${String(index).padStart(2, '0')}`;
    files[`examples/${name}/pyproject.toml`] = `[project]\nname = "${name}"\nversion = "0.1.0"\nrequires-python = ">=3.10"\ndependencies = []\n`;
    files[`examples/${name}/uv.lock`] = `version = 1\nrequires-python = ">=3.10"\n\n[[package]]\nname = "${name}"\nversion = "0.1.0"\nsource = { editable = "." }\n`;
    files[`examples/${name}/main.py`] = `print("${name}")\n`;
  }
  return files;
}

/** A Cargo workspace (`crates/*`) with a CONTRIBUTING test section, CI running `cargo test --workspace`, eleven example projects, clap debug flags and area-prefixed commits. */
export function cargoWorkspaceRepository(): GitFixture {
  const repo = new GitFixture();
  repo.commit('core: add the tokenizer', {
    'Cargo.toml': '[workspace]\nmembers = ["crates/*"]\nresolver = "2"\n',
    'crates/core/Cargo.toml': '[package]\nname = "gizmo-core"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nlog = "0.4"\n',
    'crates/core/src/lib.rs': CORE_LIB,
    'crates/core/src/util.rs': CORE_UTIL,
  });
  repo.commit('core/parse: parse lines into words', { 'crates/core/src/parse.rs': CORE_PARSE });
  repo.commit('cli: add the command line with --debug and -v', {
    'crates/cli/Cargo.toml': '[package]\nname = "gizmo"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nclap = { version = "4", features = ["derive"] }\nlog = "0.4"\ngizmo-core = { path = "../core" }\n',
    'crates/cli/src/main.rs': CLI_MAIN,
  });
  repo.commit('examples: add eleven demos', examples());
  repo.commit('core: keep tokens as owned strings', { 'crates/core/src/lib.rs': `${CORE_LIB}\n/// How many tokens a text has.\npub fn count(text: &str) -> usize {\n    tokens(text).len()\n}\n` });
  repo.commit('Write the contributing guide', { 'CONTRIBUTING.md': CONTRIBUTING, 'README.md': '# gizmo\n\nA gizmo that splits text.\n' });
  repo.commit('ci: run the tests of every crate', { '.github/workflows/ci.yml': CI });
  return repo;
}

/** A small npm package with a test script and nothing else: no guide, no CI, no flags, no area prefixes. */
export function plainPackageRepository(): GitFixture {
  const repo = new GitFixture();
  repo.commit('Initial version', {
    'package.json': JSON.stringify({ name: 'plain', version: '1.0.0', type: 'module', main: 'index.js', scripts: { test: 'node --test' } }, null, 2),
    'index.js': 'export function add(a, b) {\n  return a + b;\n}\n',
    'README.md': '# plain\n\nAdds numbers.\n',
  });
  repo.commit('Add a test', { 'test/add.test.js': "import { add } from '../index.js';\nadd(1, 2);\n" });
  return repo;
}

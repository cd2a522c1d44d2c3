import { findIdioms } from './idioms.js';

const kinds = (language: string, text: string) => findIdioms({ path: 'x', language, text, comments: null }).map((idiom) => `${idiom.kind} ${idiom.word} ${idiom.line}`);

describe('findIdioms', () => {
  it('finds performance idioms in code, not in comments', () => {
    const rust = ['// memchr is fast', 'fn skip(rest: &[u8]) -> usize {', '    memchr::memchr2(b\'"\', b\'\\\\\', rest).unwrap_or(0)', '}', 'let map = unsafe { Mmap::map(&file)? };'].join('\n');
    expect(kinds('Rust', rust)).toEqual(['byte-search memchr 3', 'byte-search memchr2 3', 'memory-map Mmap 5', 'unsafe unsafe { 5']);
  });

  it('finds security idioms, header names in strings included, once per word', () => {
    const js = ["const val = this.get('X-Forwarded-For');", "const { spawn } = require('child_process');", 'process.exit(1);', 'process.exit(2);', "const s = 'sendFile';"].join('\n');
    expect(kinds('JavaScript', js)).toEqual(['forwarded-headers X-Forwarded-For 1', 'process child_process 2', 'exit process.exit 3']);
  });

  it('names the section util.debuglog writes to and the declaration around an idiom', () => {
    const found = findIdioms({ path: 'lib/app.js', language: 'JavaScript', text: "const debug = require('util').debuglog('koa:application');\nfunction memo() { return this.memoizedURL; }", comments: null, symbols: [{ kind: 'function', name: 'memo', qualifiedName: 'memo', parent: null, signature: 'memo()', parameters: [], doc: null, exported: false, abstract: false, extends: [], implements: [], line: 2, endLine: 2 }] });
    expect(found).toEqual([
      { kind: 'node-debuglog', word: 'koa:application', line: 1, symbol: null },
      { kind: 'cache', word: 'memo', line: 2, symbol: 'memo' },
      { kind: 'cache', word: 'memoizedURL', line: 2, symbol: 'memo' },
    ]);
  });
});

describe('findIdioms: command-line flags that turn output on', () => {
  const flags = (language: string, text: string) => findIdioms({ path: 'x', language, text, comments: null }).filter((idiom) => idiom.kind === 'debug-flag').map((idiom) => `${idiom.word} ${idiom.line}`);

  it('reads clap derive fields and builder calls, not plain struct fields elsewhere', () => {
    const rust = ['#[derive(Parser)]', 'struct Cli {', '    /// Print what happens.', '    #[arg(short, long)]', '    verbose: u8,', '    #[arg(long)]', '    pub log_level: Option<String>,', '    name: String,', '}', 'fn cmd() -> Command { Command::new("x").arg(Arg::new("debug").long("debug")) }'].join('\n');
    expect(flags('Rust', rust)).toEqual(['--verbose 5', '--log-level 7', '--debug 10']);
    expect(flags('Rust', 'struct Options {\n    verbose: bool,\n}\n')).toEqual([]);
  });

  it('reads cobra, pflag and Go flag definitions with the dashes each takes', () => {
    const go = ['func init() {', '\trootCmd.PersistentFlags().BoolVarP(&debug, "debug", "d", false, "debug output")', '\tpflag.String("log-level", "info", "level")', '\tverbose := flag.Bool("v", false, "verbose")', '\tflag.StringVar(&name, "name", "", "who")', '}'].join('\n');
    expect(flags('Go', go)).toEqual(['--debug 2', '--log-level 3', '-v 4']);
  });

  it('reads argparse, click, typer, commander and picocli options', () => {
    const python = ["parser.add_argument('-d', '--debug', action='store_true')", "@click.option('--verbose', '-v', is_flag=True)", 'def main(trace: bool = typer.Option(False, "--trace")): ...', "parser.add_argument('--output')"].join('\n');
    expect(flags('Python', python)).toEqual(['--debug 1', '--verbose 2', '--trace 3']);
    expect(flags('TypeScript', "program.option('-d, --debug', 'output extra debugging').option('--log-level <level>', 'level');")).toEqual(['--debug 1', '--log-level 1']);
    expect(flags('Java', '@Option(names = {"-v", "--verbose"}, description = "Verbose mode.")\nboolean verbose;')).toEqual(['--verbose 1']);
  });
});

import { findEnvironmentReads } from './environment.js';

function reads(language: string | null, text: string): string[] {
  return findEnvironmentReads({ path: 'file', language, text, comments: null }).map((read) => `${read.line} ${read.name} ${read.via}`);
}

describe('findEnvironmentReads', () => {
  it('reads JavaScript and TypeScript forms, destructuring across lines included, and skips dynamic names and comments', () => {
    const text = [
      "const port = process.env.PORT ?? '3000';",
      "const url = process.env['DATABASE_URL'] || process.env[\"REDIS_URL\"];",
      'const mode = import.meta.env.VITE_MODE;',
      "const token = Deno.env.get('GITHUB_TOKEN');",
      'const bun = Bun.env.BUN_FLAG;',
      'const dynamic = process.env[name];',
      '// const old = process.env.OLD_SETTING;',
      'const {',
      '  API_KEY,',
      "  HOST: host = 'localhost',",
      '  ...rest',
      '} = process.env;',
      'process.env.hasOwnProperty("X");',
      "const debug = process.env?.DEBUG === '1';",
    ].join('\n');
    expect(reads('TypeScript', text)).toEqual([
      '1 PORT process.env',
      '2 DATABASE_URL process.env',
      '2 REDIS_URL process.env',
      '3 VITE_MODE import.meta.env',
      '4 GITHUB_TOKEN Deno.env.get',
      '5 BUN_FLAG Bun.env',
      '9 API_KEY process.env',
      '10 HOST process.env',
      '14 DEBUG process.env',
    ]);
  });

  it('reads `env` imported from node:process', () => {
    expect(reads('JavaScript', "import { env } from 'node:process';\nconst level = env.LOG_LEVEL;\n")).toEqual(['2 LOG_LEVEL process.env']);
  });

  it('reads Python forms, not inside docstrings or comments', () => {
    const text = [
      'import os',
      'from os import environ, getenv',
      '',
      'def settings():',
      '    """Reads os.environ["IN_DOCSTRING"]."""',
      '    # os.getenv("IN_COMMENT")',
      "    a = os.environ['SECRET_KEY']",
      '    b = os.environ.get("DEBUG", "0")',
      "    c = os.getenv('PORT')",
      "    d = environ.get('HOST')",
      "    e = getenv('USER_NAME')",
      '    f = os.environ[f"{prefix}_X"]',
    ].join('\n');
    expect(reads('Python', text)).toEqual(['7 SECRET_KEY os.environ', '8 DEBUG os.environ', '9 PORT os.getenv', '10 HOST environ', '11 USER_NAME getenv']);
  });

  it('reads Go, Rust, Java, C#, Ruby, PHP and C forms', () => {
    expect(reads('Go', 'v := os.Getenv("HOME")\nif p, ok := os.LookupEnv("GOPATH"); ok {}\n')).toEqual(['1 HOME os.Getenv', '2 GOPATH os.LookupEnv']);
    expect(reads('Rust', 'let a = env::var("RUST_LOG");\nlet b = std::env::var_os("HOME");\nconst V: &str = env!("CARGO_PKG_VERSION");\nlet c = option_env!("CI");\n')).toEqual([
      '1 RUST_LOG env::var',
      '2 HOME env::var_os',
      '3 CARGO_PKG_VERSION env!',
      '4 CI option_env!',
    ]);
    expect(reads('Java', 'String home = System.getenv("JAVA_HOME");\n')).toEqual(['1 JAVA_HOME System.getenv']);
    expect(reads('C#', 'var cs = Environment.GetEnvironmentVariable("CONNECTION_STRING");\n')).toEqual(['1 CONNECTION_STRING Environment.GetEnvironmentVariable']);
    expect(reads('Ruby', "key = ENV['STRIPE_KEY']\nurl = ENV.fetch(\"REDIS_URL\", nil)\nport = ENV.fetch 'PORT'\n# ENV['NOPE']\n")).toEqual(['1 STRIPE_KEY ENV', '2 REDIS_URL ENV.fetch', '3 PORT ENV.fetch']);
    expect(reads('PHP', "<?php\n$a = getenv('APP_ENV');\n$b = $_ENV['DB_HOST'];\n'key' => env('APP_KEY'),\n$c = $this->getenv('NOT_ENV');\n")).toEqual(['2 APP_ENV getenv', '3 DB_HOST $_ENV', '4 APP_KEY env']);
    expect(reads('C', 'const char *home = getenv("HOME");\n/* getenv("IN_BLOCK")\n   getenv("STILL_IN_BLOCK") */\n')).toEqual(['1 HOME getenv']);
  });

  it("reads documentation's code samples in any language's forms, once per name and line", () => {
    const rst = ['.. code-block:: python', '', '    SECRET_KEY = os.environ.get("SECRET_KEY")', '', 'Or in Go: ``os.Getenv("SECRET_KEY")`` and ``getenv("HOME")``.'].join('\n');
    expect(reads('reStructuredText', rst)).toEqual(['3 SECRET_KEY os.environ', '5 HOME getenv', '5 SECRET_KEY os.Getenv']);
    expect(reads('Markdown', 'Set `process.env.PORT`.')).toEqual(['1 PORT process.env']);
  });

  it('reads the forms no other code can be mistaken for in any file, as git grep would, and the ambiguous ones only in their language', () => {
    expect(reads('YAML', 'port: ${process.env.PORT}\nhome: getenv("HOME")\nkey: env("APP_KEY")\nsecret: ${SECRET}\n')).toEqual(['1 PORT process.env', '2 HOME getenv']);
    expect(reads('TypeScript', "const goSource = 'v := os.Getenv(\"HOME\")';\nconst php = \"env('APP_KEY')\";\n")).toEqual(['1 HOME os.Getenv']);
    expect(reads(null, 'run: node -e "console.log(process.env.CI)"')).toEqual(['1 CI process.env']);
  });
});

import { readFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';
import { plantedSecrets, randomText } from '../../testing/secrets.js';
import { shannonEntropy } from './entropy.js';
import { compileRuleSet, detectSecrets, findSecrets, secretFingerprint, secretRules } from './index.js';

const planted = plantedSecrets();

describe('the vendored gitleaks rule set', () => {
  it('compiles every one of the 221 regexes with re2js; the one path-only rule has none', () => {
    const source = parseToml(readFileSync(new URL('./rules/gitleaks.toml', import.meta.url), 'utf8')) as { rules: { id: string; regex?: string }[] };
    const rules = secretRules();
    expect(source.rules).toHaveLength(222);
    expect(rules.failed).toEqual([]);
    expect(rules.rules.filter((rule) => rule.regex !== null)).toHaveLength(221);
    expect(rules.rules.filter((rule) => rule.regex === null).map((rule) => rule.id)).toEqual(['pkcs12-file']);
  });

  it('travels with its license', () => {
    expect(readFileSync(new URL('./rules/LICENSE', import.meta.url), 'utf8')).toContain('MIT License');
  });
});

describe('findSecrets', () => {
  const text = [
    `const AWS_KEY = "${planted.aws.value}";`,
    `github:`,
    `  token: ${planted.github.value}`,
    `SLACK=${planted.slack.value}`,
    `stripe.key = '${planted.stripe.value}'`,
    `//registry.npmjs.org/:_authToken=${planted.npm.value}`,
    planted.privateKey.value,
    `api_key = "${planted.generic.value}"`,
  ].join('\n');

  it('finds each kind of secret by rule and line, and keeps nothing but a fingerprint', () => {
    const found = findSecrets({ path: 'src/config.ts', text });
    expect(found).toEqual([
      { rule: 'aws-access-token', line: 1, fingerprint: secretFingerprint(planted.aws.value) },
      { rule: 'github-pat', line: 3, fingerprint: secretFingerprint(planted.github.value) },
      { rule: 'slack-bot-token', line: 4, fingerprint: secretFingerprint(planted.slack.value) },
      { rule: 'stripe-access-token', line: 5, fingerprint: secretFingerprint(planted.stripe.value) },
      { rule: 'npm-access-token', line: 6, fingerprint: secretFingerprint(planted.npm.value) },
      { rule: 'private-key', line: 7, fingerprint: secretFingerprint(planted.privateKey.value) },
      { rule: 'generic-api-key', line: 17, fingerprint: secretFingerprint(planted.generic.value) },
    ]);
    const stored = JSON.stringify(found);
    for (const { value } of Object.values(planted)) for (const piece of [value.slice(0, 8), value.slice(-8)]) expect(stored).not.toContain(piece);
  });

  it('gives the same fingerprint for the same value anywhere, and different ones for different values', () => {
    const here = findSecrets({ path: 'a.env', text: `GITHUB_TOKEN=${planted.github.value}\n` });
    const there = findSecrets({ path: 'docs/setup.md', text: `Use \`${planted.github.value}\`.\n` });
    expect(here[0]!.fingerprint).toBe(there[0]!.fingerprint);
    expect(here[0]!.fingerprint).toMatch(/^sha256:[0-9a-f]{12}$/);
    expect(secretFingerprint(planted.github.value)).not.toBe(secretFingerprint(plantedSecrets(2).github.value));
  });

  it('lets a generic finding give way to the specific rule that found the same secret', () => {
    expect(findSecrets({ path: 'a.yml', text: `auth_token: ${planted.github.value}\n` }).map((finding) => finding.rule)).toEqual(['github-pat']);
  });

  it('leaves out allowlisted values, stopwords, low entropy, placeholders and `gitleaks:allow` lines', () => {
    const negatives = [
      'const KEY = "AKIAIOSFODNN7EXAMPLE";',
      `api_key = "${randomText(9, 6)}example${randomText(10, 6)}"`,
      'api_key = "abababababab1212"',
      'password: ${{ secrets.DEPLOY_PASSWORD }}',
      'token = "${API_TOKEN}"',
      `SLACK=${planted.slack.value} # gitleaks:allow`,
    ].join('\n');
    expect(findSecrets({ path: 'src/settings.py', text: negatives })).toEqual([]);
    // The same lines with a real-looking value are findings.
    expect(findSecrets({ path: 'src/settings.py', text: `api_key = "${randomText(9, 6)}${randomText(11, 7)}${randomText(10, 6)}"` })).toHaveLength(1);
    expect(findSecrets({ path: 'src/settings.py', text: `SLACK=${planted.slack.value}` })).toHaveLength(1);
  });

  it('skips the files gitleaks skips: lockfiles, vendored modules, images', () => {
    const text = `"resolved": "${planted.github.value}"\n`;
    expect(findSecrets({ path: 'package-lock.json', text })).toEqual([]);
    expect(findSecrets({ path: 'web/node_modules/x/index.js', text })).toEqual([]);
    expect(findSecrets({ path: 'config/settings.json', text })).toHaveLength(1);
  });

  it('finds nothing in ordinary code', () => {
    const code = "import { createHash } from 'node:crypto';\nexport const keyFor = (id: string) => createHash('sha256').update(id).digest('hex');\nconst token = request.headers.authorization;\n";
    expect(findSecrets({ path: 'src/keys.ts', text: code })).toEqual([]);
  });
});

describe('gitleaks semantics on a small rule set', () => {
  const toml = `
[allowlist]
paths = ['''(?:^|/)fixtures/''']
stopwords = ["dummy"]

[[rules]]
id = "acme-key"
regex = '''(?i)acme[_-]?key\\s*=\\s*"([a-z0-9]{16,})"'''
keywords = ["acme"]
entropy = 3
[[rules.allowlists]]
regexTarget = "line"
regexes = ['''#\\s*test only''']
[[rules.allowlists]]
condition = "AND"
paths = ['''\\.md$''']
regexes = ['''^0{4}''']

[[rules]]
id = "second-group"
regex = '''(zz)-([a-z0-9]{12})'''
secretGroup = 2
keywords = ["zz-"]

[[rules]]
id = "tf-only"
regex = '''pw:([a-z0-9]{12})'''
path = '''\\.tf$'''
keywords = ["pw:"]
`;
  const rules = compileRuleSet(toml);
  const value = randomText(42, 20, 'abcdefghijklmnopqrstuvwxyz0123456789');
  const detect = (path: string, text: string) => detectSecrets({ path, text }, rules).map(({ rule, line, secret }) => ({ rule, line, secret }));

  it('takes the first group, or the secretGroup, as the secret', () => {
    expect(detect('a.txt', `ACME_KEY = "${value}"`)).toEqual([{ rule: 'acme-key', line: 1, secret: value }]);
    expect(detect('a.txt', `\n\nid zz-${value.slice(0, 12)}`)).toEqual([{ rule: 'second-group', line: 3, secret: value.slice(0, 12) }]);
  });

  it('runs a rule only when the text holds one of its keywords, and only on its paths', () => {
    const noKeyword = compileRuleSet(toml.replace('keywords = ["acme"]', 'keywords = ["nothere"]'));
    expect(detectSecrets({ path: 'a.txt', text: `ACME_KEY = "${value}"` }, noKeyword)).toEqual([]);
    expect(detect('main.tf', `pw:${value.slice(0, 12)}`)).toHaveLength(1);
    expect(detect('main.hcl', `pw:${value.slice(0, 12)}`)).toEqual([]);
  });

  it('drops values at or under the entropy threshold', () => {
    expect(detect('a.txt', 'acme_key = "aabbaabbaabbaabb"')).toEqual([]);
  });

  it('honours global paths and stopwords, rule line regexes, and AND conditions', () => {
    expect(detect('test/fixtures/keys.txt', `acme_key = "${value}"`)).toEqual([]);
    expect(detect('a.txt', `acme_key = "${value.slice(0, 10)}dummy1"`)).toEqual([]);
    expect(detect('a.txt', `acme_key = "${value}" # test only`)).toEqual([]);
    // The AND allowlist needs both: a Markdown file and a value starting with 0000.
    expect(detect('README.md', `acme_key = "0000${value}"`)).toEqual([]);
    expect(detect('notes.txt', `acme_key = "0000${value}"`)).toHaveLength(1);
    expect(detect('README.md', `acme_key = "${value}"`)).toHaveLength(1);
  });
});

describe('shannonEntropy', () => {
  it('counts bits per character as gitleaks does', () => {
    expect(shannonEntropy('')).toBe(0);
    expect(shannonEntropy('aaaa')).toBe(0);
    expect(shannonEntropy('abab')).toBe(1);
    expect(shannonEntropy('0123456789abcdef')).toBe(4);
  });
});

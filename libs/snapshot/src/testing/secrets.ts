// Secrets for tests, made up at run time from a fixed seed: the same values on every run, high
// entropy like real ones, and never written out in the repository's source, so Chronicle's own scan
// (and any other scanner) finds nothing in its test files.

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALNUM = UPPER + LOWER + DIGITS;
const BASE64 = `${ALNUM}+/`;

/** Deterministic characters from an alphabet (a linear congruential generator seeded by `seed`). */
export function randomText(seed: number, length: number, alphabet = ALNUM): string {
  let state = seed >>> 0 || 1;
  let out = '';
  for (let index = 0; index < length; index++) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    out += alphabet[(state >>> 8) % alphabet.length];
  }
  return out;
}

/** A planted secret: the gitleaks rule that finds it and the value it finds. */
export type PlantedSecret = { rule: string; value: string };

/** One made-up secret of each common kind, keyed by a name for the test's own use. */
export function plantedSecrets(seed = 1): Record<'aws' | 'github' | 'slack' | 'stripe' | 'npm' | 'privateKey' | 'generic', PlantedSecret> {
  const key = Array.from({ length: 8 }, (_, line) => randomText(seed * 100 + line, 64, BASE64)).join('\n');
  return {
    aws: { rule: 'aws-access-token', value: `AKIA${randomText(seed + 1, 16, `${UPPER}234567`)}` },
    github: { rule: 'github-pat', value: `ghp_${randomText(seed + 2, 36)}` },
    slack: { rule: 'slack-bot-token', value: `xoxb-${randomText(seed + 3, 12, DIGITS)}-${randomText(seed + 4, 12, DIGITS)}-${randomText(seed + 5, 24)}` },
    stripe: { rule: 'stripe-access-token', value: `sk_live_${randomText(seed + 6, 32)}` },
    npm: { rule: 'npm-access-token', value: `npm_${randomText(seed + 7, 36, LOWER + DIGITS)}` },
    privateKey: { rule: 'private-key', value: `-----BEGIN RSA PRIVATE KEY-----\n${key}\n-----END RSA PRIVATE KEY-----` },
    generic: { rule: 'generic-api-key', value: randomText(seed + 8, 32, LOWER + DIGITS) },
  };
}

/** Every piece of eight characters (the redaction's SECRET_PIECE) of a value, on one line: none may appear where the value was redacted. */
export function secretPieces(value: string): string[] {
  return Array.from({ length: Math.max(0, value.length - 7) }, (_, start) => value.slice(start, start + 8)).filter((piece) => !piece.includes('\n'));
}

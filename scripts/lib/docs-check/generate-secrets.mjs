// FAKE secrets for the generated repositories: values shaped so that gitleaks' default rules
// match them (aws-access-token, github-pat, slack-bot-token, private-key, stripe-access-token,
// gcp-api-key, gitlab-pat, npm-access-token), drawn from the seeded PRNG so every run plants the
// same bytes. None of them was ever a real credential.
//
// Each secret keeps its `fixed` parts (the rule's prefix, a PEM header) apart from the random
// ones: the "none rendered" check looks for 8-character windows that hold a random character, so
// a document may say "a Stripe `sk_live_` key" but not show any of the key itself.

const UPPER_BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const DIGITS = '0123456789';
const WORD_DASH = `${ALNUM}_-`;
const BASE64 = `${ALNUM}+/`;
/** Joined at run time, so this file holds no PEM header a secret scanner would take for a key. */
const PEM_LABEL = ['RSA', 'PRIVATE', 'KEY'].join(' ');

/**
 * @typedef {{ text: string, random: boolean }} SecretPart
 * @typedef {{ rule: string, parts: SecretPart[], value: string }} SecretValue
 */

/** Random characters from `alphabet`, redrawn until their Shannon entropy clears gitleaks' thresholds (≤ 3.5 bits). */
function randomText(random, alphabet, length, minEntropy = 3.5) {
  for (;;) {
    let text = '';
    for (let index = 0; index < length; index++) text += alphabet[Math.floor(random() * alphabet.length)];
    if (shannon(text) >= Math.min(minEntropy, Math.log2(Math.min(alphabet.length, length)) - 0.3)) return text;
  }
}

function shannon(text) {
  const counts = new Map();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) bits -= (count / text.length) * Math.log2(count / text.length);
  return bits;
}

function secret(rule, parts) {
  return { rule, parts, value: parts.map((part) => part.text).join('') };
}

const fixed = (text) => ({ text, random: false });
const drawn = (text) => ({ text, random: true });

/** The secret kinds, each a maker of one value. */
export const SECRET_KINDS = Object.freeze({
  'aws-access-token': (random) => secret('aws-access-token', [fixed('AKIA'), drawn(randomText(random, UPPER_BASE32, 16))]),
  'github-pat': (random) => secret('github-pat', [fixed('ghp_'), drawn(randomText(random, ALNUM, 36))]),
  'slack-bot-token': (random) => secret('slack-bot-token', [fixed('xoxb-'), drawn(randomText(random, DIGITS, 13, 2.5)), fixed('-'), drawn(randomText(random, DIGITS, 13, 2.5)), fixed('-'), drawn(randomText(random, ALNUM, 24))]),
  'private-key': (random) => {
    const body = [];
    for (let line = 0; line < 12; line++) body.push(drawn(`${randomText(random, BASE64, 64)}\n`));
    return secret('private-key', [fixed(`-----BEGIN ${PEM_LABEL}-----\n`), fixed('MIIEpAIBAAKCAQEA'), ...body, fixed(`-----END ${PEM_LABEL}-----`)]);
  },
  'stripe-access-token': (random) => secret('stripe-access-token', [fixed('sk_live_'), drawn(randomText(random, ALNUM, 24))]),
  'gcp-api-key': (random) => secret('gcp-api-key', [fixed('AIza'), drawn(randomText(random, WORD_DASH, 35))]),
  'gitlab-pat': (random) => secret('gitlab-pat', [fixed('glpat-'), drawn(randomText(random, WORD_DASH, 20))]),
  'npm-access-token': (random) => secret('npm-access-token', [fixed('npm_'), drawn(randomText(random, LOWER_ALNUM, 36))]),
});

/**
 * The 8-character windows of a secret that hold at least one random character, line by line
 * (a PEM block is rendered, if at all, a line at a time).
 * @param {SecretValue} value
 * @returns {string[]}
 */
export function secretWindows(value) {
  const chars = value.parts.flatMap((part) => [...part.text].map((char) => ({ char, random: part.random })));
  const lines = [[]];
  for (const entry of chars) {
    if (entry.char === '\n') lines.push([]);
    else lines[lines.length - 1].push(entry);
  }
  const windows = new Set();
  for (const line of lines) {
    for (let start = 0; start + 8 <= line.length; start++) {
      const slice = line.slice(start, start + 8);
      if (slice.some((entry) => entry.random)) windows.add(slice.map((entry) => entry.char).join(''));
    }
  }
  return [...windows];
}

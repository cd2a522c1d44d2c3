import type { ChangeSection } from '../model.js';

/** How sure a section guess is: from the message's leading verb, from a keyword in it, or a default. */
export type SectionSignal = 'verb' | 'keyword' | 'default';

const SECURITY_WORDS = /\b(?:security|vulnerab\w*|CVE-\d{4}-\d+|GHSA(?:-[a-z0-9]{4}){3}|cross[- ]site|denial[- ]of[- ]service|(?:path|directory) traversal|(?:header|log|sql|command|code|html|script|shell|regex|crlf|response) injection|timing (?:attack|side[- ]channel)|side[- ]channel|privilege escalation|open redirect|remote code execution|prototype pollution|request smuggling|(?:information|directory|path|root directory|credential|token|secret)s? disclosure|(?:proxy|auth(?:entication|orization)?|allowlist|whitelist|rules?|checks?|restrictions?|validation|csrf|cors|sandbox) bypass|bypass(?:es|ed)? via|(?:memory|resource|disk) exhaustion|unbounded (?:read|memory|buffer|allocation)s?|(?:host|header|scheme|ip) spoofing|arbitrary (?:code|file|command) (?:execution|read|write))\b/i;
const SECURITY_ACRONYMS = /\b(?:XSS|CSRF|SSRF|XXE|DoS|RCE)\b|\bredos\b/i;

const VERBS: Record<string, ChangeSection> = {};
const assign = (section: ChangeSection, words: string) => {
  for (const word of words.split(/\s+/)) VERBS[word] = section;
};
assign('Added', 'add added adds adding introduce introduced introduces introducing support supported supports implement implemented implements implementing new create created creates allow allowed allows enable enabled enables expose exposed exposes provide provided provides teach taught accept accepts accepted');
assign('Fixed', 'fix fixed fixes fixing bugfix hotfix correct corrected corrects correctly resolve resolved resolves prevent prevented prevents avoid avoided avoids handle handled handles repair repaired repairs restore restored restores guard guards workaround ensure ensures ensured respect respects respected patch patched address addresses addressed dont don\'t properly');
assign('Removed', 'remove removed removes removing drop dropped drops dropping delete deleted deletes deleting purge');
assign('Deprecated', 'deprecate deprecated deprecates deprecating');

const FIX_KEYWORDS = /\b(?:fix(?:es|ed)?|bug-?fix(?:es)?|bugs?|crash(?:es|ed|ing)?|regression|broken|incorrect(?:ly)?|wrong(?:ly)?|error when|fails? (?:to|when|on|with)|failure|infinite loop|memory leak|race condition|deadlock|panic(?:s|ked)?|segfault|hang(?:s|ing)?|no longer (?:crash|fail|break|raise|throw|error)|instead of (?:crash|fail|rais|throw)|exception)\b/i;
const DEPRECATION_PHRASE = /\b(?:mark(?:ed|s)? (?:\S+ ){0,4}as deprecated|is (?:now )?deprecated|add deprecation warning|deprecation warnings? (?:for|to|when|on))\b/i;

/** Security wording: CVE/GHSA ids, vulnerability, XSS, injection, traversal, denial of service… */
export function mentionsSecurity(text: string): boolean {
  return SECURITY_WORDS.test(text) || SECURITY_ACRONYMS.test(text);
}

/** The leading word of a description, lower-cased, without quotes, emphasis or a trailing colon. */
export function leadingVerb(text: string): string {
  const match = /^[\s"'`*_[(]*([A-Za-z][\w']*)/.exec(text);
  return (match?.[1] ?? '').toLowerCase();
}

/**
 * The Keep a Changelog section a free-form description belongs to: security wording first, then
 * the leading verb (Add/Introduce/Support/Implement/Allow/Expose → Added, Fix/Correct/Resolve/
 * Prevent/Avoid/Handle/Ensure/Don't → Fixed, Remove/Drop/Delete → Removed, Deprecate → Deprecated),
 * then bug words anywhere (crash, regression, broken…) → Fixed; anything else is Changed.
 */
export function sectionFromText(text: string): { section: ChangeSection; signal: SectionSignal } {
  if (mentionsSecurity(text)) return { section: 'Security', signal: 'keyword' };
  let verb = leadingVerb(text);
  if (verb === 'do' && /^\W*do not\b/i.test(text)) verb = 'dont';
  if (verb === 'no' && /^\W*no longer\b/i.test(text)) return { section: FIX_KEYWORDS.test(text) ? 'Fixed' : 'Changed', signal: 'verb' };
  const byVerb = VERBS[verb];
  if (byVerb) return { section: byVerb, signal: 'verb' };
  if (DEPRECATION_PHRASE.test(text)) return { section: 'Deprecated', signal: 'keyword' };
  if (FIX_KEYWORDS.test(text)) return { section: 'Fixed', signal: 'keyword' };
  return { section: 'Changed', signal: 'default' };
}

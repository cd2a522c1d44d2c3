import type { ChangeSection } from '../model.js';

/** How sure a section guess is: from the message's leading verb, from a keyword in it, or a default. */
export type SectionSignal = 'verb' | 'keyword' | 'default';

const SECURITY_WORDS = /\b(?:security|vulnerab\w*|CVE-\d{4}-\d+|GHSA(?:-[a-z0-9]{4}){3}|cross[- ]site|denial[- ]of[- ]service|(?:path|directory) traversal|(?:header|log|sql|command|code|html|script|shell|regex|crlf|response) injection|timing (?:attack|side[- ]channel)|side[- ]channel|privilege escalation|open redirect|remote code execution|prototype pollution|request smuggling|(?:information|directory|path|root directory|credential|token|secret)s? disclosure|(?:proxy|auth(?:entication|orization)?|allowlist|whitelist|rules?|checks?|restrictions?|validation|csrf|cors|sandbox) bypass|bypass(?:es|ed)? via|(?:memory|resource|disk) exhaustion|unbounded (?:read|memory|buffer|allocation)s?|(?:host|header|scheme|ip) spoofing|arbitrary (?:code|file|command) (?:execution|read|write))\b/i;
const SECURITY_ACRONYMS = /\b(?:XSS|CSRF|SSRF|XXE|DoS|RCE|CVEs?)\b|\bredos\b/i;

const VERBS = new Map<string, ChangeSection>();
const assign = (section: ChangeSection, words: string) => {
  for (const word of words.split(/\s+/)) VERBS.set(word, section);
};
assign('Added', 'add added adds adding introduce introduced introduces introducing support supported supports implement implemented implements implementing new create created creates allow allowed allows enable enabled enables expose exposed exposes provide provided provides teach taught accept accepts accepted');
assign('Fixed', 'fix fixed fixes fixing bugfix hotfix correct corrected corrects correctly resolve resolved resolves prevent prevented prevents avoid avoided avoids handle handled handles repair repaired repairs restore restored restores guard guards workaround ensure ensures ensured respect respects respected ignore ignores ignored patch patched address addresses addressed dont don\'t properly');
assign('Removed', 'remove removed removes removing drop dropped drops dropping delete deleted deletes deleting purge');
assign('Deprecated', 'deprecate deprecated deprecates deprecating');

const FIX_KEYWORDS = /\b(?:fix(?:es|ed)?|bug-?fix(?:es)?|bugs?|crash(?:es|ed|ing)?|regression|broken|incorrect(?:ly)?|wrong(?:ly)?|error when|fails? (?:to|when|on|with)|failure|infinite loop|memory leak|race condition|deadlock|panic(?:s|ked)?|segfault|hang(?:s|ing)?|no longer (?:crash|fail|break|raise|throw|error)|instead of (?:crash|fail|rais|throw)|(?:unhandled|uncaught|unexpected|spurious|raises|throws|raising|throwing) (?:an? )?exceptions?|(?<!\b(?:raise|throw)\s+(?:an?\s+)?(?:\w+\s+)?)exceptions? (?:when|on|in|if|with|for|from|during|while)|edge[- ]?cases?|issues? (?:with|when|in)|work[- ]?a?round)\b/i;
const DEPRECATION_PHRASE = /\b(?:mark(?:ed|s)? (?:\S+ ){0,4}as deprecated|is (?:now )?deprecated|add(?:ed|s)? (?:a )?deprecation (?:warning|notice)s?|deprecation warnings? (?:for|to|when|on))\b/i;
// An explicit "fix" in a message led by an adding verb: `Added ability to escape pipes, fix #5`, `Add/fix indentation checks`.
const EXPLICIT_FIX = /(?<![-\w`.])(?:fix(?:es|ed)?|bug-?fix(?:es)?)\b(?![-`])/i;
// `Add missing X`, `Add the missed h2..h6 tags`: something that should have been there.
const ADD_MISSING = /^\W*add(?:ed|s|ing)?\s+(?:the\s+|a\s+|an\s+|some\s+)?(?:missing|missed|forgotten)\b/i;
// `Allow X to Y`, `Allow configuring X`, `Allow users to …`, `Allow overriding …`: a new capability. Any other
// `Allow X` (`Allow tabs inside tables`, `Allow empty PATH_INFO`) accepts input that used to be refused: a fix.
const ALLOW_CAPABILITY = /^\W*allow(?:s|ed|ing)?\s+(?:(?:\S+\s+){0,6}?to\s+(?!the\b|a\b|an\b)[a-z]|\S*ing\b|for\b|(?:users?|callers?|clients?|plugins?|subclass\w*)\b|(?:\S+\s+){0,3}?(?:overrid\w*|customi[sz]\w*|configur\w*|custom|arbitrary|dynamic|opt(?:ing)?[- ]?(?:in|out))\b)/i;
// `Make X work`, `Make X handle Y`, `Make X correctly delegate …`: making something behave as it should.
const MAKE_FIX = /^\W*make[s]?\s+(?:\S+\s+){0,6}?(?:work(?:s|ing)?|handle[sd]?|respect|honou?r|correctly|properly|have an effect|take effect)\b/i;
// `Make X configurable`: a new option.
const MAKE_OPTION = /^\W*make[s]?\s+(?:\S+\s+){0,6}?(?:configurable|customi[sz]able)\b/i;
// A subject that states how things should be (`X should not start Y`, `HeaderHash must clear names`) reports a
// bug — a modal in the main clause, not after `and`/`so` (MODAL is the cheap test run first).
const MODAL = /\b(?:should|must)/i;
const SHOULD = /^(?:(?!\b(?:and|but|so|now)\b).)*?\b(?:should(?:n't| not)?|must(?:n't| not)?)\s+(?:\S+\s+)?[a-z]/i;
// `Fall back to X when Y`: coping with a failure.
const FALL_BACK = /^\W*fall(?:s|ing)? ?back (?:to|on)\b/i;
// `Improve handling of X`, `Better validation of Y`, `Robust handling of Z`.
const BETTER_HANDLING = /^\W*(?:improve[sd]?|better|more robust|robust)\s+(?:\S+\s+){0,3}?(?:handling|validation|detection)\b/i;
// `Remove unused X`, `Remove dead code`, `Remove X as a dependency`, `Remove X and replace it with Y`: the
// code changes, nothing a user relied on goes away.
const REMOVE_INTERNAL = /^\W*(?:remove[sd]?|removing|drop(?:s|ped)?|delete[sd]?)\s+(?:the\s+|an?\s+|some\s+)?(?:unused|unnecessary|unneeded|redundant|dead|superfluous|needless|duplicated?|stale)\b|\bdependenc(?:y|ies)\b(?! injection)|\b(?:and|to) (?:replace|use|switch)\b|\bin favou?r of\b/i;

// A subject that is only a name led by a code identifier (`TTY_COMPATIBLE`, `Console.bell`, `ListUsers API`,
// `AuthZen v1.0 implementation`) announces that thing: something new.
const IDENTIFIER = /^[`"']?(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+|[A-Z]{3,}|\w+(?:\.|::|#)\w+|[a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*|\w+_\w+)[`"']?$/;

// …unless it names a file (`setup.cfg`, `lint.rb`) or says what happened to the thing (`StateBlock cleanup`, `X tweaks`).
const FILE_NAME = /\.(?:[cm]?[jt]sx?|rb|py|rs|go|java|kt|cs|php|json|ya?ml|toml|cfg|ini|lock|md|rst|txt|html?|css|sh)[`"']?$/i;
const NOT_A_NAME = /^(?:tweaks?|refactor\w*|clean-?ups?|renam\w*|improvements?|optimi[sz]\w*|fix\w*|updates?|changes?|compliant|compat\w*|minor|typos?|docs?|documentation|tests?|not|no|=>|->|-)$/i;

// `Improve error messages`, `Better error message for bad input`, `Provide more context for IO error messages`,
// `Improve logging of internal server errors`: most maintainers file clearer errors under Fixed.
const BETTER_ERRORS = /^\W*(?:improve[sd]?|improving|better|clearer|nicer|friendlier|more (?:helpful|useful|descriptive|informative|detailed|precise|readable|actionable)|provide[sd]? (?:more |better |clearer |additional )+(?:context|details?|information)|add(?:ed|s)? (?:more |additional )+(?:context|details?|information))\b(?:(?!\b(?:performance|speed|throughput|latency)\b)[\s\w`'".:/-]){0,40}?\b(?:errors?|exceptions?|warnings?|diagnostics?)(?:\s+(?:messages?|reporting|output|text|logging))?\b/i;

/** The text without a leading `[component]` tag (`[traceback] Add …`) or an abbreviation's colon (`SPEC: Require …`). */
function withoutTag(text: string): string {
  const untagged = text.includes('[') ? text.replace(/^\s*\[[^\]\s]{1,30}\]\s*/, '') : text;
  return untagged.replace(/^[A-Z][A-Z0-9]+:\s+/, '');
}

/** `Improve error messages`, `Better error message for X`, `Provide more context for IO error messages`: clearer errors, a fix to most maintainers. */
export function improvesErrors(text: string): boolean {
  return BETTER_ERRORS.test(withoutTag(text));
}

/** Security wording: CVE/GHSA ids, vulnerability, XSS, injection, traversal, denial of service… */
export function mentionsSecurity(text: string): boolean {
  return SECURITY_WORDS.test(text) || SECURITY_ACRONYMS.test(text);
}

/** The leading word of a description, lower-cased, without quotes, emphasis, a `[component]` tag or a trailing colon. */
export function leadingVerb(text: string): string {
  const match = /^[\s"'`*_[(]*([A-Za-z][\w']*)/.exec(withoutTag(text));
  return (match?.[1] ?? '').toLowerCase();
}

// A first word joined to what follows, so a name rather than a verb: a call, member, compound or code span.
const NAME_JOINT = /^[\s"'*_[(]*`|^[\s"'*_[(]*[A-Za-z][\w']*(?:\(|\.\w|::|#\w|-\w)/;
// Verbs in the third person that state what something does (`remove() deletes…`, `delete asks…`); words that are
// as often plural nouns (`calls`, `uses`, `logs`, `includes`, `handles`) are left out: `Remove calls to X` removes.
const STATING_VERBS =
  'add remove delete drop support allow accept return work ask take keep show skip throw raise send wait prompt require respect ' +
  'honor honour emit yield resolve reject create clear expire fail succeed ignore preserve respond render treat';
const STATING = [...STATING_VERBS.split(' ').map((verb) => `${verb}s`), 'matches', 'empties', 'copies', 'applies', 'retries'].join('|');
// After the first word, a statement's verb, adverb, modal or copula (`delete now asks…`, `remove returns…`, `drop is
// idempotent`): the first word is the subject of a sentence about behaviour. (`Remove now unused X` still removes.)
const STATEMENT_NEXT = new RegExp(
  String.raw`^\S+\s+(?:now(?!\s+(?:unused|unneeded|unnecessary|redundant|obsolete|deprecated|dead|superfluous|useless|empty)\b)|no longer|always|never|correctly|properly|` +
    String.raw`should|must|can|cannot|can't|will|won't|is|are|was|were|does|doesn't|${STATING})(?![-\w])`,
  'i',
);
// Second words that make a removal word the name of a feature (`delete endpoint`, `remove button`, `drop zone`) when a change adds one.
const FEATURE_HEADS =
  /^(?:remove|delete|drop|purge)\s+(?:endpoints?|buttons?|actions?|commands?|methods?|routes?|handlers?|hooks?|events?|operations?|mutations?|dialogs?|modals?|menus?|icons?|links?|shortcuts?|callbacks?|functions?|helpers?|zones?|targets?|areas?|confirmations?|permissions?|mode)\b(?!.*\bfrom\b)/i;

/**
 * The description's first word, a verb elsewhere (`remove`, `delete`, `drop`, `add`…), is not its
 * verb here: it is code or part of a compound (`remove()`, `` `drop` ``, `delete.ts`, `drop-in`),
 * the subject of a sentence about behaviour (`delete now asks first`, `remove() deletes an item`),
 * or — when the change adds something (`adds`: a `feat`) — the first word of a feature's name
 * (`delete endpoint for users`, `remove button`; not `remove button from the toolbar`). Used by
 * `sectionFromText` and by the push texts, which must not conjugate such a word.
 */
export function leadingWordIsNotVerb(text: string, options: { adds?: boolean } = {}): boolean {
  const subject = withoutTag(text);
  if (NAME_JOINT.test(subject)) return true;
  // Only a removal word is read as a subject this way: `Add throws docs` adds (JSDoc's `@throws`).
  if (VERBS.get(leadingVerb(subject)) === 'Removed' && STATEMENT_NEXT.test(subject)) return true;
  return Boolean(options.adds) && FEATURE_HEADS.test(subject);
}

/**
 * The Keep a Changelog section a free-form description belongs to:
 * 1. security wording (CVE, vulnerability, XSS, injection…) → Security;
 * 2. clearer errors (`Improve error messages`, `Better error message for X`, `Provide more context for
 *    IO error messages`) → Fixed, as most maintainers file them; deprecation wording (`Add
 *    deprecation warning for X`, `X is now deprecated`) → Deprecated;
 * 3. the leading verb: Add/Introduce/Support/Implement/Expose → Added, Fix/Correct/Resolve/Prevent/
 *    Avoid/Handle/Ensure/Don't → Fixed, Remove/Drop/Delete → Removed, Deprecate → Deprecated; with
 *    the exceptions maintainers make: `Add missing X` and adding wording that says it fixes
 *    something → Fixed; `Allow X` → Fixed unless it grants a capability (`Allow X to Y`, `Allow
 *    configuring X`); removing unused code, a dependency or something being replaced → Changed;
 * 4. phrases: `Make X work/handle/respect Y` → Fixed, `Make X configurable` → Added, `Always`/
 *    `Never`/`Fall back` → Fixed, `X should (not) Y` → Fixed, `Improve handling of X` → Fixed;
 * 5. bug words anywhere (crash, regression, broken, edge case…) → Fixed;
 * 6. a bare name led by a code identifier (`TTY_COMPATIBLE`, `Console.bell`, `ListUsers API`) → Added;
 * anything else is Changed. Signal `default` marks the guesses of 6 and the fallback. A first word
 * that is code, a compound's first part or a sentence's subject (`remove()`, `drop-in`, `delete now
 * asks`: see `leadingWordIsNotVerb`) is no leading verb.
 */
export function sectionFromText(text: string): { section: ChangeSection; signal: SectionSignal } {
  if (mentionsSecurity(text)) return { section: 'Security', signal: 'keyword' };
  const subject = withoutTag(text);
  if (improvesErrors(subject)) return { section: 'Fixed', signal: 'verb' };
  let verb = leadingWordIsNotVerb(subject) ? '' : leadingVerb(subject);
  if (verb === 'do' && /^\W*do not\b/i.test(subject)) verb = 'dont';
  if (verb === 'no' && /^\W*no longer\b/i.test(subject)) return { section: FIX_KEYWORDS.test(text) ? 'Fixed' : 'Changed', signal: 'verb' };
  const byVerb = VERBS.get(verb);
  if ((byVerb === undefined || byVerb === 'Added') && /deprecat/i.test(text) && DEPRECATION_PHRASE.test(text)) return { section: 'Deprecated', signal: 'verb' };
  if (byVerb === 'Added') {
    if (ADD_MISSING.test(subject) || EXPLICIT_FIX.test(text)) return { section: 'Fixed', signal: 'verb' };
    if ((verb === 'allow' || verb === 'allows' || verb === 'allowed') && !ALLOW_CAPABILITY.test(subject)) return { section: 'Fixed', signal: 'verb' };
  }
  if (byVerb === 'Removed' && REMOVE_INTERNAL.test(subject)) return { section: 'Changed', signal: 'verb' };
  if (byVerb) return { section: byVerb, signal: 'verb' };
  if (verb === 'make' || verb === 'makes') {
    if (MAKE_OPTION.test(subject)) return { section: 'Added', signal: 'verb' };
    if (MAKE_FIX.test(subject)) return { section: 'Fixed', signal: 'verb' };
  }
  if (verb === 'always' || verb === 'never' || FALL_BACK.test(subject) || BETTER_HANDLING.test(subject)) return { section: 'Fixed', signal: 'verb' };
  if (FIX_KEYWORDS.test(text) || (MODAL.test(text) && SHOULD.test(text))) return { section: 'Fixed', signal: 'keyword' };
  if (isNameOnly(subject)) {
    // `Rack::MethodOverride handle ParamsTooDeepError`: the verb after the name decides.
    const named = subject.trim().split(/\s+/).slice(1).map((word) => VERBS.get(word.toLowerCase())).find(Boolean);
    return named ? { section: named, signal: 'keyword' } : { section: 'Added', signal: 'default' };
  }
  return { section: 'Changed', signal: 'default' };
}

/** Up to four words, the first a code identifier (`TTY_COMPATIBLE`, `Console.bell`, `ListUsers API`). */
function isNameOnly(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length <= 4 && IDENTIFIER.test(words[0]!) && !FILE_NAME.test(words[0]!) && !words.some((word) => NOT_A_NAME.test(word));
}

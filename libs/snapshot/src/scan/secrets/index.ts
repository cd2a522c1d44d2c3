import type { SecretFinding } from '../../model.js';
import { detectSecrets, type DetectedSecret, type SecretScanInput } from './detect.js';
import { secretFingerprint } from './fingerprint.js';

export { detectSecrets, type DetectedSecret, type SecretScanInput } from './detect.js';
export { secretFingerprint } from './fingerprint.js';
export { secretRules, compileRuleSet, type RuleSet, type SecretRule } from './rule-set.js';
export { SECRET_PIECE, secretRedactor, redactStrings, withoutSecrets, type Redact } from './redact.js';

/**
 * The secrets in a text by gitleaks' default rules: rule, line and fingerprint only. The value is
 * never kept — not in the finding, not in the cache (DESIGN decision 15).
 */
export function findSecrets(input: SecretScanInput, detected: readonly DetectedSecret[] = detectSecrets(input)): SecretFinding[] {
  return detected.map((secret) => ({ rule: secret.rule, line: secret.line, fingerprint: secretFingerprint(secret.secret) }));
}
export { commitTexts, redactSecrets, redactSecretsIn, secretsInTexts } from './repository-text.js';

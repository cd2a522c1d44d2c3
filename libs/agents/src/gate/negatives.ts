import type { Snapshot } from '@chronicle/snapshot';
import { policyFiles, policyPassages } from '../facts/policy.js';

// Claims that something is absent are the easiest to get wrong and the hardest for a reader to
// check. The gate confirms each one it knows with a second look at the snapshot — a different
// fact than the agent read — and a document whose negative the snapshot contradicts is refused.

/** A negative claim the gate knows, and how to check it: null when the snapshot agrees, else why it does not. */
type NegativeClaim = { pattern: RegExp; contradiction: (snapshot: Snapshot) => string | null };

const own = (snapshot: Snapshot) => snapshot.files.filter((file) => !file.test);

const NEGATIVE_CLAIMS: readonly NegativeClaim[] = [
  {
    pattern: /\bno security policy\b|\bnothing tells a reporter\b/i,
    contradiction: (snapshot) => {
      const files = policyFiles(snapshot);
      if (files.length > 0) return `the repository has ${files.join(', ')}`;
      const passage = policyPassages(snapshot)[0];
      return passage ? `${passage.section.path} has a section "${passage.section.heading ?? ''}" (line ${passage.section.line})` : null;
    },
  },
  {
    pattern: /\bno component imports another\b/i,
    contradiction: (snapshot) => {
      const edge = (snapshot.components ?? []).find((component) => component.dependsOn.some((dependency) => dependency.imports > 0));
      return edge ? `the component ${edge.folder || '(root)'} imports ${edge.dependsOn.find((dependency) => dependency.imports > 0)?.folder || '(root)'}` : null;
    },
  },
  {
    pattern: /\bno test is (switched off|skipped|disabled)\b/i,
    contradiction: (snapshot) => {
      const file = snapshot.files.find((candidate) => candidate.scan.skippedTests.length > 0);
      return file ? `${file.path} line ${file.scan.skippedTests[0]!.line} skips a test` : null;
    },
  },
  {
    pattern: /\bno code is marked deprecated\b/i,
    contradiction: (snapshot) => {
      const file = own(snapshot).find((candidate) => candidate.scan.deprecations.length > 0);
      return file ? `${file.path} line ${file.scan.deprecations[0]!.line} marks code deprecated` : null;
    },
  },
  {
    pattern: /\bno logging call was found\b/i,
    contradiction: (snapshot) => {
      const file = own(snapshot).find((candidate) => candidate.scan.logging.length > 0);
      return file ? `${file.path} line ${file.scan.logging[0]!.line} logs` : null;
    },
  },
  {
    pattern: /\bno secrets were found\b/i,
    contradiction: (snapshot) => {
      const file = snapshot.files.find((candidate) => candidate.scan.secrets.length > 0);
      return file ? `${file.path} line ${file.scan.secrets[0]!.line} holds one` : null;
    },
  },
  {
    pattern: /\bno risky sink was found\b/i,
    contradiction: (snapshot) => {
      const file = snapshot.files.find((candidate) => candidate.scan.sinks.length > 0);
      return file ? `${file.path} line ${file.scan.sinks[0]!.line} has one` : null;
    },
  },
];

/** A negative claim of the document that the snapshot contradicts. */
export type FalseNegative = { line: number; message: string };

/** The document's negative claims that a second look at the snapshot contradicts, each once, by line. */
export function checkNegatives(markdown: string, snapshot: Snapshot, docFile: string): FalseNegative[] {
  const found: FalseNegative[] = [];
  const seen = new Set<NegativeClaim>();
  const lines = markdown.split('\n');
  let fenced = false;
  lines.forEach((raw, index) => {
    if (/^\s*(```|~~~)/.test(raw)) fenced = !fenced;
    if (fenced || /^\s*>/.test(raw)) return; // code and quotes are the repository's words, not claims
    const line = raw.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1').replace(/`/g, '');
    for (const claim of NEGATIVE_CLAIMS) {
      if (seen.has(claim) || !claim.pattern.test(line)) continue;
      seen.add(claim);
      const why = claim.contradiction(snapshot);
      if (why !== null) found.push({ line: index + 1, message: `${docFile} line ${index + 1} says "${line.trim().slice(0, 120)}", but ${why}: a negative claim must agree with a second look at the repository.` });
    }
  });
  return found;
}

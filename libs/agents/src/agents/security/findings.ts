import type { RiskySink, SecretFinding, Snapshot, SourceFile } from '@chronicle/snapshot';
import { byText, number } from '../../markdown/markdown.js';

/** A secret finding with its file. */
export type LocatedSecret = { file: SourceFile; secret: SecretFinding };
/** A risky sink with its file. */
export type LocatedSink = { file: SourceFile; sink: RiskySink };

/** Every secret finding, by path, then line, then rule. */
export function secretFindings(snapshot: Snapshot): LocatedSecret[] {
  return snapshot.files
    .flatMap((file) => file.scan.secrets.map((secret) => ({ file, secret })))
    .sort((a, b) => byText(a.file.path, b.file.path) || a.secret.line - b.secret.line || byText(a.secret.rule, b.secret.rule));
}

/** The kinds of risky sinks in the order the document lists them, with what each pattern looks for. */
export const SINK_KINDS: { kind: RiskySink['kind']; name: string; meaning: string }[] = [
  { kind: 'eval', name: 'Code evaluation', meaning: 'eval, new Function and the like run a string as code.' },
  { kind: 'shell', name: 'Shell commands', meaning: 'a command line built from strings at run time (a template, concatenation, Sprintf, interpolation), or a shell asked for explicitly.' },
  { kind: 'sql', name: 'SQL built from strings', meaning: 'a query call whose SQL text is a template, an f-string, a formatted or a concatenated string rather than a parameterised query.' },
  { kind: 'deserialization', name: 'Unsafe deserialization', meaning: 'pickle, marshal, yaml.load without a safe loader, Java ObjectInputStream, PHP unserialize, Ruby Marshal.load: formats that can build arbitrary objects.' },
  { kind: 'tls-off', name: 'TLS verification off', meaning: 'certificate checks turned off (rejectUnauthorized: false, NODE_TLS_REJECT_UNAUTHORIZED=0, verify=False, InsecureSkipVerify, danger_accept_invalid_certs).' },
  { kind: 'weak-hash', name: 'Weak password hashes', meaning: 'MD5 or SHA-1 on a line about passwords; password hashes need a slow, salted function (bcrypt, scrypt, Argon2, PBKDF2).' },
];

/** Every risky sink, in the order of `SINK_KINDS`, then by path and line. */
export function sinkFindings(snapshot: Snapshot): LocatedSink[] {
  const rank = (kind: RiskySink['kind']) => SINK_KINDS.findIndex((entry) => entry.kind === kind);
  return snapshot.files
    .flatMap((file) => file.scan.sinks.map((sink) => ({ file, sink })))
    .sort((a, b) => rank(a.sink.kind) - rank(b.sink.kind) || byText(a.file.path, b.file.path) || a.sink.line - b.sink.line || byText(a.sink.call, b.sink.call));
}

/** What lists a finding: `src/config.ts:12`, the text of a link to that line. */
export function locationText(path: string, line: number): string {
  return `${path}:${line}`;
}

/** How many of the findings sit in test files, as the end of a sentence: `, all in test files`. */
export function inTestFiles(inTests: number, total: number): string {
  if (inTests === 0) return '';
  return inTests === total ? (total === 1 ? ', in a test file' : ', all in test files') : `, ${number(inTests)} of them in test files`;
}

import type { Snapshot } from '@chronicle/snapshot';
import { byText, plural } from '../../markdown/markdown.js';

// A top-level folder's role is read from its name when the name is a convention, and always from
// what it holds: its main languages, its test files and the manifests in it.

const ROLES: [RegExp, string][] = [
  [/^(?:docs?|documentation|website|site)$/i, 'documentation'],
  [/^(?:examples?|samples?|demos?)$/i, 'examples'],
  [/^(?:scripts?|tools?|bin|hack|utils?)$/i, 'scripts and tools'],
  [/^\.github$/, 'GitHub configuration'],
  [/^\.gitlab$/, 'GitLab configuration'],
  [/^(?:tests?|specs?|__tests__|testing|testdata)$/i, 'tests'],
  [/^(?:e2e|integration|integration-tests)$/i, 'end-to-end and integration tests'],
  [/^(?:benchmarks?|bench|perf)$/i, 'benchmarks'],
  [/^(?:src|source|lib|pkg|internal|app|core)$/i, 'source code'],
  [/^(?:cmd|cli)$/i, 'commands (programs)'],
  [/^(?:apps|packages|libs|crates|modules|services|plugins|extensions)$/i, 'packages'],
  [/^(?:vendor|third[-_]party|external|deps)$/i, 'third-party code'],
  [/^(?:assets|static|public|resources|res|images|img)$/i, 'static assets'],
  [/^(?:config|configs|conf|settings|\.config)$/i, 'configuration'],
  [/^(?:deploy|deployment|k8s|helm|charts|docker|infra|terraform|ops|\.ci|ci)$/i, 'build and deployment'],
  [/^(?:migrations|db|database|sql)$/i, 'database'],
  [/^(?:include)$/i, 'public headers'],
];

export type TopFolder = { folder: string; files: number; skipped: number; role: string };

/** The top-level folders, by name. */
export function topFolders(snapshot: Snapshot): string[] {
  const names = new Set<string>();
  for (const entry of [...snapshot.files, ...snapshot.skipped]) {
    const slash = entry.path.indexOf('/');
    if (slash > 0) names.add(entry.path.slice(0, slash + 1));
  }
  return [...names].sort(byText);
}

function languagesIn(snapshot: Snapshot, folder: string): string | null {
  const lines = new Map<string, number>();
  for (const file of snapshot.files) {
    if (!file.path.startsWith(folder) || file.language === null || file.languageType !== 'programming') continue;
    lines.set(file.language, (lines.get(file.language) ?? 0) + file.lines);
  }
  const top = [...lines].sort((a, b) => b[1] - a[1] || byText(a[0], b[0])).slice(0, 3);
  return top.length === 0 ? null : top.map(([language, count]) => `${language} (${plural(count, 'line')})`).join(', ');
}

function describe(snapshot: Snapshot, folder: string): string {
  const name = folder.slice(0, -1);
  const parts: string[] = [];
  const role = ROLES.find(([pattern]) => pattern.test(name))?.[1];
  if (role) parts.push(role[0].toUpperCase() + role.slice(1));
  const languages = languagesIn(snapshot, folder);
  if (languages) parts.push(languages);
  const files = snapshot.files.filter((file) => file.path.startsWith(folder));
  const tests = files.filter((file) => file.test).length;
  if (tests > 0) parts.push(tests === files.length ? 'only test files' : plural(tests, 'test file'));
  const manifests = snapshot.manifests.filter((manifest) => manifest.path.startsWith(folder)).length;
  if (manifests > 0) parts.push(plural(manifests, 'manifest'));
  if (name === '.github' && snapshot.project.ciWorkflows.some((workflow) => workflow.path.startsWith(folder))) parts.push('CI workflows');
  if (parts.length === 0) {
    const languagesAny = [...new Set(files.map((file) => file.language).filter((language): language is string => language !== null))].sort(byText).slice(0, 3);
    parts.push(languagesAny.length > 0 ? languagesAny.join(', ') : 'no file of a known language');
  }
  return parts.join('; ');
}

/** Each top-level folder with its counts and its role. */
export function layout(snapshot: Snapshot): TopFolder[] {
  return topFolders(snapshot).map((folder) => ({
    folder,
    files: snapshot.files.filter((file) => file.path.startsWith(folder)).length,
    skipped: snapshot.skipped.filter((file) => file.path.startsWith(folder)).length,
    role: describe(snapshot, folder),
  }));
}


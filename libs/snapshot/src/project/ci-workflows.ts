import { LineCounter, parseDocument } from 'yaml';
import type { CiWorkflow } from '../model.js';
import { NO_SECURITY_FACTS, readWorkflowSecurity } from './workflow-security.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const SYSTEMS: { pattern: RegExp; system: string; read: (doc: Json) => { name: string | null; scripts: unknown[] } }[] = [
  { pattern: /^\.github\/workflows\/[^/]+\.ya?ml$/, system: 'github-actions', read: githubActions },
  { pattern: /^\.gitlab-ci\.ya?ml$/, system: 'gitlab-ci', read: gitlabCi },
  { pattern: /^\.circleci\/config\.ya?ml$/, system: 'circleci', read: circleCi },
  { pattern: /^\.travis\.ya?ml$/, system: 'travis', read: travis },
  { pattern: /^azure-pipelines\.ya?ml$/, system: 'azure-pipelines', read: azurePipelines },
];

export function isCiWorkflowPath(path: string): boolean {
  return SYSTEMS.some((entry) => entry.pattern.test(path));
}

/**
 * A workflow's name and the shell commands its steps run: each script split into lines, blank and
 * comment lines dropped, `\` continuations joined, every command once in the order of the file.
 * For GitHub Actions also its triggers, top-level permissions and the actions it uses (see
 * `readWorkflowSecurity`); other systems have none of these. Throws on malformed YAML; null when
 * the file is not YAML of the expected shape.
 */
export function readCiWorkflow(file: { path: string; text: string }): CiWorkflow | null {
  const entry = SYSTEMS.find((candidate) => candidate.pattern.test(file.path));
  if (!entry) return null;
  const lines = new LineCounter();
  const parsed = parseDocument(file.text, { lineCounter: lines });
  if (parsed.errors.length > 0) throw parsed.errors[0];
  const doc: unknown = parsed.toJS();
  if (!isObject(doc)) return null;
  const { name, scripts } = entry.read(doc);
  const security = entry.system === 'github-actions' ? readWorkflowSecurity(parsed, doc, lines) : NO_SECURITY_FACTS;
  return { path: file.path, system: entry.system, name, commands: commandLines(scripts), ...security, matrix: entry.system === 'github-actions' ? githubMatrix(doc) : [] };
}

/** The values a GitHub Actions build matrix runs each job with (`java: 8, 17, 25`), merged over the jobs: scalar lists only, `include` entries added, each value once. */
function githubMatrix(doc: Json): { name: string; values: string[] }[] {
  const found = new Map<string, string[]>();
  const add = (name: string, value: unknown) => {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return;
    const values = found.get(name) ?? [];
    if (!values.includes(String(value))) values.push(String(value));
    found.set(name, values);
  };
  for (const job of values(doc.jobs)) {
    const matrix = isObject(job) && isObject(job.strategy) && isObject(job.strategy.matrix) ? job.strategy.matrix : null;
    if (matrix === null) continue;
    for (const [name, entries] of Object.entries(matrix)) if (name !== 'include' && name !== 'exclude' && Array.isArray(entries)) for (const entry of entries) add(name, entry);
    for (const include of list(matrix.include)) if (isObject(include)) for (const [name, value] of Object.entries(include)) if (found.has(name)) add(name, value);
  }
  return [...found].map(([name, values]) => ({ name, values }));
}

function commandLines(scripts: unknown[]): string[] {
  const seen = new Set<string>();
  for (const script of scripts.flat(3)) {
    if (typeof script !== 'string') continue;
    for (const line of script.replace(/[ \t]*\\\r?\n\s*/g, ' ').split(/\r?\n/)) {
      const command = line.trim();
      if (command !== '' && !command.startsWith('#')) seen.add(command);
    }
  }
  return [...seen];
}

const values = (value: unknown): unknown[] => (isObject(value) ? Object.values(value) : []);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function githubActions(doc: Json): { name: string | null; scripts: unknown[] } {
  const steps = values(doc.jobs).flatMap((job) => (isObject(job) ? list(job.steps) : []));
  // Composite actions keep their steps under `runs`.
  const composite = isObject(doc.runs) ? list(doc.runs.steps) : [];
  return { name: text(doc.name), scripts: [...steps, ...composite].map((step) => (isObject(step) ? step.run : undefined)) };
}

const GITLAB_SCRIPTS = ['before_script', 'script', 'after_script'];

function gitlabCi(doc: Json): { name: string | null; scripts: unknown[] } {
  const scripts: unknown[] = [];
  const defaults = isObject(doc.default) ? doc.default : {};
  for (const key of GITLAB_SCRIPTS) scripts.push(list(defaults[key]), list(doc[key]));
  for (const job of values(doc)) if (isObject(job)) for (const key of GITLAB_SCRIPTS) scripts.push(list(job[key]));
  const workflow = isObject(doc.workflow) ? text(doc.workflow.name) : null;
  return { name: workflow, scripts };
}

function circleSteps(steps: unknown): unknown[] {
  return list(steps).map((step) => {
    if (!isObject(step) || step.run === undefined) return undefined;
    return isObject(step.run) ? step.run.command : step.run;
  });
}

function circleCi(doc: Json): { name: string | null; scripts: unknown[] } {
  const jobs = [...values(doc.jobs), ...values(doc.commands)];
  return { name: null, scripts: jobs.flatMap((job) => (isObject(job) ? circleSteps(job.steps) : [])) };
}

const TRAVIS_PHASES = ['before_install', 'install', 'before_script', 'script', 'after_success', 'after_failure', 'before_deploy', 'after_script'];

function travis(doc: Json): { name: string | null; scripts: unknown[] } {
  const jobs = [doc, ...(isObject(doc.jobs) ? list(doc.jobs.include) : []), ...(isObject(doc.matrix) ? list(doc.matrix.include) : [])];
  return { name: null, scripts: jobs.flatMap((job) => (isObject(job) ? TRAVIS_PHASES.map((phase) => list(job[phase])) : [])) };
}

/** Azure Pipelines: `script`, `bash`, `pwsh` and `powershell` steps, at any depth of stages and jobs. */
function azurePipelines(doc: Json): { name: string | null; scripts: unknown[] } {
  const scripts: unknown[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isObject(node)) {
      for (const key of ['script', 'bash', 'pwsh', 'powershell']) if (typeof node[key] === 'string') scripts.push(node[key]);
      for (const key of ['stages', 'jobs', 'steps']) visit(node[key]);
    }
  };
  visit(doc);
  return { name: null, scripts };
}

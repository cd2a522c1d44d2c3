import type { CiWorkflow, Snapshot } from '@chronicle/snapshot';
import { code, fence, heading, plural, text } from '../markdown/markdown.js';

const CI_SYSTEMS: Record<string, string> = {
  'github-actions': 'GitHub Actions',
  'gitlab-ci': 'GitLab CI',
  circleci: 'CircleCI',
  travis: 'Travis CI',
  'azure-pipelines': 'Azure Pipelines',
};

function triggerPhrase(workflow: CiWorkflow): string {
  return workflow.triggers.length === 0 ? '' : ` on ${workflow.triggers.map((trigger) => text(trigger)).join(', ')}`;
}

// Actions that set a job up rather than check the code: checking out, installing a toolchain, caching, artifacts.
const SETUP_ACTION = /^(?:\.\/|docker:\/\/)|^actions\/(?:checkout|setup-[\w-]+|cache|upload-artifact|download-artifact|github-script|labeler|stale)$/;


/**
 * The actions a workflow runs beyond setting a job up (a linter, a toolchain channel), each once,
 * as the workflow writes them, ref included (`golangci/golangci-lint-action@v8`,
 * `dtolnay/rust-toolchain@nightly`): the ref is the version a reader would install, and the whole
 * string is what a search of the workflow finds.
 */
export function toolActions(workflow: CiWorkflow): string[] {
  return [...new Set(workflow.actions.map((action) => action.uses).filter((uses) => !SETUP_ACTION.test(uses.replace(/@.*$/, ''))))];
}

/** The build matrix as a phrase: `java 8, 17, 25; os ubuntu, windows`; null when there is none. */
export function matrixPhrase(workflow: CiWorkflow): string | null {
  const matrix = workflow.matrix ?? [];
  return matrix.length === 0 ? null : matrix.map((dimension) => `${text(dimension.name)} ${dimension.values.map(text).join(', ')}`).join('; ');
}

/**
 * One `###` block per CI workflow: its system, name and the shell commands its steps run, in file
 * order (what CI actually runs). With `triggers`, the events that start it are named too.
 */
export function ciWorkflowBlocks(snapshot: Snapshot, options: { triggers?: boolean } = {}): string[] {
  const blocks: string[] = [];
  for (const workflow of snapshot.project.ciWorkflows) {
    const system = CI_SYSTEMS[workflow.system] ?? workflow.system;
    const name = workflow.name === null ? '' : ` "${text(workflow.name)}"`;
    const when = options.triggers ? triggerPhrase(workflow) : '';
    blocks.push(heading(3, code(workflow.path), true));
    const tools = toolActions(workflow);
    const matrix = matrixPhrase(workflow);
    const parts = [
      ...(tools.length === 0 ? [] : [`uses ${tools.length === 1 ? 'the action' : 'the actions'} ${tools.map(code).join(', ')}`]),
      ...(matrix === null ? [] : [`runs its jobs across the build matrix ${matrix}`]),
      workflow.commands.length === 0 ? `runs no shell commands of its own${when} (only prebuilt actions or images)` : `runs ${plural(workflow.commands.length, 'command')}${when}`,
    ];
    const joined = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)}`;
    blocks.push(`The ${text(system)} workflow${name} ${joined}${workflow.commands.length === 0 ? '.' : ':'}`);
    if (workflow.commands.length > 0) blocks.push(fence(workflow.commands.join('\n'), 'sh'));
  }
  return blocks;
}

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
    if (workflow.commands.length === 0) blocks.push(`The ${text(system)} workflow${name} runs no shell commands of its own${when} (only prebuilt actions or images).`);
    else blocks.push(`The ${text(system)} workflow${name} runs ${plural(workflow.commands.length, 'command')}${when}:`, fence(workflow.commands.join('\n'), 'sh'));
  }
  return blocks;
}

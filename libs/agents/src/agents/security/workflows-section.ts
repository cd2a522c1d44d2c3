import type { CiWorkflow, Snapshot } from '@chronicle/snapshot';
import { code, heading, list, plural, table, text } from '../../markdown/markdown.js';

/** The risks a GitHub Actions workflow can carry, as the section checks them. */
export function workflowRisks(workflow: CiWorkflow): { pullRequestTarget: boolean; writeAll: boolean; unpinned: CiWorkflow['actions'] } {
  return {
    pullRequestTarget: workflow.triggers.includes('pull_request_target'),
    writeAll: workflow.permissions === 'write-all',
    unpinned: workflow.actions.filter((action) => !action.pinned),
  };
}

/** How many risks the workflows carry: one per trigger, permission or unpinned action. */
export function workflowRiskCount(snapshot: Snapshot): number {
  return githubWorkflows(snapshot).reduce((sum, workflow) => {
    const risks = workflowRisks(workflow);
    return sum + Number(risks.pullRequestTarget) + Number(risks.writeAll) + risks.unpinned.length;
  }, 0);
}

export function githubWorkflows(snapshot: Snapshot): CiWorkflow[] {
  return snapshot.project.ciWorkflows.filter((workflow) => workflow.system === 'github-actions');
}

/** `## CI workflows`: `pull_request_target` triggers, `write-all` permissions and actions not pinned to a commit SHA. */
export function workflowsSection(snapshot: Snapshot): string[] {
  const github = githubWorkflows(snapshot);
  const blocks = [heading(2, 'CI workflows')];
  const others = snapshot.project.ciWorkflows.filter((workflow) => workflow.system !== 'github-actions');
  if (others.length > 0) blocks.push(`Not checked (the checks below read GitHub Actions workflows only): ${others.map((workflow) => `${code(workflow.path)} (${text(workflow.system)})`).join(', ')}.`);
  if (github.length === 0) return blocks;
  blocks.push(`${plural(github.length, 'GitHub Actions workflow')} checked for three risks: a pull\\_request\\_target trigger, which runs with the base repository's secrets and a write token on pull requests from forks; top-level ${code('permissions: write-all')}, which gives every job a token that can write everything; and actions not pinned to a full commit SHA, whose tag or branch can be moved to other code.`);
  const triggered = github.filter((workflow) => workflowRisks(workflow).pullRequestTarget);
  const writeAll = github.filter((workflow) => workflowRisks(workflow).writeAll);
  const unpinned = github.flatMap((workflow) => workflowRisks(workflow).unpinned.map((action) => ({ workflow, action })));
  if (triggered.length + writeAll.length + unpinned.length === 0) blocks.push('None of them carries any of these risks.');
  if (triggered.length > 0) blocks.push(heading(3, 'Triggered by pull_request_target'), list(triggered.map((workflow) => code(workflow.path))));
  if (writeAll.length > 0) blocks.push(heading(3, 'Top-level write-all permissions'), list(writeAll.map((workflow) => code(workflow.path))));
  if (unpinned.length > 0) {
    blocks.push(heading(3, 'Actions not pinned to a commit SHA'));
    blocks.push(table(['Workflow', 'Line', 'Action'], unpinned.map(({ workflow, action }) => [code(workflow.path), String(action.line), code(action.uses)]), ['left', 'right', 'left']));
  }
  const unset = github.filter((workflow) => workflow.permissions === null);
  if (unset.length > 0) {
    const whose = unset.length === 1 ? 'its' : 'their';
    blocks.push(`${plural(unset.length, 'workflow sets', 'workflows set')} no top-level permissions, so ${whose} jobs get the repository's default token permissions: ${unset.map((workflow) => code(workflow.path)).join(', ')}.`);
  }
  return blocks;
}

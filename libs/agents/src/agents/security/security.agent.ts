import { DOC_TIERS } from '@chronicle/contracts';
import type { Snapshot } from '@chronicle/snapshot';
import { code, document, heading, number, plural, table, text } from '../../markdown/markdown.js';
import type { Agent, AgentFacts, CoverageTarget, RequiredSection } from '../../sdk/agent.js';
import { DocumentationAgent } from '../../sdk/documentation-agent.decorator.js';
import { locationText, secretFindings, sinkFindings } from './findings.js';
import { policySection, policySummary } from './policy-section.js';
import { hasSecurityCode, securityCodeSection } from './code-section.js';
import { secretsSection } from './secrets-section.js';
import { sinksSection } from './sinks-section.js';
import { lockfileCoverage, supplyChainSection } from './supply-chain-section.js';
import { githubWorkflows, workflowRiskCount, workflowsSection } from './workflows-section.js';
import { projectName } from '../../facts/project-name.js';

const VULNERABILITIES = 'Vulnerability data is not available offline, so this document does not say whether any dependency has a known vulnerability.';

/** SECURITY.md: secrets (never their values), risky sinks, CI workflow risks, lockfiles and the security policy. */
@DocumentationAgent({
  id: 'security',
  name: 'Security Agent',
  description: 'Lists secrets found by gitleaks rules (by rule, file, line and fingerprint, never the value), risky sinks, CI workflow risks, lockfiles and the security policy.',
  category: 'Quality & Security',
  docType: 'security',
  tiers: DOC_TIERS.security,
  version: '1.2.0',
  inputs: { paths: ['**'], manifests: true, history: false },
})
export class SecurityAgent implements Agent {
  requiredSections({ snapshot }: AgentFacts): RequiredSection[] {
    const sections: RequiredSection[] = [
      { title: 'Summary', because: 'every report opens with what was found' },
      ...(hasSecurityCode(snapshot) ? [{ title: 'Security-relevant code', because: 'the code has security idioms or APIs' }] : []),
      { title: 'Security policy', because: 'the report says whether reporters are told how to report a vulnerability' },
      { title: 'Secrets', because: 'every indexed file is scanned for secrets' },
      { title: 'Risky sinks', because: 'every file of code is scanned for risky sinks' },
    ];
    if (snapshot.project.ciWorkflows.length > 0) sections.push({ title: 'CI workflows', because: 'the repository has CI workflows' });
    if (snapshot.manifests.length > 0) sections.push({ title: 'Supply chain', because: 'the repository has manifests' });
    sections.push({ title: 'Vulnerabilities', because: 'the report says what it cannot know offline' });
    return sections;
  }

  coverage({ snapshot }: AgentFacts): CoverageTarget {
    const secrets = secretFindings(snapshot).map(({ file, secret }) => ({ key: `secret ${secret.rule} at ${locationText(file.path, secret.line)}`, mention: locationText(file.path, secret.line) }));
    const sinks = sinkFindings(snapshot).map(({ file, sink }) => ({ key: `${sink.kind} sink at ${locationText(file.path, sink.line)}`, mention: locationText(file.path, sink.line) }));
    return { measure: 'secret findings and risky sinks listed', items: [...secrets, ...sinks] };
  }

  write({ snapshot }: AgentFacts): string {
    return document([
      heading(1, 'Security'),
      `Security facts of ${text(projectName(snapshot))} at commit ${code(snapshot.commit.sha.slice(0, 12))}, read from its files, CI workflows and manifests. Every finding is a rule's or a heuristic's match, for a person to review.`,
      ...summarySection(snapshot),
      ...(hasSecurityCode(snapshot) ? securityCodeSection(snapshot) : []),
      ...policySection(snapshot),
      ...secretsSection(snapshot),
      ...sinksSection(snapshot),
      ...(snapshot.project.ciWorkflows.length > 0 ? workflowsSection(snapshot) : []),
      ...(snapshot.manifests.length > 0 ? supplyChainSection(snapshot) : []),
      heading(2, 'Vulnerabilities'),
      VULNERABILITIES,
    ]);
  }
}

function summarySection(snapshot: Snapshot): string[] {
  const secrets = secretFindings(snapshot);
  const sinks = sinkFindings(snapshot);
  const files = (entries: { file: { path: string } }[]) => new Set(entries.map(({ file }) => file.path)).size;
  const github = githubWorkflows(snapshot);
  const lockfiles = lockfileCoverage(snapshot);
  const rows = [
    ['Secrets (gitleaks rules)', secrets.length === 0 ? 'none found' : `${plural(secrets.length, 'finding')} in ${plural(files(secrets), 'file')}`],
    ['Risky sinks (heuristics)', sinks.length === 0 ? 'none found' : `${plural(sinks.length, 'sink')} in ${plural(files(sinks), 'file')}`],
    ['CI workflow risks', github.length === 0 ? 'no GitHub Actions workflow' : `${plural(workflowRiskCount(snapshot), 'risk')} in ${plural(github.length, 'GitHub Actions workflow')}`],
    ['Lockfiles', lockfiles.length === 0 ? 'no manifest declares dependencies' : `${number(lockfiles.filter((row) => row.lockfile !== null).length)} of ${plural(lockfiles.length, 'manifest')} with dependencies`],
    ['Security policy', policySummary(snapshot)],
    ['Known vulnerabilities', 'not checked: no vulnerability data offline'],
  ];
  return [heading(2, 'Summary'), table(['Check', 'Result'], rows)];
}

import { DOC_TIERS } from '@chronicle/contracts';
import type { Agent, AgentFacts, CoverageTarget, RequiredSection } from '../../sdk/agent.js';
import { DocumentationAgent } from '../../sdk/documentation-agent.decorator.js';
import { code, document, heading, text } from '../../markdown/markdown.js';
import { importsCheckable, undeclaredSection, unpinnedSection, unusedSection, usageCheckable } from './check-sections.js';
import { declaringManifests, directSection, sortedDependencies } from './direct-section.js';
import { duplicatesSection, hasLicenses, licensesSection, transitiveSection } from './lock-sections.js';
import { resolves } from './lockfiles.js';
import { summarySection } from './summary-section.js';
import { hasUsedFor, usedForSection } from './used-for-section.js';
import { hasWorkspace, workspaceSection } from './workspace-section.js';
import { projectName } from '../../facts/project-name.js';

// Imports are read from the languages whose imports are compared with manifests (npm, PyPI, Go, Cargo).
const SOURCE_PATTERNS = ['**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs', '**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts', '**/*.vue', '**/*.svelte', '**/*.py', '**/*.go', '**/*.rs'];

const VULNERABILITIES = 'Vulnerability data is not available offline, so this report does not say whether any of these versions has a known vulnerability.';

/** DEPENDENCY_REPORT.md: every declared dependency, what the lockfiles resolve, and what looks wrong. */
@DocumentationAgent({
  id: 'dependency-report',
  name: 'Dependency Report Agent',
  description: 'Lists every direct and transitive dependency per ecosystem with resolved versions, what uses each, the workspace packages\' dependencies on each other, duplicates, unpinned ranges, unused and undeclared packages and recorded licenses.',
  category: 'Structural Intelligence',
  docType: 'dependency_report',
  tiers: DOC_TIERS.dependency_report,
  version: '1.3.0',
  inputs: { paths: SOURCE_PATTERNS, manifests: true, history: false },
})
export class DependencyReportAgent implements Agent {
  requiredSections({ snapshot }: AgentFacts): RequiredSection[] {
    const sections: RequiredSection[] = [{ title: 'Summary', because: 'every report opens with what was found' }];
    if (hasUsedFor(snapshot)) sections.push({ title: 'What each dependency is used for', because: 'the project has a package manifest' });
    const declared = declaringManifests(snapshot).length > 0;
    if (declared) sections.push({ title: 'Direct dependencies', because: 'a manifest declares dependencies' });
    if (hasWorkspace(snapshot)) sections.push({ title: 'Workspace packages', because: 'the repository is a workspace of several packages' });
    if (snapshot.lockfiles.length > 0) sections.push({ title: 'Transitive dependencies', because: 'the repository has a lockfile' });
    if (snapshot.lockfiles.some(resolves)) sections.push({ title: 'Duplicates', because: 'a lockfile resolves versions' });
    if (declared) sections.push({ title: 'Unpinned requirements', because: 'a manifest declares dependencies' });
    if (usageCheckable(snapshot)) sections.push({ title: 'Possibly unused', because: 'runtime dependencies can be compared with parsed imports' });
    if (importsCheckable(snapshot)) sections.push({ title: 'Undeclared imports', because: 'parsed source files have imports to compare with the manifests' });
    if (hasLicenses(snapshot)) sections.push({ title: 'Licenses', because: 'a lockfile records licenses' });
    sections.push({ title: 'Vulnerabilities', because: 'the report says what it cannot know offline' });
    return sections;
  }

  coverage({ snapshot }: AgentFacts): CoverageTarget {
    const items = declaringManifests(snapshot).flatMap((manifest) => sortedDependencies(manifest).map((dependency) => ({ key: `${manifest.path}: ${dependency.name}`, mention: dependency.name })));
    return { measure: 'direct dependencies named', items };
  }

  write({ snapshot }: AgentFacts): string {
    const titles = new Set(this.requiredSections({ snapshot }).map((section) => section.title));
    return document([
      heading(1, 'Dependency report'),
      `The dependencies of ${text(projectName(snapshot))} at commit ${code(snapshot.commit.sha.slice(0, 12))}, read from its manifests and lockfiles.`,
      ...summarySection(snapshot),
      ...(titles.has('What each dependency is used for') ? usedForSection(snapshot) : []),
      ...(titles.has('Direct dependencies') ? directSection(snapshot) : []),
      ...(titles.has('Workspace packages') ? workspaceSection(snapshot) : []),
      ...(titles.has('Transitive dependencies') ? transitiveSection(snapshot) : []),
      ...(titles.has('Duplicates') ? duplicatesSection(snapshot) : []),
      ...(titles.has('Unpinned requirements') ? unpinnedSection(snapshot) : []),
      ...(titles.has('Possibly unused') ? unusedSection(snapshot) : []),
      ...(titles.has('Undeclared imports') ? undeclaredSection(snapshot) : []),
      ...(titles.has('Licenses') ? licensesSection(snapshot) : []),
      heading(2, 'Vulnerabilities'),
      VULNERABILITIES,
    ]);
  }
}

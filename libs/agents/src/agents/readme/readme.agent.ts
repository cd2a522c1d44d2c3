import { DOC_TIERS } from '@chronicle/contracts';
import type { Agent, AgentFacts, CoverageItem, CoverageTarget, RequiredSection } from '../../sdk/agent.js';
import { DocumentationAgent } from '../../sdk/documentation-agent.decorator.js';
import { document, heading } from '../../markdown/markdown.js';
import { ciSection, hasInstallation, hasUsage, installationSection, usageSection } from './command-sections.js';
import { primaryManifests } from '../../facts/commands.js';
import { entryPoints } from '../../facts/entry-points.js';
import { entryPointsSection, layoutSection, licenseSection, statusSection } from './facts-sections.js';
import { topFolders } from './layout.js';
import { exampleSection, hasInstall, installSection, usageExample } from './quick-start.js';
import { hasStack, otherPackages, overviewSection, packagesSection, stackSection } from './overview-sections.js';
import { projectName } from '../../facts/project-name.js';

type Section = RequiredSection & { write: (facts: AgentFacts) => string[] };

// The sections in document order, each with the facts that make it required.
function sections({ snapshot }: AgentFacts): Section[] {
  const all: (Section | false)[] = [
    { title: 'Overview', because: 'every README says what the project is', write: (facts) => overviewSection(facts.snapshot) },
    hasInstall(snapshot) && { title: 'Install', because: 'the project has a published name or its README says how to install it', write: (facts) => installSection(facts.snapshot) },
    usageExample(snapshot) !== null && { title: 'Example', because: "the project's README has an example that calls its API", write: (facts) => exampleSection(facts.snapshot) },
    hasStack(snapshot) && { title: 'Stack', because: 'the repository has languages or dependencies', write: (facts) => stackSection(facts.snapshot) },
    otherPackages(snapshot).length > 0 && { title: 'Packages', because: 'the repository holds several packages', write: (facts) => packagesSection(facts.snapshot) },
    hasInstallation(snapshot) && { title: 'Development setup', because: 'a manifest implies an install command', write: (facts) => installationSection(facts.snapshot) },
    hasUsage(snapshot) && { title: 'Usage', because: 'manifests or Makefiles give commands', write: (facts) => usageSection(facts.snapshot) },
    snapshot.project.ciWorkflows.length > 0 && { title: 'Continuous integration', because: 'the repository has CI workflows', write: (facts) => ciSection(facts.snapshot) },
    topFolders(snapshot).length > 0 && { title: 'Layout', because: 'the repository has top-level folders', write: (facts) => layoutSection(facts.snapshot) },
    entryPoints(snapshot).length > 0 && { title: 'Entry points', because: 'manifests or code declare entry points', write: (facts) => entryPointsSection(facts.snapshot) },
    { title: 'License', because: 'every README says under which terms the code may be used', write: (facts) => licenseSection(facts.snapshot) },
    snapshot.history.commits > 0 && { title: 'Status', because: 'the repository has history', write: (facts) => statusSection(facts.snapshot) },
  ];
  return all.filter((section): section is Section => section !== false);
}

/** README.md: what the project is, its stack, how to install, build, test and run it, its layout, license and status. */
@DocumentationAgent({
  id: 'readme',
  name: 'README Agent',
  description: 'Writes the project README from its manifests, lockfiles, layout, license file, CI workflows and history: what it is, its stack, how to install, build, test and run it, and its status.',
  category: 'Core Documentation',
  docType: 'readme',
  tiers: DOC_TIERS.readme,
  version: '1.2.0',
  inputs: { paths: ['**'], manifests: true, history: true },
})
export class ReadmeAgent implements Agent {
  requiredSections(facts: AgentFacts): RequiredSection[] {
    return sections(facts).map(({ title, because }) => ({ title, because }));
  }

  coverage({ snapshot }: AgentFacts): CoverageTarget {
    const folders: CoverageItem[] = topFolders(snapshot).map((folder) => ({ key: folder, mention: folder }));
    const scripts: CoverageItem[] = primaryManifests(snapshot).flatMap((manifest) => Object.keys(manifest.scripts).sort().map((name) => ({ key: `${manifest.path}: ${name}`, mention: name })));
    return { measure: 'top-level folders and the scripts of the primary manifests listed', items: [...folders, ...scripts] };
  }

  write(facts: AgentFacts): string {
    return document([heading(1, projectName(facts.snapshot)), ...sections(facts).flatMap((section) => section.write(facts))]);
  }
}

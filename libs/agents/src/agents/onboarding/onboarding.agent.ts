import { DOC_TIERS } from '@chronicle/contracts';
import type { Snapshot } from '@chronicle/snapshot';
import { environmentVariables } from '../../facts/environment.js';
import { code, document, heading, plural, text } from '../../markdown/markdown.js';
import type { Agent, AgentFacts, CoverageTarget, RequiredSection } from '../../sdk/agent.js';
import { DocumentationAgent } from '../../sdk/documentation-agent.decorator.js';
import { ciSection, commandsSection, hasCommands, hasSetup, setupSection } from './command-sections.js';
import { environmentSection } from './environment-section.js';
import { conventionsSection, peopleSection } from './people-sections.js';
import { hasPrerequisites, prerequisitesSection } from './prerequisites-section.js';
import { hasReadingList, readingSection } from './reading-section.js';
import { projectName } from '../../facts/project-name.js';

type Section = RequiredSection & { write: (snapshot: Snapshot) => string[] };

// The sections in document order, each with the facts that make it required.
function sections(snapshot: Snapshot): Section[] {
  const all: (Section | false)[] = [
    hasPrerequisites(snapshot) && { title: 'Prerequisites', because: 'manifests, version files or Dockerfiles name runtimes and tools', write: prerequisitesSection },
    hasSetup(snapshot) && { title: 'Setup', because: 'a manifest implies an install command', write: setupSection },
    hasCommands(snapshot) && { title: 'Build, test and run', because: 'guides, CI workflows, manifests, Makefiles or Justfiles give commands', write: commandsSection },
    snapshot.project.ciWorkflows.length > 0 && { title: 'What CI runs', because: 'the repository has CI workflows', write: ciSection },
    environmentVariables(snapshot).length > 0 && { title: 'Environment variables', because: 'the code reads environment variables or an example file lists them', write: environmentSection },
    hasReadingList(snapshot) && { title: 'Read first', because: 'the repository has a README, entry points or changed source files', write: readingSection },
    snapshot.history.authorsByFolder.length > 0 && { title: 'Who knows what', because: 'the history names the authors of the folders', write: peopleSection },
    snapshot.history.commits > 0 && { title: 'Conventions', because: 'the repository has history', write: conventionsSection },
  ];
  return all.filter((section): section is Section => section !== false);
}

function intro(snapshot: Snapshot): string {
  const date = snapshot.commit.date.slice(0, 10);
  const at = snapshot.history.shas.includes(snapshot.commit.sha) ? `commit ${code(snapshot.commit.sha.slice(0, 7))} (${date})` : `its commit of ${date}`;
  return [
    `This guide takes a newcomer to ${text(projectName(snapshot))} from a fresh clone to a working build and test run, and says where to start reading and whom to ask.`,
    `Everything in it is read from the repository at ${at}: ${plural(snapshot.files.length, 'indexed file')} and ${plural(snapshot.history.commits, 'commit')} of history.`,
  ].join(' ');
}

/** ONBOARDING.md: prerequisites, setup, everyday commands, CI, environment variables, what to read first, who knows what, and the conventions. */
@DocumentationAgent({
  id: 'onboarding',
  name: 'Onboarding Agent',
  description: 'Writes the onboarding guide from the manifests, version files, Dockerfiles, Makefiles, CI workflows, the environment variables the code reads and the history: prerequisites, setup, commands, environment, what to read first, who knows which area, and the conventions.',
  category: 'Core Documentation',
  docType: 'onboarding',
  tiers: DOC_TIERS.onboarding,
  version: '1.1.0',
  inputs: { paths: ['**'], manifests: true, history: true },
})
export class OnboardingAgent implements Agent {
  requiredSections({ snapshot }: AgentFacts): RequiredSection[] {
    return sections(snapshot).map(({ title, because }) => ({ title, because }));
  }

  coverage({ snapshot }: AgentFacts): CoverageTarget {
    return {
      measure: 'environment variables listed (read in code or listed in an example file)',
      items: environmentVariables(snapshot).map((variable) => ({ key: variable.name, mention: variable.name })),
    };
  }

  write({ snapshot }: AgentFacts): string {
    return document([heading(1, 'Onboarding'), intro(snapshot), ...sections(snapshot).flatMap((section) => section.write(snapshot))]);
  }
}

import { DOC_TIERS } from '@chronicle/contracts';
import type { Snapshot } from '@chronicle/snapshot';
import { document, heading, plural, text } from '../../markdown/markdown.js';
import type { Agent, AgentFacts, CoverageTarget, RequiredSection } from '../../sdk/agent.js';
import { DocumentationAgent } from '../../sdk/documentation-agent.decorator.js';
import { byLibrary, loggingFiles } from './log-facts.js';
import { diagnosticsSection, hasDiagnostics } from './diagnostics-section.js';
import { projectName } from '../../facts/project-name.js';
import {
  callSitesSection,
  configurationSection,
  hasRoutes,
  levelsSection,
  librariesSection,
  messageStyleSection,
  modulesSection,
  quietRoutesSection,
  sensitiveSection,
} from './sections.js';

type Section = RequiredSection & { write: (snapshot: Snapshot) => string[] };

const LOGS = 'the code outside the tests has logging calls';

// The sections in document order, each with the facts that make it required.
function sections(snapshot: Snapshot): Section[] {
  const logs = loggingFiles(snapshot).length > 0;
  const all: (Section | false)[] = [
    hasDiagnostics(snapshot) && { title: 'Seeing what the code does', because: 'the code has debug switches, logging or output API, or error types', write: diagnosticsSection },
    logs && { title: 'Libraries', because: LOGS, write: librariesSection },
    logs && { title: 'Levels', because: LOGS, write: levelsSection },
    logs && { title: 'By module', because: LOGS, write: modulesSection },
    logs && { title: 'Call sites', because: LOGS, write: callSitesSection },
    logs && { title: 'Message style', because: LOGS, write: messageStyleSection },
    logs && { title: 'Sensitive arguments', because: LOGS, write: sensitiveSection },
    logs && { title: 'Configuration', because: LOGS, write: configurationSection },
    hasRoutes(snapshot) && { title: 'Request paths without logging', because: 'the code registers HTTP routes', write: quietRoutesSection },
  ];
  return all.filter((section): section is Section => section !== false);
}

function intro(snapshot: Snapshot): string {
  const files = loggingFiles(snapshot);
  const calls = files.reduce((sum, entry) => sum + entry.calls.length, 0);
  const tests = loggingFiles(snapshot, true);
  const testCalls = tests.reduce((sum, entry) => sum + entry.calls.length, 0);
  const testNote = testCalls === 0 ? '' : ` Test files hold ${plural(testCalls, 'more call')} in ${plural(tests.length, 'file')}, not counted here.`;
  const found = 'Calls are found by library (console, pino, winston, bunyan, Python logging, loguru, structlog, Go log, slog, zap, logrus, zerolog, klog, Rust log and tracing, SLF4J, Log4j, java.util.logging, Microsoft.Extensions.Logging, Serilog, NLog, Ruby and PHP loggers, spdlog, glog) and by logger objects named like loggers.';
  if (calls === 0) return `No logging call was found in the code of ${text(projectName(snapshot))} outside the tests.${testNote} ${found}`;
  const libraries = byLibrary(files).map((entry) => text(entry.library));
  return `${text(projectName(snapshot))} has ${plural(calls, 'logging call')} in ${plural(files.length, 'file')} outside the tests, through ${libraries.length === 1 ? libraries[0] : `${libraries.length} libraries (${libraries.join(', ')})`}.${testNote} ${found}`;
}

/** LOGGING.md: logging libraries, levels, modules and call sites, message style, sensitive arguments, configuration and quiet routes. */
@DocumentationAgent({
  id: 'logging',
  name: 'Logging Agent',
  description: 'Describes how the code logs: libraries, call sites by level and module, structured against string-built messages, arguments named like secrets, level variables, and HTTP routes whose files never log.',
  category: 'Operational Context',
  docType: 'logging',
  tiers: DOC_TIERS.logging,
  version: '1.2.0',
  inputs: { paths: ['**'], manifests: false, history: false },
})
export class LoggingAgent implements Agent {
  requiredSections({ snapshot }: AgentFacts): RequiredSection[] {
    return sections(snapshot).map(({ title, because }) => ({ title, because }));
  }

  coverage({ snapshot }: AgentFacts): CoverageTarget {
    return {
      measure: 'files with logging calls (outside the tests) listed',
      items: loggingFiles(snapshot).map(({ file }) => ({ key: file.path, mention: file.path })),
    };
  }

  write({ snapshot }: AgentFacts): string {
    return document([heading(1, 'Logging'), intro(snapshot), ...sections(snapshot).flatMap((section) => section.write(snapshot))]);
  }
}

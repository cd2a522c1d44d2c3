import { DOC_FILE_NAMES } from '@chronicle/contracts';
import type { Snapshot } from '@chronicle/snapshot';
import { checkDocument, type GateReport } from '../gate/check-document.js';
import type { AgentClass, AgentFacts, AgentMeta, CoverageTarget, RequiredSection } from '../sdk/agent.js';
import { agentMetaOf } from '../sdk/documentation-agent.decorator.js';

/** An agent run on a snapshot and judged by the gate — what an agent's spec asserts on. */
export type AgentTestResult = {
  meta: AgentMeta;
  /** The document's file name for its type: `README.md`. */
  file: string;
  markdown: string;
  requiredSections: RequiredSection[];
  coverage: CoverageTarget;
  report: GateReport;
};

/**
 * Runs an agent class the way Chronicle does — like ESLint's RuleTester for a rule: checks that the
 * class is marked with `@DocumentationAgent`, writes the document from the snapshot's facts, and
 * applies the quality gate with the agent's own required sections and coverage.
 */
export async function testAgent(AgentType: AgentClass, snapshot: Snapshot): Promise<AgentTestResult> {
  const meta = agentMetaOf(AgentType);
  if (!meta) throw new Error(`${AgentType.name || 'The class'} is not a documentation agent: mark it with @DocumentationAgent({ id, name, … }).`);
  const agent = new AgentType();
  const facts: AgentFacts = { snapshot };
  const requiredSections = agent.requiredSections(facts);
  const coverage = agent.coverage(facts);
  const markdown = agent.write(facts);
  const file = DOC_FILE_NAMES[meta.docType];
  const report = await checkDocument(markdown, { snapshot, requiredSections, coverage, docFile: file, quotes: agent.quotes?.(facts) ?? [] });
  return { meta, file, markdown, requiredSections, coverage, report };
}

/** The report's problems, one a line, with the score and its components — for failure messages. */
export function describeReport(report: GateReport): string {
  const components = Object.entries(report.components)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  const head = `quality ${report.qualityScore}/100${report.refused ? ', REFUSED' : ''} (${components})`;
  return [head, ...report.problems.map((problem) => `  - [${problem.check}] ${problem.message}`)].join('\n');
}

/**
 * Throws, listing every problem, unless the document is stored as written: not refused, every
 * required section present, everything listed, every diagram parsing and no Markdown lint finding.
 * Pass `{ minScore }` to accept a document with problems that still scores at least that much.
 */
export function expectDocumentPasses(result: Pick<AgentTestResult, 'report'> | GateReport, options: { minScore?: number } = {}): void {
  const report = 'report' in result ? result.report : result;
  const failed = report.refused || (options.minScore === undefined ? report.problems.length > 0 : report.qualityScore < options.minScore);
  if (failed) throw new Error(`The document does not pass the quality gate: ${describeReport(report)}`);
}

/** Throws unless the gate refuses the document; returns the truthfulness problems for further assertions. */
export function expectDocumentRefused(result: Pick<AgentTestResult, 'report'> | GateReport): string[] {
  const report = 'report' in result ? result.report : result;
  if (!report.refused) throw new Error(`The quality gate was expected to refuse the document but did not: ${describeReport(report)}`);
  return report.problems.filter((problem) => problem.check === 'truthfulness').map((problem) => problem.message);
}

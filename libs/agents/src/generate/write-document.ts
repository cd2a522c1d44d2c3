import { DOC_FILE_NAMES } from '@chronicle/contracts';
import { countTokens, type Snapshot } from '@chronicle/snapshot';
import { checkDocument, type GateReport } from '../gate/check-document.js';
import type { GeneratedDocument } from '../sdk/agent.js';
import type { RegisteredAgent } from '../registry/agent-registry.js';

/** A document written by an agent and judged by the gate. A refused one must not be stored. */
export type DocumentOutcome = {
  document: GeneratedDocument;
  report: GateReport;
};

/**
 * Runs one agent on a snapshot with the built-in engine and checks what it wrote. `generationMs`
 * covers writing and checking; `tokensUsed` is 0, since no model was asked.
 */
export async function writeDocument(registered: RegisteredAgent, snapshot: Snapshot): Promise<DocumentOutcome> {
  const started = performance.now();
  const facts = { snapshot };
  const { agent, meta } = registered;
  const content = agent.write(facts);
  const file = DOC_FILE_NAMES[meta.docType];
  const report = await checkDocument(content, { snapshot, requiredSections: agent.requiredSections(facts), coverage: agent.coverage(facts), docFile: file });
  const generationMs = Math.round(performance.now() - started);
  return {
    report,
    document: {
      type: meta.docType,
      file,
      content,
      qualityScore: report.qualityScore,
      components: report.components,
      tokensUsed: 0,
      documentTokens: countTokens(content),
      generationMs,
      commit: snapshot.commit.sha,
      engine: 'built-in',
      agent: { id: meta.id, version: meta.version },
    },
  };
}

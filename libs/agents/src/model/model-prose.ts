import type { Snapshot } from '@chronicle/snapshot';
import { checkDocument, type CheckDocumentOptions, type GateReport } from '../gate/check-document.js';
import { buildFactsPack, splitSections } from './facts-pack.js';
import { modelBudget, type ModelSettings } from './model-settings.js';
import { parseProseAnswer, proseRequest } from './prose-request.js';
import { spliceProse } from './splice-prose.js';

/** At most this many sections get a model-written explanation when the agent does not choose. */
export const DEFAULT_PROSE_SECTIONS = 8;
const PROBLEMS_QUOTED = 3;

export type ProseOutcome = {
  content: string;
  report: GateReport;
  /** The model's prose is in `content`. */
  usedModel: boolean;
  model: string | null;
  tokensUsed: number;
  tokensEstimated: boolean;
  /** Why the built-in text was kept; null when the model's was. */
  fallback: string | null;
};

export type ProseInput = {
  snapshot: Snapshot;
  builtIn: string;
  builtInReport: GateReport;
  gate: CheckDocumentOptions;
  docFile: string;
  /** Sections to explain; null: the document's own, up to `DEFAULT_PROSE_SECTIONS`. */
  sections: string[] | null;
};

/**
 * Asks the model for a document's prose (DESIGN decision 12): an overview and short explanations,
 * from a facts pack cut to the budget, in one plain chat request (no tool calling). The result
 * passes the same gate as the built-in text and must score at least as well, or the built-in text
 * is kept and the reason recorded. Tokens are what the server reports, also when the text is not kept.
 */
export async function proseFromModel(settings: ModelSettings, input: ProseInput): Promise<ProseOutcome> {
  const keep = (fallback: string, spent: { tokens: number; estimated: boolean; model: string | null } = { tokens: 0, estimated: false, model: null }): ProseOutcome => ({
    content: input.builtIn,
    report: input.builtInReport,
    usedModel: false,
    model: spent.model,
    tokensUsed: spent.tokens,
    tokensEstimated: spent.estimated,
    fallback,
  });
  const budget = modelBudget(settings.contextTokens);
  const pack = buildFactsPack(input.snapshot, input.builtIn, budget.factsTokens);
  const headings = documentHeadings(input.builtIn);
  const sections = (input.sections ?? headings.sections.slice(0, DEFAULT_PROSE_SECTIONS)).filter((heading) => headings.sections.includes(heading));
  const request = proseRequest({ documentTitle: headings.title ?? input.docFile, documentFile: input.docFile, sections, facts: pack.text, maxTokens: budget.answerTokens }, settings.prompt);
  let answer;
  try {
    answer = await settings.provider.complete(request);
  } catch (error) {
    return keep(`the model server could not be used: ${error instanceof Error ? error.message : String(error)}`);
  }
  const spent = { tokens: answer.usage.totalTokens, estimated: answer.usageEstimated === true, model: answer.model };
  let prose;
  try {
    prose = parseProseAnswer(answer.text, sections);
  } catch (error) {
    return keep(`${(error as Error).message}.`, spent);
  }
  const content = spliceProse(input.builtIn, prose);
  const report = await checkDocument(content, input.gate);
  if (report.refused || report.qualityScore < input.builtInReport.qualityScore) {
    const problems = report.problems.slice(0, PROBLEMS_QUOTED).map((problem) => problem.message).join(' ');
    return keep(`the model's text did not pass the gate (score ${report.qualityScore} against the built-in text's ${input.builtInReport.qualityScore}): ${problems}`, spent);
  }
  return { content, report, usedModel: true, model: answer.model, tokensUsed: spent.tokens, tokensEstimated: spent.estimated, fallback: null };
}

/** The document's title and its level-2 headings, as the facts pack splits it. */
function documentHeadings(markdown: string): { title: string | null; sections: string[] } {
  const sections = splitSections(markdown);
  const introduction = sections[0]?.heading === null ? sections[0].text : '';
  const title = introduction.split('\n').find((line) => line.startsWith('# '));
  return { title: title ? title.slice(2).trim() : null, sections: sections.flatMap((section) => (section.heading === null ? [] : [section.heading])) };
}

import type { PreviewResult } from '@chronicle/contracts';
import type { AnalyzeHistoryInput, AnalyzeHistoryProgress, HistoryAnalysis } from './analyze-history.js';
import type { CommitsBehindInput } from './commits-behind.js';
import type { DocumentRepositoryInput, DocumentRepositoryProgress, RepositoryDocuments } from './document-repository.js';
import type { PreviewInput } from './preview-repository.js';
import type { PushEntry, PushEntryInput } from './push/push-entry.js';
import type { ReadDelivery, ReadDeliveryInput } from './push/read-delivery.js';

/**
 * The tasks a fresh worker runs (`runAnalysisTask`): each one's input, result and progress events
 * (all plain data). MCP's short tool work runs in the long-lived `ToolPool` instead.
 */
export type AnalysisTasks = {
  'analyze-history': { input: AnalyzeHistoryInput; result: HistoryAnalysis; progress: AnalyzeHistoryProgress };
  preview: { input: PreviewInput; result: PreviewResult; progress: never };
  document: { input: DocumentRepositoryInput; result: RepositoryDocuments; progress: DocumentRepositoryProgress };
  'commits-behind': { input: CommitsBehindInput; result: number | null; progress: never };
  'read-delivery': { input: ReadDeliveryInput; result: ReadDelivery; progress: never };
  'push-entry': { input: PushEntryInput; result: PushEntry; progress: never };
};
export type AnalysisTask = keyof AnalysisTasks;
export const ANALYSIS_TASKS = ['analyze-history', 'preview', 'document', 'commits-behind', 'read-delivery', 'push-entry'] as const satisfies readonly AnalysisTask[];

type Runner<T extends AnalysisTask> = (input: AnalysisTasks[T]['input'], onProgress: (event: AnalysisTasks[T]['progress']) => void) => Promise<AnalysisTasks[T]['result']>;

// Each task loads only its own modules: the agents (Mermaid, the gate, tree-sitter) take about two
// seconds to load, which a preview or a commit count should not wait for.
/** The in-thread function behind each task. */
export const TASK_RUNNERS: { [T in AnalysisTask]: Runner<T> } = {
  'analyze-history': async (input, onProgress) => (await import('./analyze-history.js')).analyzeHistory(input, onProgress),
  preview: async (input) => (await import('./preview-repository.js')).previewRepository(input),
  document: async (input, onProgress) => (await import('./document-repository.js')).documentRepository(input, onProgress),
  'commits-behind': async (input) => (await import('./commits-behind.js')).commitsBehind(input),
  'read-delivery': async (input) => (await import('./push/read-delivery.js')).readDelivery(input),
  'push-entry': async (input) => (await import('./push/push-entry.js')).pushEntryOf(input),
};

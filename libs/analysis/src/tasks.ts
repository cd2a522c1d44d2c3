import type { PreviewResult } from '@chronicle/contracts';
import { analyzeHistory, type AnalyzeHistoryInput, type AnalyzeHistoryProgress, type HistoryAnalysis } from './analyze-history.js';
import { commitsBehind, type CommitsBehindInput } from './commits-behind.js';
import { documentRepository, type DocumentRepositoryInput, type DocumentRepositoryProgress, type RepositoryDocuments } from './document-repository.js';
import { previewRepository, type PreviewInput } from './preview-repository.js';

/** The tasks a worker runs: each one's input, result and progress events (all plain data). */
export type AnalysisTasks = {
  'analyze-history': { input: AnalyzeHistoryInput; result: HistoryAnalysis; progress: AnalyzeHistoryProgress };
  preview: { input: PreviewInput; result: PreviewResult; progress: never };
  document: { input: DocumentRepositoryInput; result: RepositoryDocuments; progress: DocumentRepositoryProgress };
  'commits-behind': { input: CommitsBehindInput; result: number | null; progress: never };
};
export type AnalysisTask = keyof AnalysisTasks;
export const ANALYSIS_TASKS = ['analyze-history', 'preview', 'document', 'commits-behind'] as const satisfies readonly AnalysisTask[];

type Runner<T extends AnalysisTask> = (input: AnalysisTasks[T]['input'], onProgress: (event: AnalysisTasks[T]['progress']) => void) => Promise<AnalysisTasks[T]['result']>;

/** The in-thread function behind each task. */
export const TASK_RUNNERS: { [T in AnalysisTask]: Runner<T> } = {
  'analyze-history': (input, onProgress) => analyzeHistory(input, onProgress),
  preview: (input) => previewRepository(input),
  document: (input, onProgress) => documentRepository(input, onProgress),
  'commits-behind': (input) => commitsBehind(input),
};

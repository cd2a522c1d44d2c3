import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_TEXTS, ERROR_TOASTS, QUERY_KEYS, type AnalysisJob, type Project } from '@chronicle/contracts';
import { useToasts } from '@chronicle/ui';
import { isRunning, useProjectStatus } from '../../api/get-project-status';

/**
 * A project's latest analysis, kept live: while the list says it is queued or running, the status
 * route is polled and its answer about the same job is used. When a job this page saw running
 * ends, it says so once — 'Analysis Complete' with the figures, or 'Analysis Failed' with the job's
 * message (spec §4, §8) — and the project list is refreshed.
 */
export function useAnalysisWatch(project: Project): AnalysisJob | null {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const listed = project.analysis;
  const status = useProjectStatus(project.id, { polling: isRunning(listed) });
  const live = status.data?.analysis;
  const analysis = live && listed && live.id === listed.id ? live : listed;
  const seenRunning = useRef<string | null>(null);

  const id = analysis?.id;
  const state = analysis?.status;
  useEffect(() => {
    if (!analysis) return;
    if (isRunning(analysis)) {
      seenRunning.current = analysis.id;
      return;
    }
    if (seenRunning.current !== analysis.id) return;
    seenRunning.current = null;
    if (analysis.status === 'success') {
      if (analysis.result) toasts.success(ADMIN_TEXTS.analysisComplete(analysis.result.entriesCreated, analysis.result.analysis.totalCommitsAnalyzed));
    } else {
      toasts.failure({ title: ERROR_TOASTS.analysis.title, description: analysis.errorMessage ?? ERROR_TOASTS.analysis.description });
    }
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.projects, exact: true });
    // Only a change of job or of its status matters here, not every progress figure.
  }, [id, state]);

  return analysis;
}

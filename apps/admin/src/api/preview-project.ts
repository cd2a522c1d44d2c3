import { useMutation } from '@tanstack/react-query';
import { ADMIN_ROUTES, ADMIN_TEXTS, ERROR_TOASTS, MAX_COMMITS, type PreviewResult } from '@chronicle/contracts';
import { apiRequest, useToasts } from '@chronicle/ui';

/** `POST /api/admin/projects/{id}/preview`: reads the history (it may clone, so it can take seconds). */
export function previewProject(id: string, maxCommits: number = MAX_COMMITS.preview): Promise<PreviewResult> {
  return apiRequest<PreviewResult>(ADMIN_ROUTES.preview(id), { method: 'POST', body: { maxCommits } });
}

/** A preview of the last 100 commits (spec §2, §9), with the 'Preview Generated' toast. */
export function usePreviewProject() {
  const toasts = useToasts();
  return useMutation({
    mutationFn: (id: string) => previewProject(id),
    onSuccess: (preview) => toasts.success(ADMIN_TEXTS.previewGenerated(preview.commitCount, preview.estimatedEntries)),
    onError: (error) => toasts.failure(ERROR_TOASTS.preview, error),
  });
}

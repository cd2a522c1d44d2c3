import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { retryDelay } from '@chronicle/ui';
import { followLiveUpdates } from '../lib/live-updates';

/**
 * Keeps the open page current without polling (spec §9: no refetch loop): the server's live
 * updates (`GET /api/events`) say when an entry, a failed push or documents were stored, and the
 * queries they concern are read again. Nothing is sent while nothing happens.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => followLiveUpdates(queryClient, (url) => new EventSource(url), retryDelay), [queryClient]);
}


import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { AUTH_ROUTES, ERROR_TOASTS, SUCCESS_TOASTS } from '@chronicle/contracts';
import { apiRequest, useToasts } from '@chronicle/ui';
import { forgetStoredTone } from '../hooks/use-stored-tone';

/** `DELETE /api/account`: the account and all its data; the server also ends the session. */
export function deleteAccount(): Promise<unknown> {
  return apiRequest(AUTH_ROUTES.account, { method: 'DELETE' });
}

/**
 * Deletes the account, clears every cached query and goes to '/' (spec §4); the browser also
 * forgets the account's summary tone, its only per-user state in localStorage (the theme belongs
 * to the browser, not to an account).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toasts = useToasts();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      forgetStoredTone();
      toasts.success(SUCCESS_TOASTS.accountDeleted);
      navigate('/');
      queryClient.clear();
    },
    onError: (error) => toasts.failure(ERROR_TOASTS.deleteAccount, error),
  });
}

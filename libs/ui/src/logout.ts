import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { AUTH_ROUTES } from '@chronicle/contracts';
import { apiRequest } from './api-client.js';

/** Spec §4: logout revokes the session, clears all cached data and goes to '/'. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await apiRequest(AUTH_ROUTES.logout, { method: 'POST' });
    queryClient.clear();
    navigate('/');
  };
}

import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { CurrentUser } from '@chronicle/contracts';
import { useSession } from '@chronicle/ui';
import { Loading } from './loading';

/**
 * The signed-in screens' gate (spec §2, §6): 'Loading...' while the session is unknown, a
 * redirect to '/' when signed out, else the screen for the user.
 */
export function RequireSession({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { user } = useSession();
  if (user === undefined) return <Loading />;
  if (user === null) return <Navigate replace to="/" />;
  return children(user);
}

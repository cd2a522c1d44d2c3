import { useQuery } from '@tanstack/react-query';
import { AUTH_ROUTES, QUERY_KEYS, SIGN_IN_TEXTS, isVisitor, type SessionAnswer, type SessionUser, type SignInMode } from '@chronicle/contracts';
import { apiRequestOrNull } from './api-client.js';

/** The one query of `GET /api/auth/me`; a 401 (the spec's signed-out answer) still reads as a visitor. */
function useSessionAnswer() {
  return useQuery({
    queryKey: QUERY_KEYS.session,
    queryFn: ({ signal }) => apiRequestOrNull<SessionAnswer>(AUTH_ROUTES.me, { signal }),
  });
}

/** The session (spec §4): undefined while loading, null when signed out, else the user (and their code host). */
export function useSession(): { user: SessionUser | null | undefined; isLoading: boolean } {
  const query = useSessionAnswer();
  const answer = query.data;
  return { user: answer === undefined ? undefined : answer === null || isVisitor(answer) ? null : answer, isLoading: query.isLoading };
}

/** How signing in works on this server, once the session call has said so (a signed-in user came through it too). */
export function useSignInMode(): SignInMode | undefined {
  const answer = useSessionAnswer().data;
  if (!answer) return undefined;
  return isVisitor(answer) ? answer.signIn : answer.codeHost.kind;
}

/**
 * A sign-in button's label: the page's own words where GitHub signs people in, "Continue" where
 * the server signs the local user in (no GitHub involved, so naming it would mislead).
 */
export function useSignInLabel(githubLabel: string = SIGN_IN_TEXTS.github): { label: string; viaGithub: boolean } {
  const mode = useSignInMode();
  return mode === 'local' ? { label: SIGN_IN_TEXTS.local, viaGithub: false } : { label: githubLabel, viaGithub: true };
}

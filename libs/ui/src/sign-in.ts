import { AUTH_ROUTES } from '@chronicle/contracts';

/** Sign-in is a full-page navigation to the provider endpoint (spec §1, §7), never a fetch. */
export function signIn(): void {
  window.location.assign(AUTH_ROUTES.signIn);
}

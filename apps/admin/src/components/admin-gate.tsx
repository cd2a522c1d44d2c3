import type { ReactNode } from 'react';
import type { CurrentUser } from '@chronicle/contracts';
import { useSession } from '@chronicle/ui';
import { Loading } from './loading';
import { Refusal, SignInLink } from './refusal';

export type AdminGateTexts = {
  /** The page's name, the h1 of the refusal. */
  title: string;
  signedOut: string;
  signIn: string;
  notAdmin: (username: string) => string;
};

/**
 * An admin-only page (DESIGN.md: admin routes are admin-only on the server too). A signed-out
 * visitor is asked to sign in, a signed-in user who is not an admin is told so, and neither makes
 * the page call the admin API.
 */
export function AdminGate({ texts, children }: { texts: AdminGateTexts; children: (admin: CurrentUser) => ReactNode }) {
  const { user } = useSession();
  if (user === undefined) return <Loading />;
  if (user === null) return <Refusal title={texts.title} sentence={texts.signedOut} action={<SignInLink>{texts.signIn}</SignInLink>} />;
  if (user.role !== 'admin') return <Refusal title={texts.title} sentence={texts.notAdmin(user.username)} />;
  return children(user);
}

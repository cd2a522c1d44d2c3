import { AGENTS_TEXTS } from '@chronicle/contracts';
import { useDocumentTitle, useSession } from '@chronicle/ui';
import { Loading } from '../components/loading';
import { Refusal, SignInLink } from '../components/refusal';
import { AgentsPanel } from '../features/agents/agents-panel';
import { AGENTS_PAGE_TEXTS } from '../texts';

/**
 * /agents (spec §2, "Documentation Agents"): for every signed-in user. A signed-out visitor sees
 * 'Please log in to access agent controls' and a sign-in link, and the page asks for nothing else.
 */
export default function AgentsPage() {
  useDocumentTitle(AGENTS_PAGE_TEXTS.documentTitle);
  const { user } = useSession();
  if (user === undefined) return <Loading />;
  if (user === null) return <Refusal title={AGENTS_PAGE_TEXTS.title} sentence={AGENTS_TEXTS.loggedOut} action={<SignInLink>{AGENTS_PAGE_TEXTS.signIn}</SignInLink>} />;
  return <AgentsPanel />;
}

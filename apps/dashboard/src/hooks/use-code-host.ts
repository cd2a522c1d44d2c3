import type { CodeHostInfo } from '@chronicle/contracts';
import { useSession } from '@chronicle/ui';
import { codeHostTexts, type CodeHostTexts } from '../texts';

/** Where the signed-in user's repositories come from, and the texts that say so (used behind RequireSession). */
export function useCodeHost(): { kind: CodeHostInfo['kind']; texts: CodeHostTexts } {
  const { user } = useSession();
  const codeHost = user?.codeHost ?? { kind: 'github' };
  return { kind: codeHost.kind, texts: codeHostTexts(codeHost) };
}

/** Subscription tiers, lowest first (spec §3, §6). */
export const SUBSCRIPTION_TIERS = ['free', 'lite', 'pro'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];
/** A tier's name in a sentence ("the Pro plan"). */
export const TIER_NAMES: Record<SubscriptionTier, string> = { free: 'Free', lite: 'Lite', pro: 'Pro' };

/** Who a user is to Chronicle: admins are the logins listed in `ADMIN_LOGINS`, and the local user. */
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The current user, as `GET /api/auth/me` returns it (spec §3 "User"). */
export type CurrentUser = {
  id: string;
  username: string;
  name: string | null;
  avatarUrl: string | null;
  subscription_tier: SubscriptionTier;
  role: UserRole;
};

/**
 * Where the signed-in user's repositories come from, so the screens say what is true (issue 15):
 * GitHub (webhooks), or — with local sign-in — the git repositories in the configured folders,
 * whose connected one is read every `pollSeconds`.
 */
export type CodeHostInfo = { kind: 'github' } | { kind: 'local'; folders: string[]; pollSeconds: number };

/** What `GET /api/auth/me` answers a signed-in caller: the current user and the code host (an addition to the spec's User). */
export type SessionUser = CurrentUser & { codeHost: CodeHostInfo };

/** How signing in works on this server: GitHub's OAuth, or the one local user (no GitHub app configured). */
export const SIGN_IN_MODES = ['github', 'local'] as const;
export type SignInMode = (typeof SIGN_IN_MODES)[number];

/**
 * What `GET /api/auth/me` answers a visitor (no valid session): 200, not the 401 the spec's client
 * also understands, so a signed-out visit logs no failed request in the browser's console; and
 * how signing in works here, so sign-in buttons can say "Continue" where there is no GitHub.
 */
export type Visitor = { signedIn: false; signIn: SignInMode };

/** Either answer of `GET /api/auth/me`. */
export type SessionAnswer = SessionUser | Visitor;

/** True for the visitor answer of `GET /api/auth/me`. */
export function isVisitor(answer: SessionAnswer): answer is Visitor {
  return 'signedIn' in answer && answer.signedIn === false;
}

/** The name of the httpOnly cookie that carries the session token. */
export const SESSION_COOKIE = 'chronicle_session';

/** API routes of the session and account area (spec §7). */
export const AUTH_ROUTES = {
  signIn: '/api/auth/github',
  callback: '/api/auth/github/callback',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  account: '/api/account',
} as const;

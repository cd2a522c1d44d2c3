/** The one error shape every API failure has: a status code and a sentence a user understands. */
export type ApiError = {
  statusCode: number;
  message: string;
};

/** Error sentences the API answers with, kept in one place so front ends can match on them. */
export const API_ERRORS = {
  signInRequired: 'You need to sign in to do that.',
  adminOnly: 'Only administrators can do that.',
  crossSite: 'This request came from another site, so Chronicle refused it. Open Chronicle directly and try again.',
  oauthStateMismatch:
    'The sign-in could not be verified: it was started in another browser tab or it expired. Please sign in again.',
  oauthRejected: 'GitHub did not accept the sign-in. Please sign in again.',
  oauthUnreachable: 'GitHub could not be reached to finish the sign-in. Please try again in a moment.',
  githubSignInDisabled: 'GitHub sign-in is not configured on this server; use the sign-in button instead.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  tooManyRequests: 'Too many requests from your address; please wait a minute and try again.',
  tooManyEventStreams: 'Too many pages are following live updates for your account; close a Chronicle tab and reload this page.',
  serverBusyEventStreams: 'This server follows as many live pages as it can; reload the page in a minute to see new entries.',
  internal: 'Something went wrong on our side. Please try again; if it keeps happening, tell the administrator.',
} as const;

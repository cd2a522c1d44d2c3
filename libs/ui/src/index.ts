// The package entry of the front-end kit shared by the shell and the remotes.
export { ApiRequestError, apiRequest, apiRequestOrNull, errorDescription, type ApiRequestOptions } from './api-client.js';
export { createQueryClient, retryDelay } from './query-client.js';
export { useSession, useSignInLabel, useSignInMode } from './session.js';
export { TOAST_DURATION_SECONDS, useToasts, type Toasts } from './toasts.js';
export { copyText, useCopyToClipboard } from './clipboard.js';
export { THEME_STORAGE_KEY, readStoredTheme, storeTheme, themeConfig, themeFromStored, type ThemeMode } from './theme.js';
export { signIn } from './sign-in.js';
export { useLogout } from './logout.js';
export { renderStandalone } from './standalone.js';
export { SecondaryParagraph, SecondaryText } from './secondary-text.js';
export { useDocumentTitle } from './document-title.js';
export { useDarkTheme, useLinkColor } from './link-color.js';

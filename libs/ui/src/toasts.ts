import { App } from '@chronicle/antd-kit';
import type { ToastText } from '@chronicle/contracts';
import { errorDescription } from './api-client.js';

/** Spec §9: a toast shows for 5000 ms. */
export const TOAST_DURATION_SECONDS = 5;

export type Toasts = {
  success(toast: ToastText): void;
  /** A neutral note: what just happened, when it is neither a success nor a failure. */
  info(toast: ToastText): void;
  /** A destructive toast: the server's message when it gave one, otherwise the default text. */
  failure(toast: ToastText, error?: unknown): void;
};

/** Toasts through the shell's one notification region (antd App, at most one visible). */
export function useToasts(): Toasts {
  const { notification } = App.useApp();
  return {
    success: ({ title, description }) => notification.success({ title, description, duration: TOAST_DURATION_SECONDS }),
    info: ({ title, description }) => notification.info({ title, description, duration: TOAST_DURATION_SECONDS }),
    failure: ({ title, description }, error) =>
      notification.error({ title, description: errorDescription(error, description), duration: TOAST_DURATION_SECONDS }),
  };
}

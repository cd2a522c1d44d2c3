import { ERROR_TOASTS, type ToastText } from '@chronicle/contracts';
import { useToasts } from './toasts.js';

/**
 * Copies text: the Clipboard API when the page has it, else a hidden text area and
 * `document.execCommand('copy')` (spec §8).
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('The browser refused to copy.');
  } finally {
    area.remove();
  }
}

/** Copies and tells the user: the given success toast, or 'Copy failed'. */
export function useCopyToClipboard(): (text: string, success: ToastText) => Promise<void> {
  const toasts = useToasts();
  return async (text, success) => {
    try {
      await copyText(text);
      toasts.success(success);
    } catch {
      toasts.failure(ERROR_TOASTS.copy);
    }
  };
}

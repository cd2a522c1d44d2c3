import { ShareAltOutlined } from '@ant-design/icons';
import { Button } from '@chronicle/antd-kit';
import { SUCCESS_TOASTS } from '@chronicle/contracts';
import { useCopyToClipboard } from '@chronicle/ui';
import { absoluteUrl } from '../lib/paths';
import { SHARED_TEXTS } from '../texts';

/**
 * Shares the page's link: the system share sheet where the browser has one, else copied with
 * the spec's 'Copied!' / 'URL copied to clipboard' toast (or 'Copy failed').
 */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const copy = useCopyToClipboard();
  const share = async () => {
    const url = absoluteUrl(path);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The reader closed the sheet: nothing to say. Any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(url, SUCCESS_TOASTS.urlCopied);
  };
  return (
    <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => void share()}>
      {SHARED_TEXTS.share}
    </Button>
  );
}

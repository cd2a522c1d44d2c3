import { useEffect } from 'react';

/** Spec §9: F8 moves focus to the notification region. */
export function useNotificationHotkey(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const region = document.querySelector<HTMLElement>('.ant-notification');
      if (!region) return;
      event.preventDefault();
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', 'Notifications');
      region.tabIndex = -1;
      region.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

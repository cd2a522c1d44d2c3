import { DOC_TITLES, type DocType } from '@chronicle/contracts';
import { theme } from '@chronicle/antd-kit';
import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { documentTabPath } from '../../../lib/paths';
import { DOCUMENT_TEXTS } from '../texts';
import styles from './document.module.css';

export function tabId(type: DocType): string {
  return `document-tab-${type}`;
}

type DocumentTabsProps = { slug: string; types: DocType[]; active: DocType; panelId: string };

/**
 * The documents as tabs that are links (`/docs/{slug}/{type}`, spec §2): a tablist with one tab
 * in the Tab order, arrow keys, Home and End to move between them, Enter or Space to open one.
 */
export function DocumentTabs({ slug, types, active, panelId }: DocumentTabsProps) {
  const { token } = theme.useToken();
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('[role="tab"]') ?? []);
    const index = tabs.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const target =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : null;
    if (target !== null) {
      event.preventDefault();
      tabs[target]!.focus();
    } else if (event.key === ' ') {
      event.preventDefault();
      tabs[index]!.click();
    }
  };

  return (
    <div ref={list} role="tablist" aria-label={DOCUMENT_TEXTS.tabsLabel} className={styles.tabs} style={{ borderColor: token.colorBorderSecondary }} onKeyDown={onKeyDown}>
      {types.map((type) => {
        const selected = type === active;
        return (
          <Link
            key={type}
            id={tabId(type)}
            role="tab"
            to={documentTabPath(slug, type)}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            style={{
              color: selected ? token.colorText : token.colorTextSecondary,
              borderColor: selected ? token.colorPrimary : 'transparent',
              outlineColor: token.colorPrimary,
            }}
          >
            {DOC_TITLES[type]}
          </Link>
        );
      })}
    </div>
  );
}

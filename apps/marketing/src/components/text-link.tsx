import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLinkColor } from '@chronicle/ui';

/**
 * A link inside running text, underlined so it stands out without relying on colour: a route of
 * the app goes through the router; the API's own resources (`/api/…`) and other sites are plain
 * links, which the browser loads itself.
 */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  const style: CSSProperties = { color: useLinkColor(), textDecoration: 'underline', textUnderlineOffset: 2 };
  if (/^https?:\/\//.test(to) || to.startsWith('/api/')) {
    return (
      <a href={to} style={style}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} style={style}>
      {children}
    </Link>
  );
}

import type { MouseEvent, ReactNode } from 'react';
import type { Locale } from '@dcp/shared/contracts';
import { resolveResource } from './api/resolveResource';

/**
 * Opens a resource's public page in a new window (req G§2). The window is opened synchronously on
 * the click, so popup blockers allow it, and pointed at the resolved URL once the API answers.
 */
export async function openResolved(url: string, locale?: Locale): Promise<void> {
  const win = window.open('', '_blank');
  if (win) win.opener = null;
  try {
    const target = await resolveResource(url, locale);
    if (win) win.location.href = target;
    else window.open(target, '_blank', 'noopener');
  } catch {
    win?.close();
  }
}

/**
 * A resource link: a real anchor (keyboard, screen readers). A public http(s) URL opens as is; an
 * API resource path is resolved first.
 */
export function ResourceLink({
  url,
  locale,
  children,
}: {
  url: string;
  locale?: Locale;
  children: ReactNode;
}) {
  if (/^https?:\/\//.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    void openResolved(url, locale);
  };
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
    </a>
  );
}

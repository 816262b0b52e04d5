import { Fragment } from 'react';
import { LinkList } from '@dcp/shared/ui';

const URL_RE = /(https?:\/\/[^\s<>"']+)/g;

/** Splits plain text into text and http(s) URLs; nothing is ever parsed as HTML. */
export function splitLinks(text: string): { text: string; href?: string }[] {
  return text
    .split(URL_RE)
    .filter((part) => part !== '')
    .map((part) => (/^https?:\/\//.test(part) ? { text: part, href: part } : { text: part }));
}

export interface LinkLine {
  label: string;
  href: string;
}

/**
 * A conclusion's links as a list: each line holding a URL becomes one entry named by the rest of its
 * line (the doctor's resource block is 'name: url' per line), the other lines stay prose.
 */
export function linkLines(text: string): { prose: string[]; links: LinkLine[] } {
  const prose: string[] = [];
  const links: LinkLine[] = [];
  for (const line of text.split(/\r?\n/)) {
    const urls = line.match(URL_RE);
    if (!urls) {
      if (line.trim()) prose.push(line);
      continue;
    }
    const rest = line
      .replace(URL_RE, '')
      .replace(/[\s:–—-]+$/u, '')
      .replace(/^[\s•*-]+/u, '')
      .trim();
    for (const href of urls) links.push({ label: rest || href, href });
  }
  return { prose, links };
}

/**
 * Read-only conclusion (req G§2): links become a link list unless the conclusion is flagged show,
 * in which case the text keeps its shape with the URLs made clickable in place.
 */
export function ConclusionText({ text, show }: { text: string; show: boolean }) {
  if (show) {
    return (
      <p style={{ whiteSpace: 'pre-wrap' }}>
        {splitLinks(text).map((part, i) =>
          part.href ? (
            <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
              {part.text}
            </a>
          ) : (
            <Fragment key={i}>{part.text}</Fragment>
          ),
        )}
      </p>
    );
  }
  const { prose, links } = linkLines(text);
  return (
    <div>
      {prose.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
      {links.length > 0 ? (
        <LinkList>
          {links.map((l, i) => (
            <li key={i}>
              <a href={l.href} target="_blank" rel="noopener noreferrer">
                {l.label}
              </a>
            </li>
          ))}
        </LinkList>
      ) : null}
    </div>
  );
}

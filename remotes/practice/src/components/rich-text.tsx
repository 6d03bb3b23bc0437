import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { splitLocale } from '@taesung/shared';
import styles from './rich-text.module.css';

export interface RichTextProps {
  /** HTML sanitised by the server, or plain text (paragraphs separated by blank lines, lines by line breaks). */
  content: string;
  className?: string;
}

const htmlPattern = /<\/?[a-z][a-z0-9]*(?:\s[^>]*)?>/i;

export function isHtml(content: string): boolean {
  return htmlPattern.test(content);
}

function internalPath(anchor: HTMLAnchorElement): string | null {
  const href = anchor.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  if (href.startsWith('/api/') || href.startsWith('/uploads/')) return null;
  const url = new URL(href, 'http://site.invalid');
  return `${splitLocale(url.pathname).path}${url.search}${url.hash}`;
}

/** Text that staff write in the console: the site's reading typography for paragraphs, lists, tables and links. */
export function RichText({ content, className }: RichTextProps) {
  const navigate = useNavigate();
  const classes = [styles.text, className].filter(Boolean).join(' ');

  if (!isHtml(content)) {
    const paragraphs = content
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean);
    return (
      <div className={classes}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>
            {paragraph.split('\n').map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </p>
        ))}
      </div>
    );
  }

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const path = internalPath(anchor);
    if (!path) return;
    event.preventDefault();
    void navigate(path);
  };

  return <div className={classes} onClick={onClick} dangerouslySetInnerHTML={{ __html: content }} />;
}

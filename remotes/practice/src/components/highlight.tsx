import { Fragment } from 'react';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with each word of the keyword marked (`<mark>`), ignoring case. */
export function Highlight({ text, keyword, className }: { text: string; keyword: string; className?: string }) {
  const terms = [...new Set(keyword.split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (terms.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'gi');
  const lowerTerms = new Set(terms.map((term) => term.toLocaleLowerCase()));
  return (
    <>
      {text.split(pattern).map((part, index) =>
        lowerTerms.has(part.toLocaleLowerCase()) ? (
          <mark key={index} className={className}>
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

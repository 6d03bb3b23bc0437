import sanitizeHtml from 'sanitize-html';

const richText: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'pre',
    'code',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start', 'type'],
    '*': ['class'],
  },
  allowedClasses: { '*': ['ql-*', 'align-*', 'text-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
};

/** Rich text as staff write it, reduced to the markup the site displays (no scripts, styles or event handlers). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richText).trim();
}

/** The text of some HTML, on one line, cut to `max` characters. */
export function plainText(html: string, max = 160): string {
  const text = sanitizeHtml(html.replace(/<\/(p|div|li|h\d|br)>/gi, ' $&').replace(/<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * The excerpt of a post for cards and meta descriptions: its prose without the section headings (a success case
 * opens with "사건 개요", which says nothing about the case).
 */
export function summaryText(html: string, max = 160): string {
  return plainText(html.replace(/<h([1-6])\b[^>]*>[\s\S]*?<\/h\1>/gi, ' '), max);
}

/** Text made safe to put inside HTML (mail bodies). */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

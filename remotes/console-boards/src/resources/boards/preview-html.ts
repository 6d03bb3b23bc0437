const droppedElements =
  'script, style, iframe, frame, frameset, object, embed, link, meta, base, form, noscript, template';
const urlAttributes = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset'];

/**
 * Rich text typed in the browser, made safe to show before the server sanitises it: no scripts, styles, frames,
 * event handlers or script addresses. What the editor itself makes passes unchanged.
 */
export function previewHtml(html: string): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const element of document.body.querySelectorAll(droppedElements)) element.remove();
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const scriptUrl =
        urlAttributes.includes(name) &&
        /^(javascript|vbscript|data:text\/html)/i.test(attribute.value.replace(/[\s\p{Cc}]/gu, ''));
      if (name.startsWith('on') || name === 'style' || scriptUrl) element.removeAttribute(attribute.name);
    }
  }
  return document.body.innerHTML;
}

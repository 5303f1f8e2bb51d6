import {
  ARTICLE_TAGS_SELECTOR,
  alternateLinks,
  CANONICAL_SELECTOR,
  type PageHead,
  pageHeadTags,
} from '@jyotish/contract';

/** Writes `head` into the document, updating the server's tags and creating missing ones. */
export function applyPageHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  // Only an article's page has `article:*` tags; the next page must not keep them.
  for (const old of doc.head.querySelectorAll(ARTICLE_TAGS_SELECTOR)) old.remove();
  const tags = pageHeadTags(head);
  if (!tags.some((tag) => tag.selector === CANONICAL_SELECTOR)) {
    doc.head.querySelector(CANONICAL_SELECTOR)?.remove();
  }
  for (const spec of tags) {
    let element = doc.head.querySelector(spec.selector);
    if (!element) {
      element = doc.createElement(spec.element);
      doc.head.append(element);
    }
    for (const [name, value] of Object.entries(spec.attributes)) element.setAttribute(name, value);
  }

  for (const old of doc.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  for (const { hreflang, href } of alternateLinks(head)) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    doc.head.append(link);
  }

  // A JSON-LD block is data, never executed, so writing it is allowed under the CSP; as
  // text content it cannot close its element, so no escaping is needed.
  let structured = doc.head.querySelector('script[type="application/ld+json"]');
  if (!structured) {
    structured = doc.createElement('script');
    structured.setAttribute('type', 'application/ld+json');
    doc.head.append(structured);
  }
  structured.textContent = JSON.stringify(head.structuredData);
}

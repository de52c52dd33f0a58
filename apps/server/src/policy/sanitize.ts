import sanitizeHtml from 'sanitize-html';

/** A link the pages may carry: http(s), mailto, tel, a path of this site or a place on the page. */
const ALLOWED_HREF = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s()-]*|\/(?![/\\])[^\s]*|#[\w-]+)$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'br'],
  // A header cell may say what it heads (screen readers read tables by it); nothing else has attributes but a link's href.
  allowedAttributes: { a: ['href'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Script, style and the like go with what they hold; other tags not allowed leave their text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
  transformTags: {
    // A link to anywhere else (javascript:, data:, //host, a relative path) keeps its text and loses its href.
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const kept: sanitizeHtml.Attributes = ALLOWED_HREF.test(href) ? { href } : {};
      return { tagName, attribs: kept };
    },
    // Any other scope (or an empty one) would be invalid HTML: it goes.
    th: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = attribs.scope === 'col' || attribs.scope === 'row' ? { scope: attribs.scope } : {};
      return { tagName, attribs: kept };
    },
  },
};

/**
 * A policy page's body as it may be stored and shown: the allowlist of docs/security.md (paragraphs, two heading
 * levels, lists, tables, links, strong, em, line breaks), no script, no style, no event or other attribute, links
 * only to http(s), mailto, tel, this site's paths and places on the page. Run on every save (sanitize-html, a kept
 * library; links checked against the schemes above).
 */
export function sanitizePolicyHtml(html: string): string {
  // HTML, not XHTML: a line break is written <br>.
  return sanitizeHtml(html, OPTIONS)
    .replace(/<br \/>/g, '<br>')
    .trim();
}

/**
 * A stored body as the public page shows it: every link to another site goes through the leaving page
 * (/leaving?to=…&from=<this page>, GIGW 3.0: the visitor is told before leaving the site; it never forwards by
 * itself). The body is parsed again by the same allowlist, so only the href of an http(s) link changes.
 */
export function routeExternalLinks(html: string, siteOrigin: string, from: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = (attribs.href ?? '').trim();
        if (!ALLOWED_HREF.test(href)) return { tagName, attribs: {} };
        let url: URL | null = null;
        try {
          url = /^https?:\/\//i.test(href) ? new URL(href) : null;
        } catch {
          url = null;
        }
        if (!url || url.origin === siteOrigin) return { tagName, attribs: { href } };
        return { tagName, attribs: { href: `/leaving?to=${encodeURIComponent(url.href)}&from=${encodeURIComponent(from)}` } };
      },
    },
  })
    .replace(/<br \/>/g, '<br>')
    .trim();
}

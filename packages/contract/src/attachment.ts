/**
 * The headers of a file made for the visitor to keep (a receipt or certificate PDF), the same from the API and the
 * pages: saved under its name (kept to letters, digits, dot, dash and underscore, so that nothing can break out of
 * the header's quotes), never stored by a cache (it is one person's), never sniffed as another type.
 */
export function attachmentHeaders(filename: string, contentType = 'application/pdf'): Record<string, string> {
  const safe = filename.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 120) || 'download';
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${safe}"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}

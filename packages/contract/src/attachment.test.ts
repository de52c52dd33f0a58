import { describe, expect, it } from 'vitest';
import { attachmentHeaders } from './attachment.ts';

describe('attachmentHeaders', () => {
  it('saves a file under a name that cannot leave the quotes, uncached and unsniffed', () => {
    expect(attachmentHeaders('grievance-receipt-GRV-2026-000001.pdf')).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="grievance-receipt-GRV-2026-000001.pdf"',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(attachmentHeaders("a\"; filename*=UTF-8''evil\r\nX: y.pdf")['content-disposition']).toBe(
      'attachment; filename="a-filename-UTF-8-evil-X-y.pdf"',
    );
    expect(attachmentHeaders('प्रमाण-पत्र.pdf')['content-disposition']).toBe('attachment; filename="---.pdf"');
    expect(attachmentHeaders('', 'text/csv')).toMatchObject({
      'content-type': 'text/csv',
      'content-disposition': 'attachment; filename="download"',
    });
  });
});

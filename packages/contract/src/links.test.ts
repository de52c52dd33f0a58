import { describe, expect, it } from 'vitest';
import { SLUG_RE, isServiceLink, youtubeId } from './links.ts';

describe('youtubeId', () => {
  it('takes the id from the links people paste', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s',
      'http://m.youtube.com/watch?v=aqz-KE-bpKQ',
      'youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ?si=abc',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
      'https://www.youtube.com/shorts/aqz-KE-bpKQ',
      '  aqz-KE-bpKQ  ',
    ]) {
      expect(youtubeId(link), link).toBe('aqz-KE-bpKQ');
    }
  });

  it('refuses other sites, other pages and ids of the wrong shape', () => {
    for (const link of [
      '',
      'https://vimeo.com/123456789',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQX',
      'https://www.youtube.com/channel/UCaqz-KE-bpKQ',
      'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
      'https://evil.example/youtu.be/aqz-KE-bpKQ',
      'javascript:alert(1)',
      'ftp://youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ/extra',
      'aqz KE bpKQ',
    ]) {
      expect(youtubeId(link), link).toBeNull();
    }
  });
});

describe('isServiceLink', () => {
  it('accepts a page of this site or an https:// portal', () => {
    for (const link of [
      '/postgrievance',
      '/tradelicense',
      '/downloads/forms',
      '/search?q=tax',
      'https://www.mpenagarpalika.gov.in/',
      'https://mpsic.mp.gov.in/rti/apply?x=1',
    ]) {
      expect(isServiceLink(link), link).toBe(true);
    }
  });

  it('refuses other schemes, plain http, protocol-relative and odd addresses', () => {
    for (const link of [
      'postgrievance',
      '//evil.example/x',
      '/\\evil.example',
      'http://www.mpenagarpalika.gov.in/',
      'javascript:alert(1)',
      'data:text/html,<p>x</p>',
      'https://localhost/',
      'https://user:pass@example.gov.in/',
      'https://example.gov.in/a b',
      '/a b',
    ]) {
      expect(isServiceLink(link), link).toBe(false);
    }
  });
});

describe('SLUG_RE', () => {
  it('takes page addresses of small letters, digits and hyphens, up to three parts', () => {
    for (const slug of ['rti', 'birth-death-certificate', 'downloads/forms', 'downloads/acts-rules', 'a/b/c'])
      expect(SLUG_RE.test(slug), slug).toBe(true);
    for (const slug of ['', 'RTI', '/rti', 'rti/', 'a//b', '-rti', 'rti-', 'a/b/c/d', 'services/../admin', 'ab_c'])
      expect(SLUG_RE.test(slug), slug).toBe(false);
  });
});

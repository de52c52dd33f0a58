/**
 * Issue 14's rules beyond the shared resource suite: a video's source (a YouTube link in any pasted form, stored
 * as its id; or an uploaded MP4 with WebVTT captions), a service's online link and page address. Bad input is
 * 400/415 and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { files, services as servicesTable, videos } from '../db/schema.ts';
import { countRows, createTestApp, loginAs, multipart, testMp4, testVtt, type FilePart, type TestApp } from '../test/app.ts';

let t: TestApp;
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = { authorization: (await loginAs(app, 'admin')).authorization };
});
afterAll(() => t?.close());

async function post(api: 'video' | 'service', prefix: string, values: Record<string, string>, parts: Record<string, FilePart> = {}) {
  const fields = Object.fromEntries(Object.entries(values).map(([k, v]) => [`${prefix}.${k}`, v]));
  const form = await multipart(fields, parts);
  return app.inject({ method: 'POST', url: `/api/Admin/${api}`, payload: form.payload, headers: { ...form.headers, ...admin } });
}

const snapshot = async () => [await countRows(app, videos), await countRows(app, servicesTable), await countRows(app, files)];

describe('video source', () => {
  it('stores the id of a YouTube link, whichever form was pasted', async () => {
    for (const link of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=5s',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
    ]) {
      const res = await post('video', 'Video', { title: 'Clean town', youtube: link });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().youtube).toBe('aqz-KE-bpKQ');
    }
  });

  it('refuses a link that is not a YouTube video: 400 with the message, nothing written', async () => {
    const before = await snapshot();
    for (const link of [
      'https://vimeo.com/123456789',
      'https://www.youtube.com/watch?v=short',
      'javascript:alert(1)',
      'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    ]) {
      const res = await post('video', 'Video', { title: 'Clean town', youtube: link });
      expect(res.statusCode, link).toBe(400);
      expect(res.json().errors).toEqual({
        youtube: 'YouTube link: enter a YouTube video link (youtube.com/watch?v=…, youtu.be/… or youtube.com/embed/…).',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('needs a YouTube link or an MP4: neither is 400 on the link, nothing written', async () => {
    const before = await snapshot();
    const res = await post('video', 'Video', { title: 'No source' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ youtube: 'Give a YouTube link or upload an MP4 video.' });
    expect(await snapshot()).toEqual(before);
  });

  it('takes an uploaded MP4 with WebVTT captions instead; both are served with their types', async () => {
    const mp4 = testMp4('council meeting');
    const vtt = testVtt('परिषद की बैठक');
    const res = await post(
      'video',
      'Video',
      { title: 'Council meeting', captionsLang: 'hi' },
      {
        VideoFile: { data: mp4, filename: 'meeting.mp4', type: 'video/mp4' },
        CaptionsFile: { data: vtt, filename: 'meeting.vtt', type: 'text/vtt' },
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item.youtube).toBeNull();
    const video = await app.inject({ method: 'GET', url: item.videoPath });
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.equals(mp4)).toBe(true);
    const captions = await app.inject({ method: 'GET', url: item.captionsPath });
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.rawPayload.equals(vtt)).toBe(true);
  });

  it('refuses a video that is not MP4 and captions that are not WebVTT: 415, nothing written', async () => {
    const before = await snapshot();
    const text = Buffer.from('just some text\n');
    const badVideo = await post('video', 'Video', { title: 'Bad' }, { VideoFile: { data: text, filename: 'clip.mp4', type: 'video/mp4' } });
    expect(badVideo.statusCode).toBe(415);
    expect(badVideo.json().message).toBe('The file clip.mp4 is not an MP4 video.');
    // An MP4 header glued to an HTML page: the first 12 bytes say MP4, the box structure does not.
    const ftypHtml = Buffer.concat([testMp4().subarray(0, 32), Buffer.from('<html><script>alert(1)</script></html>')]);
    const polyglot = await post(
      'video',
      'Video',
      { title: 'Bad' },
      { VideoFile: { data: ftypHtml, filename: 'clip.mp4', type: 'video/mp4' } },
    );
    expect(polyglot.statusCode).toBe(415);
    expect(polyglot.json().message).toBe('The file clip.mp4 is not an MP4 video.');
    const badCaptions = await post(
      'video',
      'Video',
      { title: 'Bad' },
      {
        VideoFile: { data: testMp4(), filename: 'clip.mp4', type: 'video/mp4' },
        CaptionsFile: { data: text, filename: 'clip.vtt', type: 'text/vtt' },
      },
    );
    expect(badCaptions.statusCode).toBe(415);
    expect(badCaptions.json().message).toBe('The file clip.vtt is not a WebVTT captions file (it must start with WEBVTT).');
    expect(await snapshot()).toEqual(before);
  });
});

describe('service links', () => {
  const service = {
    title: 'RTI',
    slug: 'rti',
    category: 'Information',
    summary: 'Ask for information.',
    office: 'Counter 1',
    hours: '10:30 to 17:30',
    phone: '07562 220 101',
  };

  it('takes a page of this site or an https:// portal', async () => {
    for (const [i, onlineLink] of ['/postgrievance', '/tradelicense', 'https://www.mpenagarpalika.gov.in/'].entries()) {
      // Each service has its own page address (unique).
      const res = await post('service', 'Service', { ...service, slug: `online-link-${i}`, onlineLink });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().onlineLink).toBe(onlineLink);
    }
  });

  it('refuses other links and page addresses: 400 naming the field, nothing written', async () => {
    const before = await snapshot();
    for (const onlineLink of [
      'javascript:alert(1)',
      '//evil.example/',
      'http://www.mpenagarpalika.gov.in/',
      'postgrievance',
      'https://localhost/',
    ]) {
      const res = await post('service', 'Service', { ...service, onlineLink });
      expect(res.statusCode, onlineLink).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['onlineLink']);
    }
    for (const slug of ['RTI', '/rti', '../admin', 'a b']) {
      const res = await post('service', 'Service', { ...service, slug });
      expect(res.statusCode, slug).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['slug']);
    }
    expect(await snapshot()).toEqual(before);
  });
});

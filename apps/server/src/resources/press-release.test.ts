import { describe, expect, it } from 'vitest';
import { pressRelease } from '@nagar/contract';
import { adminTestApp, injectForm, testImage, type FilePart } from '../test/app.ts';
import { describeResource } from './resource-suite.ts';

describeResource(
  pressRelease,
  {
    title: 'Council approves new bus stand',
    description: 'The council approved the new bus stand near the railway crossing.',
    releaseNewsPaperName: 'Dainik Jagran',
    releasesPageNo: '3',
    releaseDate: '2026-10-02',
  },
  { messages: { title: 'Title is a required field!' } },
);

describe('press release specifics', () => {
  const s = adminTestApp();

  const post = (fields: Record<string, string | undefined>, files: Record<string, FilePart> = {}) =>
    injectForm(s.t.app, { url: '/api/Admin/press-release', headers: s.auth }, { 'PressRelease.Id': '0', ...fields }, files);

  it("the spec form without a picture (PhotoPath 'NA'): saved, no photo", async () => {
    const res = await post({
      'PressRelease.Title': 'Cleanliness drive',
      'PressRelease.Description': 'Ward 9 joined the drive.',
      'PressRelease.ReleaseNewsPaperName': 'Nai Dunia',
      'PressRelease.ReleasesPageNo': '5',
      'PressRelease.ReleaseDate': '2026-10-03',
      'PressRelease.PhotoPath': 'NA',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Cleanliness drive',
      releaseNewsPaperName: 'Nai Dunia',
      releasesPageNo: '5',
      releaseDate: '2026-10-03',
      photoPath: null,
    });
  });

  it('only the title is required: release date, paper, page and description may be empty', async () => {
    const res = await post(
      { 'PressRelease.Title': 'Only a title', 'PressRelease.ReleaseDate': '', 'PressRelease.ReleasesPageNo': '' },
      { PressReleaseImage: { data: await testImage(), filename: 'photo.jpg', type: 'image/jpeg' } },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Only a title',
      description: '',
      releaseNewsPaperName: '',
      releasesPageNo: '',
      releaseDate: null,
    });
    const missing = await post({ 'PressRelease.Description': 'No title at all.' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Title is a required field!', errors: { title: 'Title is a required field!' } });
  });

  it('lists the newest release date first, undated last', async () => {
    const ids: number[] = [];
    // Dated within the default period (12 months), so that all four are current.
    for (const date of ['2026-03-01', undefined, '2026-12-24', '2026-06-15']) {
      const res = await post({ 'PressRelease.Title': `Release ${date ?? 'undated'}`, 'PressRelease.ReleaseDate': date });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const [old, undated, recent, middle] = ids;
    const list = (await s.t.app.inject({ method: 'GET', url: '/api/Public/press-release' })).json() as Array<{ id: number }>;
    expect(list.map((i) => i.id).filter((id) => ids.includes(id))).toEqual([recent, middle, old, undated]);
  });
});

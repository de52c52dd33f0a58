import { describe, expect, it } from 'vitest';
import { POLICY_SLUGS } from '@nagar/contract';
import { blockTestApp } from '../test/app.ts';
import { portalApi } from './portal-api.ts';

/** The pages' reads of one thing answer null where the service refuses with 404: the page then says it is not there. */
describe('portalApi: one thing that is not there', () => {
  const t = blockTestApp();

  it('a content item, a licence and a policy page: null when not there, the thing when there', async () => {
    const api = portalApi(t.app.services);
    expect(await api.get('latestNews', 987654)).toBeNull();
    expect(await api.get('latestNews', -1)).toBeNull();
    expect(await api.verifyLicence('TL-2099-999999')).toBeNull();
    expect(await api.policyPage('no-such-page')).toBeNull();
    expect(await api.policyPage(POLICY_SLUGS[0])).toMatchObject({ slug: POLICY_SLUGS[0] });
  });
});

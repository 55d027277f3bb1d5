import { validationFailure, type PayloadError } from '../support/fixtures';
import { registerOwner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import { CREATE_TAG } from './monetization-support';
import { startVastServer, type VastServer } from './vast-server';

/**
 * Without ALLOW_PRIVATE_IMPORTS the API does not fetch an ad tag on a loopback or private address, even
 * one that answers with valid VAST. (Its own file: one API per test process, as the harness wants.)
 */
describe('ad tags on private addresses', () => {
  let t: TestApp;
  let ads: VastServer;

  beforeAll(async () => {
    ads = await startVastServer();
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await ads.close();
  });

  it('refuses them unless the operator allows private addresses', async () => {
    const owner = await registerOwner(t);
    for (const monetizationUrl of [
      ads.url('/inline4'),
      ads.url('/inline4').replace('127.0.0.1', 'localhost'),
    ]) {
      const response = await t.gql<{ createOrganizationMonetization: { errors: PayloadError[] } }>(
        CREATE_TAG,
        { input: { name: 'Local', monetizationUrl } },
        owner.token,
      );
      expect(response.data.createOrganizationMonetization.errors).toEqual([
        validationFailure('monetizationUrl', 'Enter a valid Ad tag URL'),
      ]);
    }
  });
});

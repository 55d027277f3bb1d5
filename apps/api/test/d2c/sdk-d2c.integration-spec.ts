import { LimitKind, LimitPeriod, TranscriptionStatus } from '@framehouse/domain';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the SDK's end-to-end test: the generated client against this API, from source as Jest runs it
import { createFramehouseClient, type FramehouseSdk } from '../../../../libs/sdk/src';
import type { Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import { registerD2COwner, submitUrl, type JobView } from './d2c-support';

/** The D2C page's operations (libs/sdk/operations/d2c.graphql) through the generated client. */
describe('the D2C operations of the typed SDK', () => {
  let t: TestApp;
  let owner: Owner;
  let sdk: FramehouseSdk;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerD2COwner(t);
    sdk = createFramehouseClient({ url: `${t.url}/graphql/`, getToken: () => owner.token });
  });
  afterAll(() => t.close());

  it('creates, lists and revokes keys, and reads the service usage with the limits in one query', async () => {
    const created = await sdk.CreateD2CApiKey({ name: 'sdk-key' });
    expect(created.createD2CApiKey.errors).toEqual([]);
    const apiKey = created.createD2CApiKey.apiKey;
    expect(apiKey).toMatchObject({ name: 'sdk-key', revoked: false, key: expect.stringMatching(/^fhd2c_/) });
    const duplicate = await sdk.CreateD2CApiKey({ name: 'SDK-key' });
    expect(duplicate.createD2CApiKey.errors.map((error) => error.name)).toEqual(['DUPLICATED_API_KEY_NAME']);

    const job = (await submitUrl(t, apiKey?.key as string, 'https://media.example.com/a.mp3'))
      .body as JobView;
    const usage = await sdk.D2CTranscriptions({ pageSize: 25 });
    expect(usage.d2cTranscriptions.nodes).toEqual([
      expect.objectContaining({ id: job.id, inputName: 'a.mp3', status: TranscriptionStatus.VALIDATION }),
    ]);
    expect(usage.me.organization?.subscription?.limitsUsage).toEqual([
      expect.objectContaining({
        limit: expect.objectContaining({
          limit: LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT,
          period: LimitPeriod.MONTH,
          meteredLimit: { unitsCap: 36_000, unitCurrency: 'usd', unitCost: 0.0005 },
        }),
        value: 0,
      }),
    ]);

    const revoked = await sdk.RevokeD2CApiKey({ id: apiKey?.id as string });
    expect(revoked.revokeD2CApiKey).toEqual({ apiKey: { ...apiKey, revoked: true }, errors: [] });
    const active = await sdk.D2CApiKeys({ revoked: false });
    expect(active.d2cApiKeys.totalCount).toBe(0);
  });
});

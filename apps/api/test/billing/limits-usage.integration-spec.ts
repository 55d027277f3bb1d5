import { LimitKind, LimitPeriod, SubscriptionPlan } from '@framehouse/domain';
import { registerOwner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

const LIMITS_USAGE = `query { me { organization { subscription { plan limitsUsage {
  limit { limit period value meteredLimit { unitsCap } } usage value meteredValue meteredUsage
} } } } }`;

const UPLOAD = `mutation { uploadLocalVideo(filename: "clip.mp4") { video { id } errors { name } } }`;

interface LimitUsage {
  limit: { limit: LimitKind; period: LimitPeriod; value: number; meteredLimit: null };
  usage: number;
  value: number;
}

describe("the subscription's limits usage", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const usageOf = async (token: string) => {
    const response = await t.gql<{ me: { organization: { subscription: { limitsUsage: LimitUsage[] } } } }>(
      LIMITS_USAGE,
      {},
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data.me.organization.subscription.limitsUsage;
  };

  it("lists the plan's limits with the period's use, and counts an upload", async () => {
    const owner = await registerOwner(t, { plan: SubscriptionPlan.TRIAL });
    const before = await usageOf(owner.token);
    expect(before.map((entry) => entry.limit.limit)).toContain(LimitKind.VIDEOS_UPLOAD_LIMIT);
    expect(before.map((entry) => entry.limit.limit)).not.toContain(
      LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT,
    );
    const uploads = () => before.find((entry) => entry.limit.limit === LimitKind.VIDEOS_UPLOAD_LIMIT);
    expect(uploads()).toMatchObject({
      limit: { period: LimitPeriod.TOTAL, value: 10, meteredLimit: null },
      usage: 0,
      value: 0,
    });

    const uploaded = await t.gql<{ uploadLocalVideo: { errors: unknown[] } }>(UPLOAD, {}, owner.token);
    expect(uploaded.data.uploadLocalVideo.errors).toEqual([]);
    const after = (await usageOf(owner.token)).find(
      (entry) => entry.limit.limit === LimitKind.VIDEOS_UPLOAD_LIMIT,
    );
    expect(after).toMatchObject({ value: 1, usage: 0.1 });
  });

  it('lists only the D2C transcription limit on a D2C plan', async () => {
    const owner = await registerOwner(t, { plan: SubscriptionPlan.D2C_TRIAL });
    const kinds = (await usageOf(owner.token)).map((entry) => entry.limit.limit);
    expect(kinds).toEqual([LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT]);
  });
});

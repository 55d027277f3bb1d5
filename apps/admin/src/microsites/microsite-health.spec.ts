import { MICROSITE_HEALTH_POLL_MS } from '@framehouse/domain';
import { nextHealthCheckIn } from './microsite-health';

describe('nextHealthCheckIn', () => {
  it('asks again every 60 s while the microsite is PUBLISHING', () => {
    expect(MICROSITE_HEALTH_POLL_MS).toBe(60000);
    expect(nextHealthCheckIn({ healthy: false })).toBe(MICROSITE_HEALTH_POLL_MS);
  });

  it('asks again after a read that failed (nothing was answered)', () => {
    expect(nextHealthCheckIn(undefined)).toBe(MICROSITE_HEALTH_POLL_MS);
    expect(nextHealthCheckIn(null)).toBe(MICROSITE_HEALTH_POLL_MS);
  });

  it('stops once the microsite is healthy', () => {
    expect(nextHealthCheckIn({ healthy: true })).toBeNull();
  });

  it('takes another interval when given one', () => {
    expect(nextHealthCheckIn({ healthy: false }, 500)).toBe(500);
  });
});

import { MICROSITE_HEALTH_POLL_MS } from '@framehouse/domain';

/**
 * The success page's polling decision after each read (§2, §4): while the microsite is PUBLISHING, or the
 * read failed (`microsite` missing), ask again after MICROSITE_HEALTH_POLL_MS (60 s); once it is healthy,
 * stop (null).
 */
export function nextHealthCheckIn(
  microsite: { healthy: boolean } | null | undefined,
  intervalMs = MICROSITE_HEALTH_POLL_MS,
): number | null {
  return microsite?.healthy ? null : intervalMs;
}

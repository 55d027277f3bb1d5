import { captureException, init, isInitialized, withScope } from '@sentry/browser';

/**
 * Sends one failure through the Sentry SDK. Its own module, imported dynamically: named imports let the
 * bundler keep only what this uses, in a chunk loaded when a DSN is set and a failure happens.
 */
export function sendToSentry(dsn: string, error: unknown, reference: string, componentStack?: string) {
  // Without the default integrations: only what the boundary hands over is sent, never the page's
  // address (reset links carry tokens), console lines or clicks.
  if (!isInitialized()) init({ dsn, defaultIntegrations: false });
  withScope((scope) => {
    if (componentStack) scope.setContext('react', { componentStack });
    captureException(error, { event_id: reference });
  });
}

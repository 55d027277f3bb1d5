/**
 * The admin's settings, read once here: build-time ones from Vite (which inlines `import.meta.env.VITE_*`),
 * run-time ones from the meta tags the API adds to the page (apps/api/src/http/configure-http.ts).
 */
export const config = {
  graphqlUrl: '/graphql/',
  googleAuthUrl: '/auth/google/',
  /** Google Identity Services client id; without it, Google sign-in answers with its failure message. */
  googleClientId: import.meta.env.VITE_GOOGLE_CLIENT_ID?.trim() || undefined,
  /** Where the Help entry of the left navigation points: the operator's help desk, else our /help page. */
  helpUrl: import.meta.env.VITE_HELP_URL?.trim() || '/help',
  /** ERROR_REPORTING_DSN of the API: where unexpected rendering failures are sent; unset, nowhere. */
  errorReportingDsn: runtimeSetting('framehouse-error-reporting-dsn'),
};

function runtimeSetting(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || undefined;
}

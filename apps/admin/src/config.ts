/** Build-time settings, read once here (Vite inlines `import.meta.env.VITE_*`). */
export const config = {
  graphqlUrl: '/graphql/',
  googleAuthUrl: '/auth/google/',
  /** Google Identity Services client id; without it, Google sign-in answers with its failure message. */
  googleClientId: import.meta.env.VITE_GOOGLE_CLIENT_ID?.trim() || undefined,
  /** Where the Help entry of the left navigation points: the operator's help desk, else our /help page. */
  helpUrl: import.meta.env.VITE_HELP_URL?.trim() || '/help',
};

/**
 * The admin's dialog for a screen that failed to render (an error no screen handles): what happened, what
 * to do, and the reference under which the failure was reported, if error reporting is configured.
 */
export const CrashMessages = {
  title: 'Something went wrong',
  explanation:
    'This page stopped working because of an unexpected error. Reload the page to try again, or go to the dashboard.',
  referenceLabel: 'Reference',
  referenceHint: 'If the error keeps happening, send this reference to your administrator.',
  copyReference: 'Copy the reference',
  reload: 'Reload the page',
  dashboard: 'Go to the dashboard',
} as const;

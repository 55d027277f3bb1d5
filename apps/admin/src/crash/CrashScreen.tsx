import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { useRouteError } from 'react-router-dom';
import { theme } from '../theme';
import { CrashDialog } from './CrashDialog';
import { crashReferenceOf } from './error-reporting';

const crashTheme = createTheme(theme);

/** The dialog for a failure, with the reference it is reported under (main.tsx, onCaughtError). */
function CrashScreen({ error }: { error: unknown }) {
  // Its own theme: outside <Admin> (RouteCrash) react-admin's went with the tree that failed.
  return (
    <ThemeProvider theme={crashTheme}>
      <CssBaseline />
      <CrashDialog reference={crashReferenceOf(error)} />
    </ThemeProvider>
  );
}

/**
 * react-admin's `error` component: its boundary around every route (screens, the layout, public pages)
 * shows it for a rendering failure.
 */
export function AdminError({ error }: { error: Error }) {
  return <CrashScreen error={error} />;
}

/** The router's error element, for a failure outside react-admin's boundary (its own providers). */
export function RouteCrash() {
  return <CrashScreen error={useRouteError()} />;
}

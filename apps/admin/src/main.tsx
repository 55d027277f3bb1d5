import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { RouteCrash } from './crash/CrashScreen';
import { reportCaughtError } from './crash/error-reporting';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// react-admin would make its own hash router; the spec's routes and mailed links are real paths.
// A failure no screen catches ends in our dialog, except in development (React's overlay and messages).
const router = createBrowserRouter([
  { path: '*', element: <App />, ...(import.meta.env.DEV ? {} : { errorElement: <RouteCrash /> }) },
]);

// Development keeps React's own logging of caught errors; a production build reports them.
createRoot(root, import.meta.env.DEV ? {} : { onCaughtError: reportCaughtError }).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';

export interface PageTab {
  label: string;
  /** Relative to the page's route; '' is the page's root. */
  path: string;
  element: ReactElement;
  /** A tab with its own path that the page's root shows too (e.g. /d2c and /d2c/api-keys). */
  matchesRoot?: boolean;
}

/** A screen with a tab bar whose tabs are sub-routes (e.g. /settings/password). */
export function TabbedPage({
  title,
  basePath,
  tabs,
  actions,
}: {
  title: string;
  basePath: string;
  tabs: readonly PageTab[];
  /** Buttons on the title's line. */
  actions?: ReactNode;
}) {
  const base = basePath.replace(/\/$/, '');
  const { pathname } = useLocation();
  const rest = pathname.slice(base.length).replace(/^\/|\/$/g, '');
  const rootTab = tabs.find((tab) => tab.path === '' || tab.matchesRoot) ?? tabs[0];
  // Any path no tab claims shows the root's tab (the catch-all route below), so that tab is marked.
  const current =
    tabs.find((tab) => tab.path !== '' && (rest === tab.path || rest.startsWith(`${tab.path}/`))) ?? rootTab;
  const currentPath = current?.path ?? '';

  return (
    <Box>
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {actions}
      </Stack>
      <Tabs value={currentPath} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }} variant="scrollable">
        {tabs.map((tab) => (
          <Tab
            key={tab.path}
            label={tab.label}
            value={tab.path}
            component={Link}
            to={tab.path ? `${base}/${tab.path}` : base}
          />
        ))}
      </Tabs>
      <Routes>
        {tabs.map((tab) =>
          tab.path === '' ? (
            <Route key="index" index element={tab.element} />
          ) : (
            <Route key={tab.path} path={`${tab.path}/*`} element={tab.element} />
          ),
        )}
        {rootTab?.matchesRoot && <Route index element={rootTab.element} />}
        <Route path="*" element={rootTab?.element} />
      </Routes>
    </Box>
  );
}

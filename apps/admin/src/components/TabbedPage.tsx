import { Box, Tab, Tabs, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';

export interface PageTab {
  label: string;
  /** Relative to the page's route; '' is the page's root. */
  path: string;
  element: ReactElement;
}

/** A screen with a tab bar whose tabs are sub-routes (e.g. /settings/password). */
export function TabbedPage({
  title,
  basePath,
  tabs,
}: {
  title: string;
  basePath: string;
  tabs: readonly PageTab[];
}) {
  const base = basePath.replace(/\/$/, '');
  const { pathname } = useLocation();
  const rest = pathname.slice(base.length).replace(/^\/|\/$/g, '');
  const current = tabs.find(
    (tab) => tab.path !== '' && (rest === tab.path || rest.startsWith(`${tab.path}/`)),
  );
  const currentPath = current?.path ?? '';

  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
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
        <Route path="*" element={tabs[0]?.element} />
      </Routes>
    </Box>
  );
}

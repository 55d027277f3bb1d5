import { ANALYTICS_RANGE_PARAMS, formatDuration, Permission } from '@framehouse/domain';
import CloseIcon from '@mui/icons-material/Close';
import InsightsIcon from '@mui/icons-material/Insights';
import { Box, Button, Drawer, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHasPermissions } from '../hooks/current-user';
import { MOMENT_ANALYTICS_VIEW, MOMENT_VIEW_PARAM } from './moment-list';
import type { Moment } from './moments-data';

// The charts load with the panel only, as with the video editor's Analytics tab.
const ContentAnalyticsView = lazy(() =>
  import('../analytics/ContentAnalytics').then(({ ContentAnalyticsView }) => ({
    default: ContentAnalyticsView,
  })),
);

/**
 * The selected moment's own analytics (issue 21; VIEW_VIDEO_DASHBOARD, VIEW_VIDEO and VIEW_MOMENT): a
 * button of the moment's form opening a side panel over the editor with the video tab's figures, range
 * picker and CSV export for the moment. Open is kept in the address (`view=analytics`, with the range), so a
 * reload and the overview's top moments open it.
 */
export function MomentAnalyticsButton({ moment }: { moment: Moment }) {
  const canView = useHasPermissions(
    Permission.VIEW_VIDEO_DASHBOARD,
    Permission.VIEW_VIDEO,
    Permission.VIEW_MOMENT,
  );
  const [params, setParams] = useSearchParams();
  const titleId = useId();
  const open = canView && params.get(MOMENT_VIEW_PARAM) === MOMENT_ANALYTICS_VIEW;

  const setOpen = (next: boolean) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next) kept.set(MOMENT_VIEW_PARAM, MOMENT_ANALYTICS_VIEW);
        else for (const name of [MOMENT_VIEW_PARAM, ...ANALYTICS_RANGE_PARAMS]) kept.delete(name);
        return kept;
      },
      { replace: true, preventScrollReset: true },
    );

  if (!canView) return null;
  return (
    <>
      <Button size="small" startIcon={<InsightsIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Analytics
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { width: { xs: '100%', md: 'min(1100px, 92vw)' }, p: { xs: 2, md: 3 } },
          },
        }}
      >
        <Stack
          direction="row"
          spacing={2}
          alignItems="flex-start"
          justifyContent="space-between"
          sx={{ mb: 2 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} component="h2" variant="h5">
              Moment analytics
            </Typography>
            <Typography color="text.secondary" noWrap>
              {`${moment.title} · ${formatDuration(moment.timeRange.start)}–${formatDuration(moment.timeRange.end)}`}
            </Typography>
          </Box>
          <IconButton aria-label="Close analytics" onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Suspense fallback={<LinearProgress aria-label="Loading analytics" />}>
          <ContentAnalyticsView subject={{ kind: 'moment', id: moment.id }} />
        </Suspense>
      </Drawer>
    </>
  );
}

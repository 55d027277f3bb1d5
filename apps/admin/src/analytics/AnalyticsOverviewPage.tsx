import { AnalyticsTexts, paramsOfRange, Permission, utcDayOf } from '@framehouse/domain';
import InsightsIcon from '@mui/icons-material/Insights';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { AccessFallback } from '../components/AccessFallback';
import { EmptyMessage } from '../components/EmptyState';
import { LoadGate } from '../components/LoadGate';
import { useHasPermissions } from '../hooks/current-user';
import { useLoaded } from '../hooks/use-loaded';
import { analyticsApi, type AnalyticsOverview, type AnalyticsScope } from './analytics-data';
import { AnalyticsExportButton } from './AnalyticsExportButton';
import { AnalyticsRangePicker } from './AnalyticsRangePicker';
import { HostsTable, RankingTable, SurfacesTable } from './AnalyticsTables';
import { AnalyticsTotals } from './AnalyticsTotals';
import { ChartPanel } from './ChartPanel';
import { DailyPlaysChart } from './DailyPlaysChart';
import { useAnalyticsRange } from './use-analytics-range';
import { RangeCaption } from './ContentAnalytics';

const OVERVIEW: AnalyticsScope = { kind: 'overview' };

function Overview({
  overview,
  rangeParams,
}: {
  overview: AnalyticsOverview;
  rangeParams: Record<string, string>;
}) {
  return (
    <Stack spacing={2}>
      <AnalyticsTotals totals={overview} />
      <ChartPanel title="Plays per day">
        <DailyPlaysChart days={overview.days} />
      </ChartPanel>
      <ChartPanel title="Top videos" description="By plays on their own players; open one for its figures.">
        <RankingTable
          label="Top videos"
          nameHeader="Video"
          rows={overview.topVideos}
          rangeParams={rangeParams}
        />
      </ChartPanel>
      <ChartPanel
        title="Top moments"
        description="By plays on the moments' own players; open one for its figures."
      >
        {overview.topMoments.length === 0 ? (
          <EmptyMessage dense message={AnalyticsTexts.noTopMoments} />
        ) : (
          <RankingTable
            label="Top moments"
            nameHeader="Moment"
            rows={overview.topMoments}
            rangeParams={rangeParams}
          />
        )}
      </ChartPanel>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <ChartPanel title="Top embedding sites">
          {overview.hosts.length === 0 ? (
            <EmptyMessage dense message={AnalyticsTexts.noHosts} />
          ) : (
            <HostsTable rows={overview.hosts} />
          )}
        </ChartPanel>
        <ChartPanel title="Plays by surface">
          <SurfacesTable rows={overview.surfaces} />
        </ChartPanel>
      </Box>
    </Stack>
  );
}

/**
 * /analytics (issue 21 item 3; VIEW_VIDEO_DASHBOARD): the organization's plays, viewers and watch time for a
 * range, plays per day, its top videos and moments (each linking to its own figures), sites and surfaces,
 * and their CSV export.
 */
export function AnalyticsOverviewPage() {
  const { isPending } = usePermissions();
  const canView = useHasPermissions(Permission.VIEW_VIDEO_DASHBOARD);
  if (isPending) return <Loading />;
  if (!canView) return <AccessFallback />;
  return <OverviewScreen />;
}

function OverviewScreen() {
  const [range, setRange] = useAnalyticsRange();
  const load = useCallback(() => analyticsApi.overview(range), [range]);
  const { data, error, loading } = useLoaded(load);
  const stale = !!data && (data.from !== range.from || data.to !== range.to);
  const rangeParams = paramsOfRange(range, utcDayOf(Date.now()));

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Stack
        direction="row"
        spacing={2}
        alignItems="flex-start"
        justifyContent="space-between"
        flexWrap="wrap"
        useFlexGap
        sx={{ mb: 2 }}
      >
        <Stack spacing={0.5}>
          <Typography component="h1" variant="h4">
            Analytics
          </Typography>
          {data && <RangeCaption from={data.from} to={data.to} />}
        </Stack>
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          <AnalyticsRangePicker range={range} onChange={setRange} />
          <AnalyticsExportButton scope={OVERVIEW} range={range} />
        </Stack>
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{stale && <LinearProgress aria-label="Loading the range" />}</Box>
      <LoadGate loading={loading} error={error} data={data}>
        {(overview) =>
          overview.plays === 0 ? (
            <EmptyMessage
              icon={<InsightsIcon fontSize="inherit" />}
              message={AnalyticsTexts.noOrganizationPlays}
            />
          ) : (
            <Overview overview={overview} rangeParams={rangeParams} />
          )
        }
      </LoadGate>
    </Box>
  );
}

import { AnalyticsTexts, formatDay, Permission } from '@framehouse/domain';
import InsightsIcon from '@mui/icons-material/Insights';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { LoadGate } from '../components/LoadGate';
import { EmptyMessage } from '../components/EmptyState';
import { useHasPermissions } from '../hooks/current-user';
import { useLoaded } from '../hooks/use-loaded';
import {
  analyticsApi,
  type AnalyticsSubject,
  type ContentAnalytics,
  type MomentMark,
} from './analytics-data';
import { AnalyticsExportButton } from './AnalyticsExportButton';
import { AnalyticsRangePicker } from './AnalyticsRangePicker';
import { HostsTable, OverlayTable } from './AnalyticsTables';
import { AnalyticsTotals } from './AnalyticsTotals';
import { ChartPanel } from './ChartPanel';
import { DailyPlaysChart } from './DailyPlaysChart';
import { RetentionChart } from './RetentionChart';
import { useAnalyticsRange } from './use-analytics-range';

/** "Nov 21 – Nov 27, 2026 (UTC)": the days the figures are of, as the API answered. */
export function RangeCaption({ from, to }: { from: string; to: string }) {
  return (
    <Typography variant="body2" color="text.secondary" data-testid="analytics-range">
      {`${formatDay(from)} – ${formatDay(to)}, ${to.slice(0, 4)} (UTC days)`}
    </Typography>
  );
}

const RETENTION_DESCRIPTIONS: Record<AnalyticsSubject['kind'], string> = {
  video: "The share of plays still watching at each second; the video's moments are shaded.",
  moment: "The share of plays still watching at each second of the moment's range.",
};

function Figures({
  analytics,
  kind,
  moments,
}: {
  analytics: ContentAnalytics;
  kind: AnalyticsSubject['kind'];
  moments: readonly MomentMark[];
}) {
  const overlays = [...analytics.ctas, ...analytics.endCards];
  return (
    <Stack spacing={2}>
      <AnalyticsTotals totals={analytics} />
      <ChartPanel title="Audience retention" description={RETENTION_DESCRIPTIONS[kind]}>
        {analytics.durationSeconds ? (
          <RetentionChart
            retention={analytics.retention}
            plays={analytics.plays}
            durationSeconds={analytics.durationSeconds}
            of={kind}
            moments={moments}
          />
        ) : (
          <EmptyMessage dense message={AnalyticsTexts.noRetention} />
        )}
      </ChartPanel>
      <ChartPanel title="Plays per day">
        <DailyPlaysChart days={analytics.days} />
      </ChartPanel>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' } }}>
        <ChartPanel title="CTAs and end cards" description="Impressions and clicks count once a play.">
          {overlays.length === 0 ? (
            <EmptyMessage dense message={AnalyticsTexts.noOverlays} />
          ) : (
            <>
              {analytics.ctas.length > 0 && (
                <OverlayTable label="CTAs" nameHeader="CTA" rows={analytics.ctas} />
              )}
              {analytics.endCards.length > 0 && (
                <OverlayTable label="End cards" nameHeader="End card" rows={analytics.endCards} />
              )}
            </>
          )}
        </ChartPanel>
        <ChartPanel title="Top embedding sites">
          {analytics.hosts.length === 0 ? (
            <EmptyMessage dense message={AnalyticsTexts.noHosts} />
          ) : (
            <HostsTable rows={analytics.hosts} />
          )}
        </ChartPanel>
      </Box>
    </Stack>
  );
}

/**
 * A video's or a moment's own players' figures for a range (issue 21; VIEW_VIDEO_DASHBOARD and VIEW_VIDEO,
 * and VIEW_MOMENT for a moment's): totals, the retention curve (a video's with its moments marked), daily
 * plays, CTAs and end cards, the sites it is embedded on, and the CSV export. The video editor's Analytics
 * tab and the moments editor's analytics panel.
 */
export function ContentAnalyticsView({ subject }: { subject: AnalyticsSubject }) {
  const [range, setRange] = useAnalyticsRange();
  const canViewMoments = useHasPermissions(Permission.VIEW_MOMENT);
  const { kind, id } = subject;
  const load = useCallback(async () => {
    const [analytics, moments] = await Promise.all([
      analyticsApi.content({ kind, id }, range),
      kind === 'video' && canViewMoments ? analyticsApi.momentMarks(id) : Promise.resolve([]),
    ]);
    return { analytics, moments };
  }, [kind, id, range, canViewMoments]);
  const { data, error, loading } = useLoaded(load);
  // The figures shown are of the range asked last once its answer is there.
  const stale = !!data && (data.analytics.from !== range.from || data.analytics.to !== range.to);

  return (
    <Stack spacing={2} component="section" aria-label="Analytics">
      <Stack
        direction="row"
        spacing={2}
        alignItems="center"
        justifyContent="space-between"
        flexWrap="wrap"
        useFlexGap
      >
        <Stack spacing={0.5}>
          <AnalyticsRangePicker range={range} onChange={setRange} />
          {data && <RangeCaption from={data.analytics.from} to={data.analytics.to} />}
        </Stack>
        <AnalyticsExportButton scope={{ kind, id }} range={range} />
      </Stack>
      <Box sx={{ height: 4 }}>{stale && <LinearProgress aria-label="Loading the range" />}</Box>
      <LoadGate loading={loading} error={error} data={data}>
        {({ analytics, moments }) =>
          analytics.plays === 0 ? (
            <EmptyMessage icon={<InsightsIcon fontSize="inherit" />} message={AnalyticsTexts.noPlays} />
          ) : (
            <Figures analytics={analytics} kind={kind} moments={moments} />
          )
        }
      </LoadGate>
    </Stack>
  );
}

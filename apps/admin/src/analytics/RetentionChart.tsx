import { formatCount, formatSecond, retentionPoints } from '@framehouse/domain';
import { alpha, useTheme } from '@mui/material';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';
import { LineChart } from '@mui/x-charts/LineChart';
import type { MomentMark } from './analytics-data';

/** The video's moments as bands over the curve, each named by a title element. */
function MomentBands({ moments, color }: { moments: readonly MomentMark[]; color: string }) {
  const scale = useXScale<'linear'>();
  const { top, height } = useDrawingArea();
  return (
    <g data-testid="moment-marks">
      {moments.map((moment) => {
        const x = scale(moment.start / 1000);
        const width = Math.max(2, scale(moment.end / 1000) - x);
        return (
          <g key={moment.id}>
            <rect x={x} y={top} width={width} height={height} fill={alpha(color, 0.12)} />
            <line x1={x} x2={x} y1={top} y2={top + height} stroke={color} strokeDasharray="4 3" />
            <text x={x + 4} y={top + 14} fontSize={12} fill={color}>
              {moment.title}
            </text>
            <title>{`Moment ${moment.title}: ${formatSecond(moment.start / 1000)}–${formatSecond(moment.end / 1000)}`}</title>
          </g>
        );
      })}
    </g>
  );
}

/**
 * The retention curve: for each second of the video (of the moment's range, from its start), the share of
 * plays that watched it; a video's moments are marked as bands with their titles.
 */
export function RetentionChart({
  retention,
  plays,
  durationSeconds,
  of,
  moments,
}: {
  retention: readonly number[];
  plays: number;
  durationSeconds: number;
  /** What the seconds are of. */
  of: 'video' | 'moment';
  moments: readonly MomentMark[];
}) {
  const theme = useTheme();
  const points = retentionPoints(retention, plays);
  const momentColor = theme.palette.secondary.dark;
  return (
    <LineChart
      height={300}
      title="Audience retention"
      desc={`Share of plays still watching at each second of the ${formatSecond(durationSeconds)} ${of}.`}
      dataset={points.map((point) => ({ ...point }))}
      xAxis={[
        {
          dataKey: 'second',
          scaleType: 'linear',
          min: 0,
          max: Math.max(1, durationSeconds),
          label: `Position in the ${of}`,
          // Whole seconds: a short moment's axis otherwise repeats a second between its ticks.
          tickMinStep: 1,
          valueFormatter: (second: number) => formatSecond(second),
        },
      ]}
      yAxis={[
        {
          min: 0,
          max: 100,
          label: 'Plays still watching',
          valueFormatter: (value: number) => `${value} %`,
          width: 64,
        },
      ]}
      series={[
        {
          dataKey: 'percent',
          label: 'Still watching',
          area: true,
          showMark: false,
          // Straight segments: a smoothed curve overshoots between seconds and reads as more than 100 %.
          curve: 'linear',
          color: theme.palette.primary.main,
          valueFormatter: (value, { dataIndex }) =>
            value == null
              ? ''
              : `${Math.round(value)} % (${formatCount(points[dataIndex]?.plays ?? 0)} of ${formatCount(plays)} plays)`,
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
      skipAnimation
      sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.25 } }}
    >
      <MomentBands moments={moments} color={momentColor} />
    </LineChart>
  );
}

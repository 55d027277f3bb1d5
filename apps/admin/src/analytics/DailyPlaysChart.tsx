import { formatCount, formatDay, formatWatchTime } from '@framehouse/domain';
import { BarChart } from '@mui/x-charts/BarChart';

interface Day {
  day: string;
  plays: number;
  uniqueViewers: number;
  watchTimeSeconds: number;
}

/** Plays per day of the range, with unique viewers and watch time in the tooltip. */
export function DailyPlaysChart({ days }: { days: readonly Day[] }) {
  const byDay = new Map(days.map((day) => [day.day, day]));
  return (
    <BarChart
      height={260}
      title="Plays per day"
      desc={`Plays per day from ${days[0]?.day ?? ''} to ${days.at(-1)?.day ?? ''}.`}
      dataset={days.map((day) => ({ ...day }))}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'day',
          label: 'Day (UTC)',
          valueFormatter: (day: string, context) =>
            context.location === 'tooltip'
              ? `${formatDay(day)}: ${formatCount(byDay.get(day)?.uniqueViewers ?? 0)} unique viewers, ` +
                `${formatWatchTime(byDay.get(day)?.watchTimeSeconds ?? 0)} watched`
              : formatDay(day),
          // About ten labels whatever the range's length.
          tickLabelInterval: (_day: string, index: number) =>
            index % Math.max(1, Math.ceil(days.length / 10)) === 0,
        },
      ]}
      yAxis={[{ label: 'Plays', tickMinStep: 1, width: 56 }]}
      series={[{ dataKey: 'plays', label: 'Plays', valueFormatter: (value) => formatCount(value ?? 0) }]}
      grid={{ horizontal: true }}
      hideLegend
      skipAnimation
    />
  );
}

import {
  formatCount,
  formatPercent,
  formatRate,
  formatWatchTime,
  PLAYER_SURFACE_LABELS,
  PlayerSurface,
} from '@framehouse/domain';
import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { enumMember } from '../enum-member';
import { momentAnalyticsPath } from '../moments/moment-list';
import type { ContentRanking } from './analytics-data';

/** A column of an analytics table: its header, what a row shows in it, and its alignment. */
export interface AnalyticsColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures are right-aligned so that their digits line up. */
  align?: 'left' | 'right';
}

/** A small table of an analytics screen, named by `label` for assistive technology. */
export function AnalyticsTable<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: ReadonlyArray<AnalyticsColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.header} align={column.align}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const surfaceLabel = (surface: string) => {
  const known = enumMember(PlayerSurface, surface);
  return known ? PLAYER_SURFACE_LABELS[known] : surface;
};

interface OverlayRow {
  id: string;
  name: string;
  impressions: number;
  clicks: number;
  clickThroughRate: number;
}

/** CTAs or end cards: plays that showed each, plays that clicked it, and the click-through rate. */
export function OverlayTable({
  label,
  nameHeader,
  rows,
}: {
  label: string;
  /** The first column's header: what a row is ("CTA", "End card"). */
  nameHeader: string;
  rows: readonly OverlayRow[];
}) {
  return (
    <AnalyticsTable
      label={label}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { header: nameHeader, cell: (row) => row.name },
        { header: 'Impressions', align: 'right', cell: (row) => formatCount(row.impressions) },
        { header: 'Clicks', align: 'right', cell: (row) => formatCount(row.clicks) },
        { header: 'Click-through', align: 'right', cell: (row) => formatRate(row.clickThroughRate) },
      ]}
    />
  );
}

interface HostRow {
  host: string | null;
  surface: string;
  plays: number;
}

const HOST_COLUMNS: ReadonlyArray<AnalyticsColumn<HostRow>> = [
  {
    header: 'Site',
    cell: (row) =>
      row.host ?? (
        <Typography component="span" variant="body2" color="text.secondary">
          Unknown site
        </Typography>
      ),
  },
  { header: 'Where', cell: (row) => surfaceLabel(row.surface) },
  { header: 'Plays', align: 'right', cell: (row) => formatCount(row.plays) },
];

/** The sites played on most: host, surface and plays. */
export function HostsTable({ rows }: { rows: readonly HostRow[] }) {
  return (
    <AnalyticsTable
      label="Top embedding sites"
      columns={HOST_COLUMNS}
      rows={rows}
      rowKey={(row) => `${row.surface}|${row.host ?? ''}`}
    />
  );
}

interface SurfaceRow {
  surface: string;
  plays: number;
}

const SURFACE_COLUMNS: ReadonlyArray<AnalyticsColumn<SurfaceRow>> = [
  { header: 'Where', cell: (row) => surfaceLabel(row.surface) },
  { header: 'Plays', align: 'right', cell: (row) => formatCount(row.plays) },
];

/** Plays per surface (public page, embed, widget…). */
export function SurfacesTable({ rows }: { rows: readonly SurfaceRow[] }) {
  return (
    <AnalyticsTable
      label="Plays by surface"
      columns={SURFACE_COLUMNS}
      rows={rows}
      rowKey={(row) => row.surface}
    />
  );
}

/** Where a ranked video's or moment's own figures are, for the same range. */
function analyticsPathOf(row: ContentRanking, rangeParams: Record<string, string>): string {
  return row.momentId
    ? momentAnalyticsPath(row.videoId, row.momentId, rangeParams)
    : `/video/${encodeURIComponent(row.videoId)}/analytics?${new URLSearchParams(rangeParams).toString()}`;
}

/**
 * A top list of videos or moments, each linking to its own figures for the same range: a video's Analytics
 * tab, a moment's analytics panel in the moments editor.
 */
export function RankingTable({
  label,
  nameHeader,
  rows,
  rangeParams,
}: {
  label: string;
  /** The first column's header: what a row is ("Video", "Moment"). */
  nameHeader: string;
  rows: readonly ContentRanking[];
  /** The range's parameters, kept by the links. */
  rangeParams: Record<string, string>;
}) {
  return (
    <AnalyticsTable
      label={label}
      rows={rows}
      rowKey={(row) => row.momentId ?? row.videoId}
      columns={[
        {
          header: nameHeader,
          cell: (row) => (
            <Link component={RouterLink} to={analyticsPathOf(row, rangeParams)}>
              {row.title}
            </Link>
          ),
        },
        { header: 'Plays', align: 'right', cell: (row) => formatCount(row.plays) },
        { header: 'Unique viewers', align: 'right', cell: (row) => formatCount(row.uniqueViewers) },
        { header: 'Watch time', align: 'right', cell: (row) => formatWatchTime(row.watchTimeSeconds) },
        { header: 'Avg. watched', align: 'right', cell: (row) => formatPercent(row.averagePercentWatched) },
      ]}
    />
  );
}

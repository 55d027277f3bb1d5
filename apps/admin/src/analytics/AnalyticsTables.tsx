import {
  formatCount,
  formatPercent,
  formatRate,
  formatWatchTime,
  PLAYER_SURFACE_LABELS,
  PlayerSurface,
} from '@framehouse/domain';
import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { enumMember } from '../enum-member';
import type { ContentRanking } from './analytics-data';

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
export function OverlayTable({ label, rows }: { label: string; rows: readonly OverlayRow[] }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{label === 'CTAs' ? 'CTA' : 'End card'}</TableCell>
          <TableCell align="right">Impressions</TableCell>
          <TableCell align="right">Clicks</TableCell>
          <TableCell align="right">Click-through</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.name}</TableCell>
            <TableCell align="right">{formatCount(row.impressions)}</TableCell>
            <TableCell align="right">{formatCount(row.clicks)}</TableCell>
            <TableCell align="right">{formatRate(row.clickThroughRate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

interface HostRow {
  host: string | null;
  surface: string;
  plays: number;
}

/** The sites played on most: host, surface and plays. */
export function HostsTable({ rows }: { rows: readonly HostRow[] }) {
  return (
    <Table size="small" aria-label="Top embedding sites">
      <TableHead>
        <TableRow>
          <TableCell>Site</TableCell>
          <TableCell>Where</TableCell>
          <TableCell align="right">Plays</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.surface}|${row.host ?? ''}`}>
            <TableCell>
              {row.host ?? (
                <Typography component="span" variant="body2" color="text.secondary">
                  Unknown site
                </Typography>
              )}
            </TableCell>
            <TableCell>{surfaceLabel(row.surface)}</TableCell>
            <TableCell align="right">{formatCount(row.plays)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Plays per surface (public page, embed, widget…). */
export function SurfacesTable({ rows }: { rows: ReadonlyArray<{ surface: string; plays: number }> }) {
  return (
    <Table size="small" aria-label="Plays by surface">
      <TableHead>
        <TableRow>
          <TableCell>Where</TableCell>
          <TableCell align="right">Plays</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.surface}>
            <TableCell>{surfaceLabel(row.surface)}</TableCell>
            <TableCell align="right">{formatCount(row.plays)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A top list of videos or moments, each linking to its video's Analytics tab for the same range. */
export function RankingTable({
  label,
  rows,
  search,
}: {
  label: string;
  rows: readonly ContentRanking[];
  /** The range's parameters, kept by the links. */
  search: string;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{label === 'Top moments' ? 'Moment' : 'Video'}</TableCell>
          <TableCell align="right">Plays</TableCell>
          <TableCell align="right">Unique viewers</TableCell>
          <TableCell align="right">Watch time</TableCell>
          <TableCell align="right">Avg. watched</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.momentId ?? row.videoId}>
            <TableCell>
              <Link
                component={RouterLink}
                to={`/video/${encodeURIComponent(row.videoId)}/analytics${search}`}
              >
                {row.title}
              </Link>
            </TableCell>
            <TableCell align="right">{formatCount(row.plays)}</TableCell>
            <TableCell align="right">{formatCount(row.uniqueViewers)}</TableCell>
            <TableCell align="right">{formatWatchTime(row.watchTimeSeconds)}</TableCell>
            <TableCell align="right">{formatPercent(row.averagePercentWatched)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useLoaded } from '../hooks/use-loaded';
import { EditorSection } from '../video-editor/EditorSection';
import { videoOverlaysApi } from './video-overlays-data';

/** "No CTAs", "1 CTA group", "3 CTA groups". */
export function ctaGroupsLabel(count: number): string {
  if (count === 0) return 'No CTAs';
  return `${count} CTA ${count === 1 ? 'group' : 'groups'}`;
}

/**
 * The side panel's "End card" and "CTAs" entries (video-area §2): the chosen end card's name and the
 * number of CTA timestamp groups, each linking to its page (read-only there without CHANGE_VIDEO).
 */
export function VideoOverlaysSection({ videoId }: { videoId: string }) {
  const load = useCallback(() => videoOverlaysApi.video(videoId), [videoId]);
  const { data, error, loading } = useLoaded(load);
  const base = `/video/${encodeURIComponent(videoId)}`;
  const summary = (text: string) => (loading ? 'Loading…' : error ? 'Could not be loaded' : text);
  return (
    <EditorSection title="Overlays">
      <List disablePadding dense>
        <ListItem disablePadding>
          <ListItemButton component={Link} to={`${base}/end-card`}>
            <ListItemText primary="End card" secondary={summary(data?.endCard?.name ?? 'None')} />
            <ChevronRightIcon color="action" />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton component={Link} to={`${base}/cta`}>
            <ListItemText
              primary="CTAs"
              secondary={summary(ctaGroupsLabel(data?.ctaTimestamps.length ?? 0))}
            />
            <ChevronRightIcon color="action" />
          </ListItemButton>
        </ListItem>
      </List>
    </EditorSection>
  );
}

import type { NavigationEntry } from '@framehouse/domain';
import BusinessIcon from '@mui/icons-material/Business';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import InsightsIcon from '@mui/icons-material/Insights';
import LayersIcon from '@mui/icons-material/Layers';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import SettingsIcon from '@mui/icons-material/Settings';
import SubtitlesIcon from '@mui/icons-material/Subtitles';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import WebIcon from '@mui/icons-material/Web';
import { ListItem, ListItemButton, ListItemIcon, ListItemText, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';

const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  Videos: VideoLibraryIcon,
  Analytics: InsightsIcon,
  D2C: SubtitlesIcon,
  Widget: ViewCarouselIcon,
  Playlists: PlaylistPlayIcon,
  Microsite: WebIcon,
  Organization: BusinessIcon,
  Overlays: LayersIcon,
  Settings: SettingsIcon,
  Help: HelpOutlineIcon,
};

/** In the mini bar the label sits under the icon, so every entry stays readable at 130 px. */
export function NavigationItem({
  entry,
  current,
  open,
}: {
  entry: NavigationEntry;
  current: boolean;
  open: boolean;
}) {
  const Icon = ICONS[entry.label] ?? HelpOutlineIcon;
  const linkProps = entry.external
    ? { component: 'a' as const, href: entry.path, target: '_blank', rel: 'noopener noreferrer' }
    : { component: Link, to: entry.path };
  // A list item around the link: the navigation's list holds items only.
  return (
    <ListItem disablePadding>
      <ListItemButton
        {...linkProps}
        selected={current}
        aria-current={current ? 'page' : undefined}
        sx={{
          flexDirection: open ? 'row' : 'column',
          py: open ? 1 : 1.5,
          px: open ? 3 : 1,
          '&.Mui-selected': { color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } },
        }}
      >
        <ListItemIcon sx={{ minWidth: open ? 48 : 0, justifyContent: 'center' }}>
          <Icon />
        </ListItemIcon>
        <ListItemText
          primary={entry.label}
          sx={{ m: 0, textAlign: open ? 'left' : 'center' }}
          slotProps={{ primary: { variant: open ? 'body1' : 'caption', fontWeight: current ? 700 : 400 } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { Link } from 'react-router-dom';
import { EditorSection } from './EditorSection';

/** The side panel's links to the video's own pages: promo cards, and monetization with its Edit button. */
export function VideoLinksSection({
  videoId,
  monetizationEnabled,
}: {
  videoId: string;
  monetizationEnabled: boolean;
}) {
  const base = `/video/${encodeURIComponent(videoId)}`;
  return (
    <EditorSection title="Promotion and monetization">
      <List disablePadding dense>
        <ListItem disablePadding>
          <ListItemButton component={Link} to={`${base}/promo-cards`}>
            <ListItemText primary="Promo cards" secondary="Promoted objects at the start and end" />
            <ChevronRightIcon color="action" />
          </ListItemButton>
        </ListItem>
        <ListItem
          disablePadding
          secondaryAction={
            <Button component={Link} to={`${base}/monetization`} size="small" aria-label="Edit monetization">
              Edit
            </Button>
          }
        >
          <ListItemText
            sx={{ px: 2 }}
            primary="Monetization"
            secondary={monetizationEnabled ? 'Ads are on' : 'Ads are off'}
          />
        </ListItem>
      </List>
    </EditorSection>
  );
}

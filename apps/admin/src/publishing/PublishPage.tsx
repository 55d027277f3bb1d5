import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Dialog, DialogActions, DialogContent, Paper } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/document-title';
import { PublishFlow } from './PublishFlow';

/** /video/{videoId}/publish (spec §2): the Publish flow with a "Back to video editor" link. */
export function PublishPage() {
  const { videoId = '' } = useParams();
  useDocumentTitle('Publish');
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Button
        component={Link}
        to={`/video/${encodeURIComponent(videoId)}`}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        Back to video editor
      </Button>
      <Paper sx={{ p: 3 }}>
        <PublishFlow videoId={videoId} />
      </Paper>
    </Box>
  );
}

/** The same flow as a modal, opened from the editor's Publish button and the dashboard's row action. */
export function PublishDialog({ videoId, onClose }: { videoId: string; onClose: () => void }) {
  return (
    // The name goes on the paper, which carries the dialog role (on the Dialog it lands on the backdrop's frame).
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': 'Publish video' } }}
    >
      <DialogContent>
        <PublishFlow videoId={videoId} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

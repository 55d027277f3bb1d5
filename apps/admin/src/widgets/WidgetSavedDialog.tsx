import { ContextMessages, widgetSnippet } from '@framehouse/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { CopyButton } from '../components/CopyButton';

/**
 * "Your widget is saved!" (overlays-distribution §2, §4): the one script tag to paste into a site, with a
 * copy button. The admin and the public pages share one origin, which is PUBLIC_URL.
 */
export function WidgetSavedDialog({
  publicId,
  apiKey,
  onClose,
}: {
  publicId: string;
  apiKey: string;
  onClose: () => void;
}) {
  const snippet = widgetSnippet(publicId, apiKey, window.location.origin);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="widget-saved-title">
      <DialogTitle id="widget-saved-title">{ContextMessages.widgetSaved}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Paste this script where the widget should appear on your site.
        </DialogContentText>
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <TextField
            label="Widget script"
            value={snippet}
            multiline
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Widget script' } }}
            onFocus={(event) => event.target.select()}
          />
          <CopyButton text={snippet} label="Copy widget script" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { ContextMessages, type WidgetOptions } from '@framehouse/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { WidgetScriptField } from './WidgetScript';

/**
 * "Your widget is saved!" (overlays-distribution §2, §4): the one script tag to paste into a site, with the
 * embed options chosen on the screen.
 */
export function WidgetSavedDialog({
  publicId,
  apiKey,
  options,
  onClose,
}: {
  publicId: string;
  apiKey: string;
  options: WidgetOptions;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="widget-saved-title">
      <DialogTitle id="widget-saved-title">{ContextMessages.widgetSaved}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Paste this script where the widget should appear on your site.
        </DialogContentText>
        <WidgetScriptField publicId={publicId} apiKey={apiKey} options={options} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

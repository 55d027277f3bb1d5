import { CrashMessages } from '@framehouse/domain';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { CopyButton } from '../components/CopyButton';

/**
 * What a screen that failed to render leaves: what happened, the reference it was reported under, and
 * two ways out. Both load the page anew, since the state that broke the screen may still be in memory.
 */
export function CrashDialog({ reference }: { reference: string }) {
  return (
    <Dialog open aria-labelledby="crash-title" aria-describedby="crash-explanation">
      <DialogTitle id="crash-title">{CrashMessages.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="crash-explanation">{CrashMessages.explanation}</DialogContentText>
        <DialogContentText sx={{ mt: 2 }}>{CrashMessages.referenceHint}</DialogContentText>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <DialogContentText component="span">{CrashMessages.referenceLabel}:</DialogContentText>
          <Box component="code" data-testid="crash-reference" sx={{ fontSize: 14, wordBreak: 'break-all' }}>
            {reference}
          </Box>
          <CopyButton text={reference} label={CrashMessages.copyReference} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button href="/">{CrashMessages.dashboard}</Button>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {CrashMessages.reload}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

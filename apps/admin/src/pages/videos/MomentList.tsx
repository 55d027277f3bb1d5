import ContentCutIcon from '@mui/icons-material/ContentCut';
import { Box, Paper, Typography } from '@mui/material';

/** The Moments tab: moments are cut from videos in the moments editor, which comes with its own issue. */
export function MomentList() {
  return (
    <Paper variant="outlined" sx={{ py: 8, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Box sx={{ fontSize: 48, mb: 1 }}>
        <ContentCutIcon fontSize="inherit" />
      </Box>
      <Typography>No moments yet.</Typography>
    </Paper>
  );
}

import { ErrorMessages, ErrorCode } from '@framehouse/domain';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

/** What a user sees on a screen their role does not open. */
export function AccessFallback() {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h5" component="p" sx={{ mb: 3 }}>
        {ErrorMessages[ErrorCode.PERMISSIONS_ERROR]}
      </Typography>
      <Button variant="contained" component={Link} to="/">
        Back to dashboard
      </Button>
    </Box>
  );
}

import { ContextMessages } from '@framehouse/domain';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

/** /404 and every unknown route. */
export function NotFoundPage() {
  return (
    <Box
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 4,
      }}
    >
      <Typography variant="h1" color="primary">
        404
      </Typography>
      <Typography variant="h5" component="p">
        {ContextMessages.mediaNotFound}
      </Typography>
      <Button variant="contained" component={Link} to="/">
        Back to dashboard
      </Button>
    </Box>
  );
}

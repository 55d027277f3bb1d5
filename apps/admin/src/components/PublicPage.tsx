import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../product';

/** The frame of every logged-out screen: the brand above one centred card. */
export function PublicPage({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Typography
        component="div"
        variant="h5"
        color="primary"
        sx={{ mb: 3, textTransform: 'uppercase', letterSpacing: '0.12em' }}
      >
        {PRODUCT_NAME}
      </Typography>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: 4, '&:last-child': { pb: 4 } }}>
          {title && (
            <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
              {title}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

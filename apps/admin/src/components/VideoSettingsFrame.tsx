import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The frame of a video's settings page (video-area §2 "Per-video monetization", "Promo cards"): back to
 * the editor, the heading, `notice`, the read-only note without CHANGE_VIDEO, the last refusal, and
 * the form in its paper.
 */
export function VideoSettingsFrame({
  videoId,
  title,
  canChange,
  error,
  notice,
  children,
}: {
  videoId: string;
  title: string;
  canChange: boolean;
  error?: string;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Button component={Link} to={`/video/${videoId}`} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to video editor
      </Button>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {notice}
      {!canChange && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You can view these settings; changing them needs the permission to edit videos.
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 3 }}>
        {children}
      </Paper>
    </Box>
  );
}

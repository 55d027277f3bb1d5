import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '../components/ErrorBanner';

/** The side panel's width (overlays-distribution §2: at most 496 px, opening to 42 %). */
export const SIDE_PANEL_MAX_WIDTH = 496;
export const SIDE_PANEL_WIDTH = '42%';

/**
 * An overlay editor: the side form with its back link, heading, error, Cancel and Save, beside the live
 * preview.
 */
export function OverlayEditorFrame({
  back,
  title,
  error,
  saveLabel,
  saveDisabled,
  onCancel,
  onSave,
  preview,
  previewTitle = 'Preview',
  children,
}: {
  back: { to: string; label: string };
  title: string;
  error?: string;
  saveLabel: string;
  saveDisabled: boolean;
  onCancel: () => void;
  onSave: () => void;
  preview: ReactNode;
  /** The heading over `preview` (the playlist editor's manual items are "Items"). */
  previewTitle?: string;
  children: ReactNode;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
      <Paper
        variant="outlined"
        component="form"
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          if (!saveDisabled) onSave();
        }}
        sx={{
          width: { xs: '100%', md: SIDE_PANEL_WIDTH },
          maxWidth: SIDE_PANEL_MAX_WIDTH,
          flexShrink: 0,
          p: 3,
          boxSizing: 'border-box',
        }}
      >
        <Button component={Link} to={back.to} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
          {back.label}
        </Button>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <ErrorBanner message={error} />
        <Stack spacing={3}>{children}</Stack>
        <Stack
          direction="row"
          spacing={2}
          justifyContent="flex-end"
          sx={{
            position: 'sticky',
            bottom: 0,
            mt: 3,
            mx: -3,
            mb: -3,
            px: 3,
            py: 2,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            zIndex: 1,
          }}
        >
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saveDisabled}>
            {saveLabel}
          </Button>
        </Stack>
      </Paper>
      <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%', position: { md: 'sticky' }, top: { md: 32 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {previewTitle}
        </Typography>
        {preview}
      </Box>
    </Stack>
  );
}

import { CircularProgress, Paper, Typography } from '@mui/material';

/** Where the player will be: while the first part is processed, or when the video has nothing to play. */
export function PlayerPlaceholder({ pending }: { pending: boolean }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        aspectRatio: '16 / 9',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        color: 'text.secondary',
        bgcolor: 'grey.100',
      }}
    >
      {pending && <CircularProgress size={32} />}
      <Typography>
        {pending
          ? 'The video will play here as soon as its first part is processed.'
          : 'This video has nothing to play.'}
      </Typography>
    </Paper>
  );
}

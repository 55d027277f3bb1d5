import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A table row's small picture (videos, moments, objects): the thumbnail cropped to `aspectRatio`, or
 * `fallback` (the kind's icon) on grey while there is none.
 */
export function RowThumbnail({
  url,
  width,
  aspectRatio,
  fallback,
}: {
  url: string | null | undefined;
  width: number;
  aspectRatio: string;
  fallback: ReactNode;
}) {
  return (
    <Box
      sx={{
        width,
        aspectRatio,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.200',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'grey.500',
      }}
    >
      {url ? (
        <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        fallback
      )}
    </Box>
  );
}

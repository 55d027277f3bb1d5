import type { LogoPosition } from '@framehouse/domain';
import { Box } from '@mui/material';
import { watermarkCorner } from './overlay-rules';

/**
 * The organization logo in a corner of the picture. Sized in percent of the player so it scales with it
 * (fullscreen included); it lets clicks through to the video below.
 */
export function LogoWatermark({ url, position }: { url: string; position: LogoPosition | null | undefined }) {
  const { vertical, horizontal } = watermarkCorner(position);
  return (
    <Box
      component="img"
      src={url}
      alt=""
      data-testid="logo-watermark"
      data-position={`${vertical}-${horizontal}`}
      sx={{
        position: 'absolute',
        [vertical]: '4%',
        [horizontal]: '3%',
        maxWidth: '14%',
        maxHeight: '14%',
        objectFit: 'contain',
        opacity: 0.8,
        pointerEvents: 'none',
        userSelect: 'none',
        zIndex: 1,
      }}
    />
  );
}

import { isHexColor, MICROSITE_GRID_PREVIEW_VIDEOS } from '@framehouse/domain';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DEFAULT_MICROSITE_COLOR, type MicrositeEditorForm } from './microsite-form';
import { previewTiles, type PreviewItem } from './microsite-preview';

/** A thumbnail (or a grey placeholder when there is no published item for it) with its title. */
function Tile({
  item,
  ratio,
  label,
  color,
  play,
}: {
  item: PreviewItem | undefined;
  ratio: string;
  label?: boolean;
  color: string;
  play?: boolean;
}) {
  return (
    // A group, so that it may carry the name of its video: its picture is a background image.
    <Box
      role="group"
      sx={{ minWidth: 0 }}
      data-testid="preview-tile"
      aria-label={item?.title ?? 'Placeholder'}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: ratio,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'grey.300',
          backgroundImage: item?.thumbnailUrl ? `url("${item.thumbnailUrl}")` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      >
        {play && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              m: 'auto',
              width: 44,
              height: 44,
              borderRadius: '50%',
              bgcolor: color,
              color: '#fff',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <PlayArrowIcon />
          </Box>
        )}
      </Box>
      {label && (
        <Typography variant="caption" noWrap component="p" sx={{ mt: 0.5 }}>
          {item?.title ?? '\u00a0'}
        </Typography>
      )}
    </Box>
  );
}

function Block({ heading, label, children }: { heading: string; label: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={label} sx={{ px: 2, py: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {heading || '\u00a0'}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The editor's live preview (§2): the header with the logo and the title in the main colour, the moments
 * carousel above or below the video player, the top section's video with its thumbnails, the middle
 * section's one large and four small items, and the bottom section's grid of
 * MICROSITE_GRID_PREVIEW_VIDEOS. It is filled with the organization's newest published videos and
 * moments (placeholders where there are too few). The member's custom HTML is never run here.
 */
export function MicrositePreview({
  form,
  domain,
  items,
}: {
  form: MicrositeEditorForm;
  domain: string;
  items: { videos: readonly PreviewItem[]; moments: readonly PreviewItem[] } | undefined;
}) {
  const color = isHexColor(form.mainColor) ? form.mainColor : DEFAULT_MICROSITE_COLOR;
  const tiles = previewTiles(items?.videos ?? [], items?.moments ?? []);
  const [top, middle, bottom] = form.sections;
  const moments = (
    <Block heading="Moments" label="Moments carousel">
      <Stack direction="row" spacing={1}>
        {tiles.moments.map((item, index) => (
          <Box key={index} sx={{ flex: 1, minWidth: 0 }}>
            <Tile item={item} ratio="9 / 16" color={color} />
          </Box>
        ))}
      </Stack>
    </Block>
  );
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} role="region" aria-label="Microsite preview">
      <Box sx={{ px: 2, py: 0.75, bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {domain}
        </Typography>
      </Box>
      <Stack
        direction="row"
        spacing={1.5}
        alignItems="center"
        component="header"
        sx={{ px: 2, py: 1.5, borderBottom: 3, borderColor: color }}
        data-testid="preview-header"
      >
        {form.logo && (
          <Box
            component="img"
            src={form.logo}
            alt="Logo"
            sx={{ height: 36, maxWidth: 120, objectFit: 'contain' }}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ color, fontWeight: 700, lineHeight: 1.2 }} noWrap>
            {form.title || '\u00a0'}
          </Typography>
          {form.description && (
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {form.description}
            </Typography>
          )}
        </Box>
      </Stack>
      {form.momentsLocationTop && moments}
      <Block heading={top?.title ?? ''} label="Video with thumbnails">
        <Box sx={{ display: 'grid', gridTemplateColumns: '3fr 1fr', gap: 1 }}>
          <Tile item={tiles.player[0]} ratio="16 / 9" color={color} play label />
          <Stack spacing={1}>
            {tiles.player.slice(1).map((item, index) => (
              <Tile key={index} item={item} ratio="16 / 9" color={color} />
            ))}
          </Stack>
        </Box>
      </Block>
      {!form.momentsLocationTop && moments}
      <Block heading={middle?.title ?? ''} label="Large and small items">
        <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr', gap: 1 }}>
          <Box sx={{ gridRow: 'span 2' }}>
            <Tile item={tiles.middle[0]} ratio="16 / 9" color={color} label />
          </Box>
          {tiles.middle.slice(1).map((item, index) => (
            <Tile key={index} item={item} ratio="16 / 9" color={color} />
          ))}
        </Box>
      </Block>
      <Block heading={bottom?.title ?? ''} label={`Grid of ${MICROSITE_GRID_PREVIEW_VIDEOS} videos`}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
          {tiles.grid.map((item, index) => (
            <Tile key={index} item={item} ratio="16 / 9" color={color} label />
          ))}
        </Box>
      </Block>
    </Paper>
  );
}

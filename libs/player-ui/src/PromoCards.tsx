import { Box, Card, CardActionArea, CardMedia, Stack, Typography } from '@mui/material';
import type { PromotedObject } from './overlay-props';

function CardContent({ object }: { object: PromotedObject }) {
  return (
    <Stack direction="row" alignItems="center" spacing={1} sx={{ p: 0.75 }}>
      {object.thumbnailUrl && (
        <CardMedia
          component="img"
          image={object.thumbnailUrl}
          alt=""
          sx={{ width: 48, height: 48, borderRadius: 0.5, objectFit: 'cover', flexShrink: 0 }}
        />
      )}
      <Typography
        variant="body2"
        sx={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis' }}
        noWrap
      >
        {object.title}
      </Typography>
    </Stack>
  );
}

/** The promoted objects' cards over the picture, under their label; each opens its URL in a new tab. */
export function PromoCards({
  label,
  objects,
  side,
}: {
  label: string;
  objects: readonly PromotedObject[];
  side: 'left' | 'right';
}) {
  return (
    <Box
      role="complementary"
      aria-label={label}
      data-testid="promo-cards"
      sx={{ position: 'absolute', top: '4%', [side]: '3%', maxWidth: { xs: '60%', sm: '40%' }, zIndex: 2 }}
    >
      <Typography
        variant="caption"
        sx={{ display: 'block', fontWeight: 600, mb: 0.5, textShadow: '0 1px 2px rgba(0, 0, 0, 0.8)' }}
      >
        {label}
      </Typography>
      <Stack spacing={0.75}>
        {objects.map((object) => (
          <Card key={object.id} sx={{ bgcolor: 'rgba(255, 255, 255, 0.92)', color: 'common.black' }}>
            {object.url ? (
              <CardActionArea component="a" href={object.url} target="_blank" rel="noopener noreferrer">
                <CardContent object={object} />
              </CardActionArea>
            ) : (
              <CardContent object={object} />
            )}
          </Card>
        ))}
      </Stack>
    </Box>
  );
}

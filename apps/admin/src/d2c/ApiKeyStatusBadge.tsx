import { apiKeyStatusLabel } from '@framehouse/domain';
import { Chip } from '@mui/material';

/** active until revoked, then inactive (spec §4). */
export function ApiKeyStatusBadge({ revoked }: { revoked: boolean }) {
  const label = apiKeyStatusLabel(revoked);
  return (
    <Chip
      size="small"
      label={label}
      color={revoked ? 'default' : 'success'}
      variant={revoked ? 'outlined' : 'filled'}
      data-status={label}
      sx={{ fontWeight: 700, letterSpacing: '0.03em', textTransform: 'uppercase' }}
    />
  );
}

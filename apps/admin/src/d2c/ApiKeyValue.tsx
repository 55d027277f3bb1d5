import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { CopyButton } from '../components/CopyButton';
import { maskApiKey } from './api-key-mask';
import type { ApiKeyRow } from './d2c-records';

/**
 * The key column: masked until revealed, with a copy button, for active keys. A revoked key no longer
 * authenticates, so it stays masked with nothing to copy.
 */
export function ApiKeyValue({ apiKey }: { apiKey: ApiKeyRow }) {
  const [revealed, setRevealed] = useState(false);
  if (!apiKey.key) {
    return (
      <Typography variant="body2" color="text.secondary">
        Unavailable
      </Typography>
    );
  }
  const active = !apiKey.revoked;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <Typography
        variant="body2"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
        data-testid="api-key-value"
      >
        {active && revealed ? apiKey.key : maskApiKey(apiKey.key)}
      </Typography>
      {active && (
        <>
          <Tooltip title={revealed ? 'Hide' : 'Show'}>
            <IconButton
              size="small"
              aria-label={`${revealed ? 'Hide' : 'Show'} key ${apiKey.name}`}
              onClick={() => setRevealed(!revealed)}
            >
              {revealed ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
          <CopyButton text={apiKey.key} label={`Copy key ${apiKey.name}`} />
        </>
      )}
    </Stack>
  );
}

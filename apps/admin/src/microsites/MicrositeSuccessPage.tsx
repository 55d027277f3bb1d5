import { ContextMessages, Permission } from '@framehouse/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useDocumentTitle } from '../hooks/document-title';
import { nextHealthCheckIn } from './microsite-health';
import type { StoredMicrosite } from './microsite-form';
import { MicrositeStepsFrame } from './MicrositeFrame';
import { MicrositeStatusBadge } from './MicrositesPage';
import { micrositesApi } from './microsites-data';
import { micrositeEditPath } from './microsites-routes';

/**
 * The microsite read again every MICROSITE_HEALTH_POLL_MS until it is healthy (§2, §4). `failed` once a
 * read found no such microsite; a read that failed otherwise is tried again at the next interval.
 */
function useHealthPolling(id: string) {
  const call = useApiCall();
  const [microsite, setMicrosite] = useState<StoredMicrosite>();
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let current = true;
    let timer: number | undefined;
    const read = async () => {
      let found: StoredMicrosite | null | undefined;
      try {
        found = await call(() => micrositesApi.microsite(id));
        if (!current) return;
        if (found === null) {
          setMissing(true);
          return;
        }
        setMicrosite(found);
      } catch {
        // Tried again below: the site is still being set up.
      }
      if (!current) return;
      const delay = nextHealthCheckIn(found);
      if (delay !== null) timer = window.setTimeout(() => void read(), delay);
    };
    void read();
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [call, id]);

  return { microsite, missing };
}

/**
 * /microsite/{id}/success (§2), with no permission gate: the stepper on Complete, the created and setup
 * texts, "Go to your microsite" (a new tab, once healthy) and Customize (the editor, CHANGE_MICROSITE).
 */
export function MicrositeSuccessPage() {
  useDocumentTitle('Microsite');
  const { micrositeId = '' } = useParams();
  const canChange = useHasPermissions(Permission.CHANGE_MICROSITE);
  const { microsite, missing } = useHealthPolling(micrositeId);
  const healthy = Boolean(microsite?.healthy);

  return (
    <MicrositeStepsFrame
      step="Complete"
      footer={
        <>
          <Button
            variant="outlined"
            component={Link}
            to={micrositeEditPath(micrositeId)}
            disabled={!canChange || missing}
          >
            Customize
          </Button>
          <Button
            variant="contained"
            endIcon={<OpenInNewIcon />}
            href={microsite?.url ?? ''}
            target="_blank"
            rel="noopener noreferrer"
            disabled={!healthy}
          >
            Go to your microsite
          </Button>
        </>
      }
    >
      {missing ? (
        <Alert severity="error" role="alert">
          {ContextMessages.loadError}
        </Alert>
      ) : (
        <Stack spacing={2} alignItems="center" sx={{ textAlign: 'center', py: 2 }}>
          <Box sx={{ fontSize: 64, color: 'success.main', lineHeight: 1 }}>
            <CheckCircleIcon fontSize="inherit" />
          </Box>
          <Typography variant="h5" component="p">
            {ContextMessages.micrositeCreated}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
            {ContextMessages.micrositeSetupNote}
          </Typography>
          {microsite ? (
            <Stack direction="row" spacing={1} alignItems="center">
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {microsite.domain}
              </Typography>
              <MicrositeStatusBadge healthy={healthy} />
            </Stack>
          ) : (
            <CircularProgress size={24} />
          )}
        </Stack>
      )}
    </MicrositeStepsFrame>
  );
}

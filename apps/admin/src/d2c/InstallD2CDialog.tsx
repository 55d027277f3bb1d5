import {
  ContextMessages,
  DEFAULT_PAGE_SIZE,
  DIALOG_DEFAULT_WIDTH,
  PAGE_SIZES,
  Permission,
} from '@framehouse/domain';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useGetList } from 'react-admin';
import { CopyButton } from '../components/CopyButton';
import { useHasPermissions } from '../hooks/current-user';
import { D2C_API_KEYS, type ApiKeyRow } from './d2c-records';
import { pluginSettings } from './plugin-setup';

function Setting({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ bgcolor: 'grey.100', borderRadius: 1, pl: 1.5, pr: 0.5, py: 0.5 }}
      >
        <Typography
          sx={{ fontFamily: 'monospace', fontSize: 14, flexGrow: 1, wordBreak: 'break-all' }}
          aria-label={label}
        >
          {value}
        </Typography>
        <CopyButton text={value} label={`Copy ${label}`} />
      </Stack>
    </Box>
  );
}

function InstallStep({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} component="li">
      <Box
        sx={{
          width: 28,
          height: 28,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 700,
        }}
        aria-hidden
      >
        {number}
      </Box>
      <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, lineHeight: '28px' }}>{title}</Typography>
        {children}
      </Stack>
    </Stack>
  );
}

/** The key part of step 2: the first active key, or how to get one. */
function SampleKey({ onCreate }: { onCreate: () => void }) {
  const canCreate = useHasPermissions(Permission.CREATE_D2C_API_KEY);
  // The first non-revoked key in the table's own order (newest first). The API takes only the table's
  // page sizes, so this asks for the smallest page.
  const { data, isPending, error } = useGetList<ApiKeyRow>(D2C_API_KEYS, {
    pagination: { page: 1, perPage: PAGE_SIZES[0] ?? DEFAULT_PAGE_SIZE },
    sort: { field: 'created', order: 'DESC' },
    filter: { revoked: false },
  });
  if (isPending) return <CircularProgress size={24} aria-label="Loading the API key" />;
  if (error) return <Alert severity="error">{ContextMessages.loadError}</Alert>;
  const apiKey = data?.[0];
  if (!apiKey?.key) {
    return (
      <Alert
        severity="info"
        action={
          canCreate ? (
            <Button color="inherit" size="small" onClick={onCreate}>
              Create API key
            </Button>
          ) : undefined
        }
      >
        {canCreate
          ? 'You have no active API key. Create one for the plugin.'
          : 'You have no active API key. Ask your organization’s admin to create one.'}
      </Alert>
    );
  }
  return (
    <>
      <Setting label="API key" value={apiKey.key} />
      <Typography variant="body2" color="text.secondary">
        This is “{apiKey.name}”, your newest active key; any active key works. Keep it secret: whoever holds
        it can transcribe on your plan.
      </Typography>
    </>
  );
}

/**
 * "Install D2C" (spec §2): how to connect the plugin, with a sample API key (the first non-revoked one)
 * or, without an active key, a way to create one.
 */
export function InstallD2CDialog({
  open,
  onClose,
  onCreate,
}: {
  open: boolean;
  onClose: () => void;
  onCreate: () => void;
}) {
  const { apiBaseUrl, openApiUrl } = pluginSettings(window.location.origin);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: DIALOG_DEFAULT_WIDTH, maxWidth: '100%' } } }}
    >
      <DialogTitle>Install D2C</DialogTitle>
      <DialogContent>
        <Stack component="ol" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          <InstallStep number={1} title="Add the D2C plugin to your design software">
            <Typography variant="body2" color="text.secondary">
              Install it from the software’s plugin marketplace, then open the plugin’s settings.
            </Typography>
          </InstallStep>
          <InstallStep number={2} title="Connect it to your organization">
            <Typography variant="body2" color="text.secondary">
              The plugin needs the address of the D2C API and an API key.
            </Typography>
            <Setting label="API base URL" value={apiBaseUrl} />
            {open && <SampleKey onCreate={onCreate} />}
          </InstallStep>
          <InstallStep number={3} title="Transcribe">
            <Typography variant="body2" color="text.secondary">
              Files the plugin sends are transcribed here; follow them and the time used under Service Usage.
            </Typography>
          </InstallStep>
        </Stack>
        <Typography variant="body2" sx={{ mt: 3 }}>
          Building your own client?{' '}
          <Link href={openApiUrl} target="_blank" rel="noopener">
            The API reference (OpenAPI)
            <OpenInNewIcon sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }} />
          </Link>{' '}
          describes every call.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

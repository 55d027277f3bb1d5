import { ContextMessages, Permission, type ShareTarget } from '@framehouse/domain';
import {
  Alert,
  Box,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  Paper,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Loading, useNotify } from 'react-admin';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useLoaded } from '../hooks/use-loaded';
import { useNotifyError } from '../hooks/notify-error';
import { shareIconInput, shareIconRows } from './social-media-form';
import { socialMediaApi } from './social-media-data';

/** Ours: the spec names the toggle, not what it says. */
const SAVED = 'Share icons have been saved.';

/**
 * /organization/share-icons (platform §2): a switch per share target, in the fixed order; a switch saves
 * at once. The public video pages and the embedded player offer the targets switched on.
 */
export function ShareIconsTab() {
  const canChange = useHasPermissions(Permission.CHANGE_SOCIAL_MEDIA);
  const call = useApiCall();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { data: organization, error, loading, reload } = useLoaded(socialMediaApi.shareIcons);
  const [pendingTarget, setPendingTarget] = useState<ShareTarget>();

  if (loading) return <Loading />;
  if (error || !organization) {
    return (
      <Alert severity="error" role="alert">
        {ContextMessages.loadError}
      </Alert>
    );
  }

  const toggle = async (target: ShareTarget, visible: boolean) => {
    setPendingTarget(target);
    try {
      await call(() => socialMediaApi.updateShareIcons(organization.id, [shareIconInput(target, visible)]));
      notify(SAVED, { type: 'success' });
    } catch (failure) {
      notifyError(failure);
    } finally {
      await reload();
      setPendingTarget(undefined);
    }
  };

  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h6">Social Share icons</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The share buttons your public video pages and embedded players offer to viewers.
      </Typography>
      <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
        <FormGroup>
          {shareIconRows(organization.icons).map((row) => (
            <FormControlLabel
              key={row.target}
              label={row.label}
              control={
                <Switch
                  checked={row.visible}
                  disabled={!canChange || pendingTarget !== undefined}
                  onChange={(event) => void toggle(row.target, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </Paper>
      {!canChange && (
        <FormHelperText>You don&apos;t have permissions to change the share icons.</FormHelperText>
      )}
    </Box>
  );
}

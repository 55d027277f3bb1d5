import { ContextMessages, deleteDialogTitle, DIALOG_DELETE_WIDTH, Permission } from '@framehouse/domain';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  FormHelperText,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCallback, useState } from 'react';
import { DateField, Loading, useNotify } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EditDeleteButtons } from '../components/EditDeleteButtons';
import { EmptyTableRow } from '../components/EmptyTableRow';
import { errorMessageOf } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useCurrentUser, useHasPermissions } from '../hooks/current-user';
import { useNotifyError } from '../hooks/notify-error';
import { useLoaded } from '../hooks/use-loaded';
import { organizationApi } from '../organization/organization-data';
import { deactivationBlocker, makeDefaultBlocker, turnsMonetizationOff, type AdTag } from './ad-tags';
import { AdTagDialog } from './AdTagDialog';
import { monetizationApi } from './monetization-data';

/** Texts of ours: the spec names the actions, not what they say. */
const MESSAGES = {
  enabled: 'Monetization has been turned on.',
  disabled: 'Monetization has been turned off.',
  created: 'Ad tag has been added.',
  updated: 'Ad tag has been updated.',
  deleted: 'Ad tag has been deleted.',
  madeDefault: (name: string) => `“${name}” is now the default ad tag.`,
  turnsOff: "This is the default ad tag: the organization's monetization will be turned off.",
};

type Confirmation = { kind: 'disableMonetization' } | { kind: 'delete' | 'deactivate'; tag: AdTag };

/**
 * /organization/monetization (platform §2, §4): the organization's switch (turning it off asks first)
 * and its ad tags: add, edit, delete (asks first), activate or deactivate, make default. Each action
 * needs its permission; the rest of the tab is read-only.
 */
export function MonetizationTab() {
  const canCreate = useHasPermissions(Permission.CREATE_ORGANIZATION_MONETIZATION);
  const canChange = useHasPermissions(Permission.CHANGE_ORGANIZATION_MONETIZATION);
  const canDelete = useHasPermissions(Permission.DELETE_ORGANIZATION_MONETIZATION);
  // updateOrganization itself needs CHANGE_ORGANIZATION; its monetization switch needs both.
  const canSwitch = useHasPermissions(
    Permission.CHANGE_ORGANIZATION,
    Permission.CHANGE_ORGANIZATION_MONETIZATION,
  );
  const { refetch: refetchIdentity } = useCurrentUser();
  const call = useApiCall();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { data: organization, error, loading, reload } = useLoaded(monetizationApi.organizationSettings);
  const [editing, setEditing] = useState<{ tag?: AdTag }>();
  const [confirming, setConfirming] = useState<Confirmation>();
  const [confirmError, setConfirmError] = useState<string>();
  const [switchError, setSwitchError] = useState<string>();
  const [pending, setPending] = useState(false);

  /** Reloads the tab and the session's `me` (the video pages read isMonetizationEnabled from both). */
  const refresh = useCallback(async () => {
    await reload();
    await refetchIdentity();
  }, [reload, refetchIdentity]);

  /** Runs a change; true when it went through. A refusal goes where `onError` puts it. */
  const change = async (action: () => Promise<void>, onError: (failure: unknown) => void) => {
    setPending(true);
    try {
      await call(action);
      await refresh();
      return true;
    } catch (failure) {
      onError(failure);
      return false;
    } finally {
      setPending(false);
    }
  };

  const setMonetization = async (enabled: boolean) => {
    setSwitchError(undefined);
    setConfirmError(undefined);
    const done = await change(
      async () => {
        await organizationApi.update({ isMonetizationEnabled: enabled });
      },
      (failure) => (enabled ? setSwitchError : setConfirmError)(errorMessageOf(failure)),
    );
    if (!done) return;
    setConfirming(undefined);
    notify(enabled ? MESSAGES.enabled : MESSAGES.disabled, { type: 'success' });
  };

  const updateTag = async (tag: AdTag, input: { active?: boolean; default?: boolean }, success: string) => {
    setConfirmError(undefined);
    const done = await change(
      async () => {
        await monetizationApi.updateAdTag(tag.id, input);
      },
      // From the confirmation, the refusal shows in it; from a row, as an error toast.
      (failure) => (confirming ? setConfirmError(errorMessageOf(failure)) : notifyError(failure)),
    );
    if (!done) return;
    setConfirming(undefined);
    notify(success, { type: 'success' });
  };

  const deleteTag = async (tag: AdTag) => {
    setConfirmError(undefined);
    const done = await change(
      () => monetizationApi.deleteAdTag(tag.id),
      (failure) => setConfirmError(errorMessageOf(failure)),
    );
    if (!done) return;
    setConfirming(undefined);
    notify(MESSAGES.deleted, { type: 'success' });
  };

  if (loading) return <Loading />;
  if (error || !organization) {
    return (
      <Alert severity="error" role="alert">
        {ContextMessages.loadError}
      </Alert>
    );
  }

  const tags = organization.monetizationSettings;
  const enabled = organization.isMonetizationEnabled;

  const toggleActive = (tag: AdTag, active: boolean) => {
    if (!active && turnsMonetizationOff(tag, enabled)) {
      setConfirmError(undefined);
      setConfirming({ kind: 'deactivate', tag });
      return;
    }
    void updateTag(tag, { active }, MESSAGES.updated);
  };

  const closeConfirmation = () => {
    setConfirming(undefined);
    setConfirmError(undefined);
  };

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h6">Monetization</Typography>
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            disabled={!canSwitch || pending}
            onChange={(event) => {
              if (event.target.checked) void setMonetization(true);
              else {
                setConfirmError(undefined);
                setConfirming({ kind: 'disableMonetization' });
              }
            }}
          />
        }
        label="Monetize the organization's videos"
      />
      <FormHelperText error={!!switchError} sx={{ mt: 0, mb: 3 }}>
        {switchError ??
          "Ads play in the videos whose own monetization is on, from each video's source of ads."}
      </FormHelperText>

      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="h6">Ad tags</Typography>
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            Add ad tag
          </Button>
        )}
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Ad tags">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>URL</TableCell>
              <TableCell>Active</TableCell>
              <TableCell>Created</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tags.length === 0 && (
              <EmptyTableRow columns={5}>
                No ad tags yet. The first one you add becomes the default.
              </EmptyTableRow>
            )}
            {tags.map((tag) => {
              const deactivateBlocked = deactivationBlocker(tag, tags);
              const defaultBlocked = makeDefaultBlocker(tag);
              return (
                <TableRow key={tag.id} data-testid="ad-tag-row">
                  <TableCell>
                    <Stack direction="row" spacing={1} alignItems="center">
                      <span>{tag.name}</span>
                      {tag.default && <Chip label="default" size="small" color="primary" />}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ maxWidth: 360, wordBreak: 'break-all' }}>{tag.monetizationUrl}</TableCell>
                  <TableCell>
                    <Tooltip title={tag.active ? (deactivateBlocked ?? '') : ''}>
                      <span>
                        <Switch
                          checked={tag.active}
                          disabled={!canChange || pending || (tag.active && !!deactivateBlocked)}
                          onChange={(event) => toggleActive(tag, event.target.checked)}
                          slotProps={{ input: { 'aria-label': `Active ${tag.name}` } }}
                        />
                      </span>
                    </Tooltip>
                  </TableCell>
                  <TableCell>
                    <DateField record={tag} source="created" showTime />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {canChange && !tag.default && (
                      <Tooltip title={defaultBlocked ?? ''}>
                        <span>
                          <Button
                            size="small"
                            disabled={pending || !!defaultBlocked}
                            onClick={() =>
                              void updateTag(tag, { default: true }, MESSAGES.madeDefault(tag.name))
                            }
                            // Its name starts with what it shows, then says which tag (WCAG 2.5.3).
                            aria-label={`Make default: ${tag.name}`}
                          >
                            Make default
                          </Button>
                        </span>
                      </Tooltip>
                    )}
                    <EditDeleteButtons
                      name={tag.name}
                      disabled={pending}
                      onEdit={canChange ? () => setEditing({ tag }) : undefined}
                      onDelete={
                        canDelete
                          ? () => {
                              setConfirmError(undefined);
                              setConfirming({ kind: 'delete', tag });
                            }
                          : undefined
                      }
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>

      {editing && (
        <AdTagDialog
          tag={editing.tag}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            notify(editing.tag ? MESSAGES.updated : MESSAGES.created, { type: 'success' });
            void refresh();
          }}
        />
      )}
      {confirming?.kind === 'disableMonetization' && (
        <ConfirmDialog
          title="Turn monetization off?"
          confirmLabel="Turn off"
          pending={pending}
          error={confirmError}
          onConfirm={() => void setMonetization(false)}
          onClose={closeConfirmation}
        >
          Ads will stop playing in all of the organization&apos;s videos. Their own monetization settings are
          kept.
        </ConfirmDialog>
      )}
      {confirming?.kind === 'deactivate' && (
        <ConfirmDialog
          title={`Deactivate “${confirming.tag.name}”?`}
          confirmLabel="Deactivate"
          pending={pending}
          error={confirmError}
          onConfirm={() => void updateTag(confirming.tag, { active: false }, MESSAGES.updated)}
          onClose={closeConfirmation}
        >
          {MESSAGES.turnsOff}
        </ConfirmDialog>
      )}
      {confirming?.kind === 'delete' && (
        <ConfirmDialog
          title={deleteDialogTitle('ad tag')}
          width={DIALOG_DELETE_WIDTH}
          confirmLabel="Remove"
          pending={pending}
          error={confirmError}
          onConfirm={() => void deleteTag(confirming.tag)}
          onClose={closeConfirmation}
        >
          <p>Are you sure you want to delete the ad tag “{confirming.tag.name}”?</p>
          <p>
            Videos that use it will use the default ad tag.
            {turnsMonetizationOff(confirming.tag, enabled) && ` ${MESSAGES.turnsOff}`}
          </p>
        </ConfirmDialog>
      )}
    </Box>
  );
}

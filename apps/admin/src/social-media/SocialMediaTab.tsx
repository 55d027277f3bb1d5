import { ContextMessages, deleteDialogTitle, DIALOG_DELETE_WIDTH, Permission } from '@framehouse/domain';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { DateField, Loading, useNotify } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EditDeleteButtons } from '../components/EditDeleteButtons';
import { EmptyTableRow } from '../components/EmptyTableRow';
import { errorMessageOf } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useLoaded } from '../hooks/use-loaded';
import { platformLabel, type SocialEntry } from './social-media-form';
import { socialMediaApi } from './social-media-data';
import { SocialMediaDialog } from './SocialMediaDialog';

/** Texts of ours: the spec names the actions, not what they say. */
const MESSAGES = {
  created: 'Social media account has been added.',
  updated: 'Social media account has been updated.',
  deleted: 'Social media account has been deleted.',
};

/**
 * /organization/social-media (platform §2, §5): the organization's social media accounts, linked from
 * its public pages. Add, edit (not the platform) and delete (asks first), each with its permission.
 */
export function SocialMediaTab() {
  const canCreate = useHasPermissions(Permission.CREATE_SOCIAL_MEDIA);
  const canChange = useHasPermissions(Permission.CHANGE_SOCIAL_MEDIA);
  const canDelete = useHasPermissions(Permission.DELETE_SOCIAL_MEDIA);
  const call = useApiCall();
  const notify = useNotify();
  const { data: entries, error, loading, reload } = useLoaded(socialMediaApi.list);
  const [editing, setEditing] = useState<{ entry?: SocialEntry }>();
  const [deleting, setDeleting] = useState<SocialEntry>();
  const [deleteError, setDeleteError] = useState<string>();
  const [pending, setPending] = useState(false);

  const remove = async (entry: SocialEntry) => {
    setDeleteError(undefined);
    setPending(true);
    try {
      await call(() => socialMediaApi.delete(entry.id));
      setDeleting(undefined);
      notify(MESSAGES.deleted, { type: 'success' });
      await reload();
    } catch (failure) {
      setDeleteError(errorMessageOf(failure));
    } finally {
      setPending(false);
    }
  };

  if (loading) return <Loading />;
  if (error || !entries) {
    return (
      <Alert severity="error" role="alert">
        {ContextMessages.loadError}
      </Alert>
    );
  }

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Box>
          <Typography variant="h6">Social Media</Typography>
          <Typography variant="body2" color="text.secondary">
            Your organization&apos;s accounts, linked from its public video pages.
          </Typography>
        </Box>
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            Add social media
          </Button>
        )}
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Social media">
          <TableHead>
            <TableRow>
              <TableCell>Platform</TableCell>
              <TableCell>Label</TableCell>
              <TableCell>URL</TableCell>
              <TableCell>Created</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.length === 0 && <EmptyTableRow columns={5}>No social media accounts yet.</EmptyTableRow>}
            {entries.map((entry) => (
              <TableRow key={entry.id} data-testid="social-media-row">
                <TableCell>{platformLabel(entry.platformName)}</TableCell>
                <TableCell>{entry.label}</TableCell>
                <TableCell sx={{ maxWidth: 420, wordBreak: 'break-all' }}>
                  <Link href={entry.accountUrl} target="_blank" rel="noopener noreferrer">
                    {entry.accountUrl}
                  </Link>
                </TableCell>
                <TableCell>
                  <DateField record={entry} source="created" showTime />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <EditDeleteButtons
                    name={entry.label}
                    disabled={pending}
                    onEdit={canChange ? () => setEditing({ entry }) : undefined}
                    onDelete={
                      canDelete
                        ? () => {
                            setDeleteError(undefined);
                            setDeleting(entry);
                          }
                        : undefined
                    }
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      {editing && (
        <SocialMediaDialog
          entry={editing.entry}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            notify(editing.entry ? MESSAGES.updated : MESSAGES.created, { type: 'success' });
            void reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={deleteDialogTitle('social media account')}
          width={DIALOG_DELETE_WIDTH}
          confirmLabel="Remove"
          pending={pending}
          error={deleteError}
          onConfirm={() => void remove(deleting)}
          onClose={() => {
            setDeleting(undefined);
            setDeleteError(undefined);
          }}
        >
          Are you sure you want to delete the {platformLabel(deleting.platformName)} account “{deleting.label}
          ”? It will no longer be linked from your public pages.
        </ConfirmDialog>
      )}
    </Box>
  );
}

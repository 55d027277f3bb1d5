import { LOGO_MAX_DIMENSION, Permission, ValidationMessages } from '@framehouse/domain';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { ErrorBanner } from '../components/ErrorBanner';
import type { Picture } from '../components/picture';
import { PictureInput } from '../components/PictureInput';
import { useApiCall } from '../hooks/api-call';
import { useCurrentUser, useHasPermissions } from '../hooks/current-user';
import { useSubmission } from '../hooks/submission';
import { organizationApi } from './organization-data';

/** The organization logo: choose, save, or remove it. */
export function BrandingTab() {
  const { me, refetch } = useCurrentUser();
  const canChange = useHasPermissions(Permission.CHANGE_ORGANIZATION);
  const canRemove = useHasPermissions(Permission.DELETE_ORGANIZATION_LOGO);
  const call = useApiCall();
  const notify = useNotify();
  const [logo, setLogo] = useState<Picture>();
  const [problem, setProblem] = useState<string>();
  const { pending, error, submit } = useSubmission();
  const logoUrl = me?.organization?.logoUrl ?? undefined;

  const run = async (action: () => Promise<void>, success: string) => {
    const done = await submit(async () => {
      await action();
      return true;
    });
    if (!done) return;
    setLogo(undefined);
    await refetch();
    notify(success, { type: 'success' });
  };

  const save = () => {
    if (!logo) {
      setProblem(ValidationMessages.imageEmpty);
      return;
    }
    void run(async () => {
      await call(() => organizationApi.update({ logo: logo.dataUrl }));
    }, 'Logo has been successfully changed.');
  };

  const remove = () => run(() => call(organizationApi.deleteLogo), 'Logo has been removed.');

  const shown = logo?.dataUrl ?? logoUrl;
  return (
    <Box sx={{ maxWidth: 560 }}>
      <ErrorBanner message={error} />
      <Typography variant="h6" sx={{ mb: 2 }}>
        Organization logo
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          width: 240,
          height: 140,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          mb: 2,
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt="Organization logo"
            sx={{ maxWidth: '90%', maxHeight: '90%' }}
          />
        ) : (
          <Typography color="text.secondary">No logo</Typography>
        )}
      </Paper>
      {problem && (
        <Typography color="error" variant="body2" role="alert" sx={{ mb: 1 }}>
          {problem}
        </Typography>
      )}
      <Stack direction="row" spacing={2}>
        <PictureInput
          label="Choose logo"
          maxDimension={LOGO_MAX_DIMENSION}
          disabled={!canChange || pending}
          onPicture={(picture) => {
            setProblem(undefined);
            setLogo(picture);
          }}
          onProblem={setProblem}
        />
        <Button variant="contained" onClick={save} disabled={!canChange || pending}>
          Save
        </Button>
        {canRemove && logoUrl && (
          <Button color="inherit" onClick={remove} disabled={pending}>
            Remove logo
          </Button>
        )}
      </Stack>
    </Box>
  );
}

import { AVATAR_DISPLAY_SIZE, AVATAR_MAX_DIMENSION, validateAccountName } from '@framehouse/domain';
import { Avatar, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { TextInput, useNotify } from 'react-admin';
import type { CurrentUser } from '../auth/auth-data';
import { textValue, type FormValues } from '../components/form-values';
import type { Picture } from '../components/picture';
import { PictureInput } from '../components/PictureInput';
import { SettingsForm } from '../components/SettingsForm';
import { useApiCall } from '../hooks/api-call';
import { useCurrentUser } from '../hooks/current-user';
import { useSubmission } from '../hooks/submission';
import { accountApi } from './account-data';

/** What Save does with the profile picture. */
type AvatarChange = { kind: 'keep' } | { kind: 'replace'; picture: Picture } | { kind: 'remove' };

export function AccountTab() {
  const { me } = useCurrentUser();
  if (!me) return null;
  return <AccountForm me={me} />;
}

function AccountForm({ me }: { me: CurrentUser }) {
  const { refetch } = useCurrentUser();
  const call = useApiCall();
  const notify = useNotify();
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'keep' });
  const [pictureProblem, setPictureProblem] = useState<string>();
  const { pending, error, submit } = useSubmission();

  const preview =
    avatar.kind === 'replace'
      ? avatar.picture.dataUrl
      : avatar.kind === 'remove'
        ? undefined
        : (me.avatarUrl ?? undefined);

  const save = async (values: FormValues) => {
    await submit(async () => {
      if (avatar.kind === 'remove') await call(accountApi.deleteAvatar);
      await call(() =>
        accountApi.updateDetails({
          // A blank name keeps the current one (spec §4).
          name: textValue(values, 'name') || me.name,
          avatarBase64: avatar.kind === 'replace' ? avatar.picture.dataUrl : undefined,
        }),
      );
      setAvatar({ kind: 'keep' });
      await refetch();
      notify('Your account details have been saved.', { type: 'success' });
    });
  };

  const pictureSection = (
    <>
      <Typography variant="h6" sx={{ mb: 2 }}>
        Profile picture
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar
          src={preview}
          alt={me.name}
          data-testid="avatar-preview"
          sx={{ width: AVATAR_DISPLAY_SIZE, height: AVATAR_DISPLAY_SIZE }}
        />
        <PictureInput
          label="Upload picture"
          maxDimension={AVATAR_MAX_DIMENSION}
          onPicture={(picture) => {
            setPictureProblem(undefined);
            setAvatar({ kind: 'replace', picture });
          }}
          onProblem={setPictureProblem}
        />
        <Button
          color="inherit"
          disabled={!preview}
          onClick={() => {
            setPictureProblem(undefined);
            setAvatar(me.avatarUrl ? { kind: 'remove' } : { kind: 'keep' });
          }}
        >
          Remove picture
        </Button>
      </Stack>
      {pictureProblem && (
        <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
          {pictureProblem}
        </Typography>
      )}
    </>
  );

  return (
    <SettingsForm
      error={error}
      pending={pending}
      defaultValues={{ name: me.name }}
      onSubmit={save}
      intro={pictureSection}
      formSx={{ mt: 3 }}
    >
      <TextInput source="name" label="Set new full name" autoComplete="name" validate={validateAccountName} />
    </SettingsForm>
  );
}

import {
  ContextMessages,
  DEFAULT_INVITE_ROLE,
  DIALOG_DEFAULT_WIDTH,
  validateEmail,
  validateRequired,
} from '@framehouse/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, SelectInput, TextInput, useCreate, useNotify } from 'react-admin';
import { ErrorBanner } from '../../components/ErrorBanner';
import { textValue, type FormValues } from '../../components/form-values';
import { errorMessageOf } from '../../errors';
import { ASSIGNABLE_ROLE_CHOICES } from './member-roles';

/** Invites a member by email with a role (video editor unless chosen otherwise). */
export function MemberInviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const invite = (values: FormValues) =>
    create(
      'members',
      { data: { email: textValue(values, 'email'), role: textValue(values, 'role') } },
      {
        onSuccess: () => {
          notify(ContextMessages.memberInvited, { type: 'success' });
          close();
        },
        onError: (failure) => setError(errorMessageOf(failure)),
      },
    );

  return (
    <Dialog
      open={open}
      onClose={close}
      slotProps={{ paper: { sx: { width: DIALOG_DEFAULT_WIDTH, maxWidth: '100%' } } }}
    >
      <Form
        onSubmit={invite}
        defaultValues={{ email: '', role: DEFAULT_INVITE_ROLE }}
        noValidate
        disableInvalidFormNotification
      >
        <DialogTitle>Invite member</DialogTitle>
        <DialogContent>
          <ErrorBanner message={error} />
          <TextInput source="email" label="Email" type="email" validate={validateEmail} autoFocus />
          <SelectInput
            source="role"
            label="Role"
            choices={ASSIGNABLE_ROLE_CHOICES}
            validate={validateRequired}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            Invite
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

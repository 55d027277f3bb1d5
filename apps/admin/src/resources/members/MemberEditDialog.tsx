import { ContextMessages, DIALOG_DEFAULT_WIDTH, validateRequired } from '@framehouse/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, SelectInput, useNotify, useUpdate } from 'react-admin';
import { ErrorBanner } from '../../components/ErrorBanner';
import { textValue, type FormValues } from '../../components/form-values';
import { errorMessageOf } from '../../errors';
import { ASSIGNABLE_ROLE_CHOICES, type Member } from './member-roles';

/** Changes a member's role. */
export function MemberEditDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const [error, setError] = useState<string>();

  const save = (values: FormValues) =>
    update(
      'members',
      { id: member.id, data: { role: textValue(values, 'role') }, previousData: member },
      {
        onSuccess: () => {
          notify(ContextMessages.memberUpdated, { type: 'success' });
          onClose();
        },
        onError: (failure) => setError(errorMessageOf(failure)),
      },
    );

  return (
    <Dialog
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: DIALOG_DEFAULT_WIDTH, maxWidth: '100%' } } }}
    >
      <Form onSubmit={save} defaultValues={{ role: member.role }} noValidate disableInvalidFormNotification>
        <DialogTitle>Edit member</DialogTitle>
        <DialogContent>
          <ErrorBanner message={error} />
          <DialogContentText sx={{ mb: 1 }}>
            {member.name || member.email} ({member.email})
          </DialogContentText>
          <SelectInput
            source="role"
            label="Role"
            choices={ASSIGNABLE_ROLE_CHOICES}
            validate={validateRequired}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            Save
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

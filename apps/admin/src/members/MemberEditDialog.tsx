import { ContextMessages, validateRequired } from '@framehouse/domain';
import { DialogContentText } from '@mui/material';
import { SelectInput, useUpdate } from 'react-admin';
import { textValue, type FormValues } from '../components/form-values';
import { FormDialog, useMutationDialog } from '../components/FormDialog';
import { ASSIGNABLE_ROLE_CHOICES, type Member } from './member-roles';

/** Changes a member's role. */
export function MemberEditDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const [update, { isPending }] = useUpdate();
  const { error, close, saving } = useMutationDialog(ContextMessages.memberUpdated, onClose);

  const save = (values: FormValues) =>
    update(
      'members',
      { id: member.id, data: { role: textValue(values, 'role') }, previousData: member },
      saving(),
    );

  return (
    <FormDialog
      title="Edit member"
      submitLabel="Save"
      pending={isPending}
      error={error}
      defaultValues={{ role: member.role }}
      onSubmit={save}
      onClose={close}
    >
      <DialogContentText sx={{ mb: 1 }}>
        {member.name || member.email} ({member.email})
      </DialogContentText>
      <SelectInput source="role" label="Role" choices={ASSIGNABLE_ROLE_CHOICES} validate={validateRequired} />
    </FormDialog>
  );
}

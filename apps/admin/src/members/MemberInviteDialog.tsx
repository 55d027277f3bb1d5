import { ContextMessages, DEFAULT_INVITE_ROLE, validateEmail, validateRequired } from '@framehouse/domain';
import { SelectInput, TextInput, useCreate } from 'react-admin';
import { textValue, type FormValues } from '../components/form-values';
import { FormDialog, useMutationDialog } from '../components/FormDialog';
import { ASSIGNABLE_ROLE_CHOICES } from './member-roles';

/** Invites a member by email with a role (video editor unless chosen otherwise). */
export function MemberInviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create, { isPending }] = useCreate();
  const { error, close, saving } = useMutationDialog(ContextMessages.memberInvited, onClose);

  const invite = (values: FormValues) =>
    create(
      'members',
      { data: { email: textValue(values, 'email'), role: textValue(values, 'role') } },
      saving(),
    );

  return (
    <FormDialog
      open={open}
      title="Invite member"
      submitLabel="Invite"
      pending={isPending}
      error={error}
      defaultValues={{ email: '', role: DEFAULT_INVITE_ROLE }}
      onSubmit={invite}
      onClose={close}
    >
      <TextInput source="email" label="Email" type="email" validate={validateEmail} autoFocus />
      <SelectInput source="role" label="Role" choices={ASSIGNABLE_ROLE_CHOICES} validate={validateRequired} />
    </FormDialog>
  );
}

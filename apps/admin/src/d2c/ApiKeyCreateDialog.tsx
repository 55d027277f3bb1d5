import { ContextMessages, validateApiKeyName } from '@framehouse/domain';
import { DialogContentText } from '@mui/material';
import { TextInput, useCreate } from 'react-admin';
import { textValue, type FormValues } from '../components/form-values';
import { FormDialog, useMutationDialog } from '../components/FormDialog';
import { D2C_API_KEYS } from './d2c-records';

/**
 * Creates an API key. The name rule is checked as the user types; what the server refuses (a name
 * already taken) shows in a box inside the dialog (spec §8), and success in a toast.
 */
export function ApiKeyCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create, { isPending }] = useCreate();
  const { error, close, saving } = useMutationDialog(ContextMessages.apiKeyCreated, onClose);

  const save = (values: FormValues) =>
    create(D2C_API_KEYS, { data: { name: textValue(values, 'name') } }, saving());

  return (
    <FormDialog
      open={open}
      title="Create API key"
      submitLabel="Create"
      pending={isPending}
      error={error}
      defaultValues={{ name: '' }}
      mode="onChange"
      onSubmit={save}
      onClose={close}
    >
      <DialogContentText sx={{ mb: 1 }}>
        The D2C plugin authenticates with the key. Name it after where it is used.
      </DialogContentText>
      <TextInput
        source="name"
        label="Name"
        validate={validateApiKeyName}
        helperText="Letters, numbers, dashes and underscores."
        autoFocus
      />
    </FormDialog>
  );
}

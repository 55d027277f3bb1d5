import { ContextMessages, DIALOG_DEFAULT_WIDTH, validateApiKeyName } from '@framehouse/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useCreate, useNotify } from 'react-admin';
import { ErrorBanner } from '../../components/ErrorBanner';
import { textValue, type FormValues } from '../../components/form-values';
import { D2C_API_KEYS } from '../../d2c/d2c-records';
import { errorMessageOf } from '../../errors';

/**
 * Creates an API key. The name rule is checked as the user types; what the server refuses (a name
 * already taken) shows in a box inside the dialog (spec §8), and success in a toast.
 */
export function ApiKeyCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const save = (values: FormValues) => {
    setError(undefined);
    return create(
      D2C_API_KEYS,
      { data: { name: textValue(values, 'name') } },
      {
        onSuccess: () => {
          notify(ContextMessages.apiKeyCreated, { type: 'success' });
          close();
        },
        onError: (failure) => setError(errorMessageOf(failure)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      slotProps={{ paper: { sx: { width: DIALOG_DEFAULT_WIDTH, maxWidth: '100%' } } }}
    >
      <Form
        onSubmit={save}
        defaultValues={{ name: '' }}
        mode="onChange"
        noValidate
        disableInvalidFormNotification
      >
        <DialogTitle>Create API key</DialogTitle>
        <DialogContent>
          <ErrorBanner message={error} />
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
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            Create
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

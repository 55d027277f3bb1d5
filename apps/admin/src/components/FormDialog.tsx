import { DIALOG_DEFAULT_WIDTH } from '@framehouse/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, useNotify, type FormProps } from 'react-admin';
import { errorMessageOf } from '../errors';
import { ErrorBanner } from './ErrorBanner';
import type { FormValues } from './form-values';

/**
 * A dialog around a react-admin form (invite or edit a member, create an API key, add an ad tag, import
 * a video): the title, the refusal's banner, the inputs, then Cancel and the submit button. Inputs say
 * what is wrong under themselves (no "The form is not valid" toast), and what `onSubmit` returns goes
 * under the inputs it names. While `pending`, the dialog stays open and its buttons are disabled.
 */
export function FormDialog({
  open = true,
  title,
  submitLabel,
  pending,
  error,
  defaultValues,
  // react-hook-form's own default; an explicit undefined would replace it.
  mode = 'onSubmit',
  width = DIALOG_DEFAULT_WIDTH,
  onSubmit,
  onClose,
  children,
}: {
  open?: boolean;
  title: string;
  submitLabel: string;
  pending: boolean;
  error: string | undefined;
  defaultValues: FormValues;
  mode?: FormProps['mode'];
  width?: number;
  onSubmit: (values: FormValues) => unknown;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      slotProps={{ paper: { sx: { width, maxWidth: '100%' } } }}
    >
      <Form
        onSubmit={onSubmit}
        defaultValues={defaultValues}
        mode={mode}
        noValidate
        disableInvalidFormNotification
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <ErrorBanner message={error} />
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/**
 * The banner of a FormDialog whose save is a react-admin mutation (useCreate, useUpdate): `saving()`
 * clears it and gives the mutation's options, which toast `success` and close the dialog, or keep the
 * refusal for the banner; `close` clears it too, for a dialog that stays mounted while closed.
 */
export function useMutationDialog(success: string, onClose: () => void) {
  const notify = useNotify();
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const saving = () => {
    setError(undefined);
    return {
      onSuccess: () => {
        notify(success, { type: 'success' });
        close();
      },
      onError: (failure: unknown) => setError(errorMessageOf(failure)),
    };
  };

  return { error, close, saving };
}

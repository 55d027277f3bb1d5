import { DIALOG_DEFAULT_WIDTH, validateAdTagName, validateAdTagUrl } from '@framehouse/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput } from 'react-admin';
import { ErrorBanner } from '../../components/ErrorBanner';
import { textValue, type FormValues } from '../../components/form-values';
import { apiErrorMessage, errorMessageOf } from '../../errors';
import { useApiCall } from '../../hooks/api-call';
import { sdk } from '../../sdk';
import { adTagFormErrors, type AdTag } from './ad-tags';

const validateName = (value: string | undefined) => validateAdTagName(value);
const validateUrl = (value: string | undefined) => validateAdTagUrl(value);

/**
 * Adds an ad tag, or renames or re-points one (`tag`). The API fetches the URL and refuses what is not
 * VAST; its refusals go under the name or URL field, anything else in the banner.
 */
export function AdTagDialog({
  tag,
  onClose,
  onSaved,
}: {
  tag?: AdTag;
  onClose: () => void;
  onSaved: (saved: AdTag) => void;
}) {
  const call = useApiCall();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const title = tag ? 'Edit ad tag' : 'Add ad tag';

  const save = async (values: FormValues) => {
    setError(undefined);
    setPending(true);
    const organizationMonetization = {
      name: textValue(values, 'name'),
      monetizationUrl: textValue(values, 'monetizationUrl'),
    };
    try {
      const payload = tag
        ? (await call(() => sdk.UpdateOrganizationMonetization({ id: tag.id, organizationMonetization })))
            .updateOrganizationMonetization
        : (await call(() => sdk.CreateOrganizationMonetization({ organizationMonetization })))
            .createOrganizationMonetization;
      if (payload.errors.length) {
        const { fields, other } = adTagFormErrors(payload.errors);
        if (other.length) setError(apiErrorMessage(other[0]));
        // react-admin's Form puts what onSubmit returns under the fields of those names.
        return Object.fromEntries(
          Object.entries(fields).map(([field, fieldError]) => [field, apiErrorMessage(fieldError)]),
        );
      }
      if (payload.organizationMonetization) onSaved(payload.organizationMonetization);
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setPending(false);
    }
    return undefined;
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby="ad-tag-dialog-title"
      slotProps={{ paper: { sx: { width: DIALOG_DEFAULT_WIDTH, maxWidth: '100%' } } }}
    >
      <Form
        onSubmit={save}
        defaultValues={{ name: tag?.name ?? '', monetizationUrl: tag?.monetizationUrl ?? '' }}
        noValidate
        disableInvalidFormNotification
      >
        <DialogTitle id="ad-tag-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <ErrorBanner message={error} />
          <DialogContentText sx={{ mb: 1 }}>
            The URL of a VAST ad tag from your ad server. It is checked when you save.
          </DialogContentText>
          <TextInput source="name" label="Name" validate={validateName} autoFocus />
          <TextInput
            source="monetizationUrl"
            label="Ad tag URL"
            validate={validateUrl}
            helperText="http:// or https://"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? 'Checking…' : 'Save'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

import { validateAdTagName, validateAdTagUrl } from '@framehouse/domain';
import { DialogContentText } from '@mui/material';
import { useState } from 'react';
import { TextInput } from 'react-admin';
import { textValue, type FormValues } from '../components/form-values';
import { FormDialog } from '../components/FormDialog';
import { apiErrorMessage, errorMessageOf, PayloadError } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { adTagFormErrors, type AdTag } from './ad-tags';
import { monetizationApi } from './monetization-data';

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

  const save = async (values: FormValues) => {
    setError(undefined);
    setPending(true);
    const input = { name: textValue(values, 'name'), monetizationUrl: textValue(values, 'monetizationUrl') };
    try {
      const saved = await call(() =>
        tag ? monetizationApi.updateAdTag(tag.id, input) : monetizationApi.createAdTag(input),
      );
      if (saved) onSaved(saved);
    } catch (failure) {
      if (!(failure instanceof PayloadError)) {
        setError(errorMessageOf(failure));
        return undefined;
      }
      const { fields, other } = adTagFormErrors(failure.errors);
      if (other.length) setError(apiErrorMessage(other[0]));
      // react-admin's Form puts what onSubmit returns under the fields of those names.
      return Object.fromEntries(
        Object.entries(fields).map(([field, fieldError]) => [field, apiErrorMessage(fieldError)]),
      );
    } finally {
      setPending(false);
    }
    return undefined;
  };

  return (
    <FormDialog
      title={tag ? 'Edit ad tag' : 'Add ad tag'}
      submitLabel={pending ? 'Checking…' : 'Save'}
      pending={pending}
      error={error}
      defaultValues={{ name: tag?.name ?? '', monetizationUrl: tag?.monetizationUrl ?? '' }}
      onSubmit={save}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}

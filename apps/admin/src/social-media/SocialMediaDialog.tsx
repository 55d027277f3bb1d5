import { validateRequired, validateSocialLabel, validateSocialUrl } from '@framehouse/domain';
import { SelectInput, TextInput } from 'react-admin';
import type { FormValues } from '../components/form-values';
import { FormDialog } from '../components/FormDialog';
import { useApiCall } from '../hooks/api-call';
import { useSubmission } from '../hooks/submission';
import {
  SOCIAL_PLATFORM_CHOICES,
  socialMediaFormDefaults,
  socialMediaInput,
  type SocialEntry,
} from './social-media-form';
import { socialMediaApi } from './social-media-data';

const validatePlatform = (value: string | undefined) => validateRequired(value);
const validateLabel = (value: string | undefined) => validateSocialLabel(value?.trim());
const validateUrl = (value: string | undefined) => validateSocialUrl(value?.trim());

/**
 * Adds a social media account, or changes the label or URL of one (`entry`: its platform is shown but
 * cannot change). The rules are checked under the inputs as you save; a refusal of the API shows in
 * the dialog's banner (platform §8).
 */
export function SocialMediaDialog({
  entry,
  onClose,
  onSaved,
}: {
  entry?: SocialEntry;
  onClose: () => void;
  onSaved: () => void;
}) {
  const call = useApiCall();
  const { pending, error, submit } = useSubmission();

  const save = async (values: FormValues) => {
    const input = socialMediaInput(values, entry !== undefined);
    const saved = await submit(() =>
      call(() => (entry ? socialMediaApi.update(entry.id, input) : socialMediaApi.create(input))),
    );
    if (saved) onSaved();
  };

  return (
    <FormDialog
      title={entry ? 'Edit social media' : 'Add social media'}
      submitLabel="Save"
      pending={pending}
      error={error}
      defaultValues={socialMediaFormDefaults(entry)}
      onSubmit={save}
      onClose={onClose}
    >
      <SelectInput
        source="platformName"
        label="Platform"
        choices={SOCIAL_PLATFORM_CHOICES}
        validate={validatePlatform}
        disabled={entry !== undefined}
        helperText={entry ? 'The platform cannot be changed.' : false}
      />
      <TextInput source="label" label="Label" validate={validateLabel} autoFocus />
      <TextInput
        source="accountUrl"
        label="Account URL"
        validate={validateUrl}
        helperText="http:// or https://, e.g. https://www.youtube.com/@yourchannel"
      />
    </FormDialog>
  );
}

import { ContextMessages, Permission, validateOrganizationName } from '@framehouse/domain';
import { TextInput, useNotify } from 'react-admin';
import type { CurrentOrganization } from '../auth/auth-data';
import { textValue, type FormValues } from '../components/form-values';
import { SettingsForm } from '../components/SettingsForm';
import { useApiCall } from '../hooks/api-call';
import { useCurrentUser, useHasPermissions } from '../hooks/current-user';
import { useSubmission } from '../hooks/submission';
import { organizationApi } from './organization-data';

export function OrganizationTab() {
  const { me } = useCurrentUser();
  if (!me?.organization) return null;
  return <RenameOrganizationForm organization={me.organization} />;
}

const validateName = (value: string | undefined) => validateOrganizationName(value);

function RenameOrganizationForm({ organization }: { organization: CurrentOrganization }) {
  const canChange = useHasPermissions(Permission.CHANGE_ORGANIZATION);
  const { refetch } = useCurrentUser();
  const call = useApiCall();
  const notify = useNotify();
  const { pending, error, submit } = useSubmission();

  const rename = async (values: FormValues) => {
    await submit(async () => {
      await call(() => organizationApi.update({ name: textValue(values, 'name') }));
      await refetch();
      notify(ContextMessages.nameChanged, { type: 'success' });
    });
  };

  return (
    <SettingsForm
      error={error}
      pending={pending}
      canSave={canChange}
      defaultValues={{ name: organization.name }}
      onSubmit={rename}
    >
      <TextInput source="name" label="Organization name" validate={validateName} disabled={!canChange} />
    </SettingsForm>
  );
}

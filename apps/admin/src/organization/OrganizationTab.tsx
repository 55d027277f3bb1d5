import { ContextMessages, Permission, validateOrganizationName } from '@framehouse/domain';
import { Box, Button, Stack } from '@mui/material';
import { Form, TextInput, useNotify } from 'react-admin';
import type { CurrentOrganization } from '../auth/auth-data';
import { ErrorBanner } from '../components/ErrorBanner';
import { textValue, type FormValues } from '../components/form-values';
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
    <Box sx={{ maxWidth: 480 }}>
      <ErrorBanner message={error} />
      <Form
        onSubmit={rename}
        defaultValues={{ name: organization.name }}
        noValidate
        disableInvalidFormNotification
      >
        <Stack>
          <TextInput source="name" label="Organization name" validate={validateName} disabled={!canChange} />
          <Box>
            <Button type="submit" variant="contained" disabled={!canChange || pending} sx={{ mt: 1 }}>
              Save
            </Button>
          </Box>
        </Stack>
      </Form>
    </Box>
  );
}

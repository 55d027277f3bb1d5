import { PAGE_SIZES, Permission } from '@framehouse/domain';
import AddIcon from '@mui/icons-material/Add';
import KeyIcon from '@mui/icons-material/Key';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { DataTable, DateField, ListBase, Pagination, useRecordContext } from 'react-admin';
import { ListStates } from '../components/ListStates';
import { useHasPermissions } from '../hooks/current-user';
import { RememberPageSize, useRememberedPageSize } from '../hooks/page-size';
import { ApiKeyRevokeButton } from './ApiKeyRevokeButton';
import { ApiKeyStatusBadge } from './ApiKeyStatusBadge';
import { ApiKeyValue } from './ApiKeyValue';
import { D2C_API_KEYS, type ApiKeyRow } from './d2c-records';

function KeyCell() {
  const apiKey = useRecordContext<ApiKeyRow>();
  return apiKey ? <ApiKeyValue apiKey={apiKey} /> : null;
}

function StatusCell() {
  const apiKey = useRecordContext<ApiKeyRow>();
  return apiKey ? <ApiKeyStatusBadge revoked={apiKey.revoked} /> : null;
}

function CreateApiKeyButton({ onCreate }: { onCreate: () => void }) {
  const canCreate = useHasPermissions(Permission.CREATE_D2C_API_KEY);
  if (!canCreate) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
      Create API key
    </Button>
  );
}

function ApiKeyTable() {
  return (
    <ListStates
      empty="No API keys yet. The D2C plugin needs one to send transcriptions."
      icon={<KeyIcon fontSize="inherit" />}
    >
      <Paper variant="outlined">
        <DataTable bulkActionButtons={false} rowClick={false} size="medium">
          <DataTable.Col source="name" label="Name" />
          <DataTable.Col source="key" label="Key" disableSort>
            <KeyCell />
          </DataTable.Col>
          <DataTable.Col source="created" label="Created">
            <DateField source="created" showTime />
          </DataTable.Col>
          <DataTable.Col source="revoked" label="Status">
            <StatusCell />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort>
            <ApiKeyRevokeButton />
          </DataTable.Col>
        </DataTable>
        <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />
      </Paper>
    </ListStates>
  );
}

/** The API Keys Management tab (spec §2): the organization's keys, newest first, with paging. */
export function ApiKeyList({ onCreate }: { onCreate: () => void }) {
  const perPage = useRememberedPageSize(D2C_API_KEYS);
  return (
    <ListBase<ApiKeyRow>
      resource={D2C_API_KEYS}
      perPage={perPage}
      sort={{ field: 'created', order: 'DESC' }}
      disableSyncWithLocation
      storeKey={false}
    >
      <RememberPageSize table={D2C_API_KEYS} />
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2, minHeight: 40 }}>
        <Typography color="text.secondary">
          The D2C plugin authenticates with these keys. A revoked key stops working at once.
        </Typography>
        <CreateApiKeyButton onCreate={onCreate} />
      </Stack>
      <ApiKeyTable />
    </ListBase>
  );
}

import {
  ContextMessages,
  deleteDialogTitle,
  micrositeStatusLabel,
  PAGE_SIZES,
  Permission,
} from '@framehouse/domain';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import WebIcon from '@mui/icons-material/Web';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Link as MuiLink,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  DataTable,
  DateField,
  ListBase,
  Loading,
  Pagination,
  useListContext,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CopyButton } from '../components/CopyButton';
import { ListStates } from '../components/ListStates';
import { useDocumentTitle } from '../hooks/document-title';
import { useHasPermissions } from '../hooks/current-user';
import { RememberPageSize, useRememberedPageSize } from '../hooks/page-size';
import { useRowDeletion } from '../overlays/use-row-deletion';
import { VideoSearch } from '../videos/VideoSearch';
import { MICROSITES, micrositesApi, type MicrositeRow } from './microsites-data';
import { micrositeEditPath, NEW_MICROSITE_PATH } from './microsites-routes';

/** The list's title links to the editor only with CHANGE_MICROSITE (§2, §6). */
function TitleCell() {
  const microsite = useRecordContext<MicrositeRow>();
  const canChange = useHasPermissions(Permission.CHANGE_MICROSITE);
  if (!microsite) return null;
  return canChange ? (
    <MuiLink component={Link} to={micrositeEditPath(microsite.id)} underline="hover" sx={{ fontWeight: 500 }}>
      {microsite.title}
    </MuiLink>
  ) : (
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      {microsite.title}
    </Typography>
  );
}

/** Clicking the domain copies it; the tooltip says "Copied" for 2 s (§2). */
function DomainCell() {
  const microsite = useRecordContext<MicrositeRow>();
  if (!microsite) return null;
  return (
    <CopyButton text={microsite.domain} label={`Copy ${microsite.domain}`}>
      {microsite.domain}
    </CopyButton>
  );
}

/** PUBLISHED once the microsite is healthy, PUBLISHING until then (§2, §4). */
export function MicrositeStatusBadge({ healthy }: { healthy: boolean }) {
  const label = micrositeStatusLabel(healthy);
  return (
    <Chip
      size="small"
      label={label}
      color={healthy ? 'success' : 'warning'}
      data-status={label}
      sx={{ fontWeight: 700, letterSpacing: '0.03em' }}
    />
  );
}

function ActionsCell({ onDelete }: { onDelete?: (microsite: MicrositeRow) => void }) {
  const microsite = useRecordContext<MicrositeRow>();
  const navigate = useNavigate();
  const canChange = useHasPermissions(Permission.CHANGE_MICROSITE);
  if (!microsite) return null;
  return (
    <Box sx={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
      {canChange && (
        <Tooltip title="Edit">
          <IconButton
            aria-label={`Edit ${microsite.title}`}
            onClick={() => navigate(micrositeEditPath(microsite.id))}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${microsite.title}`} onClick={() => onDelete(microsite)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/**
 * The empty state (§2): no microsite yet, what one is, and Create Microsite (CREATE_MICROSITE).
 */
function MicrositesEmptyState() {
  const canCreate = useHasPermissions(Permission.CREATE_MICROSITE);
  return (
    <Paper variant="outlined" sx={{ py: 8, px: 3, textAlign: 'center' }}>
      <Box sx={{ fontSize: 56, color: 'text.secondary' }}>
        <WebIcon fontSize="inherit" />
      </Box>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {ContextMessages.noMicrosites}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto', mb: 3 }}>
        A microsite is a standard site for your videos and moments under a personal subdomain, with your
        highlight colour and your logo. Choose the subdomain with care: it cannot be changed later.
      </Typography>
      {canCreate && (
        <Button variant="contained" startIcon={<AddIcon />} component={Link} to={NEW_MICROSITE_PATH}>
          Create Microsite
        </Button>
      )}
    </Paper>
  );
}

function MicrositeTable() {
  const { refetch, total, isPending, filterValues } = useListContext<MicrositeRow>();
  const canDelete = useHasPermissions(Permission.DELETE_MICROSITE);
  const deletion = useRowDeletion<MicrositeRow>({
    remove: (microsite) => micrositesApi.remove(microsite.id),
    reload: async () => {
      await refetch();
    },
    deleted: 'Microsite has been deleted.',
  });
  // Without a search, no row means the organization has no microsite: the empty-state page (§2).
  if (!isPending && total === 0 && !filterValues.search) return <MicrositesEmptyState />;
  return (
    <>
      <Box sx={{ mb: 2, minHeight: 40, display: 'flex', alignItems: 'center' }}>
        <VideoSearch placeholder="Search microsites" />
      </Box>
      <ListStates empty="No microsite matches the search." icon={<WebIcon fontSize="inherit" />}>
        <Paper variant="outlined">
          <DataTable rowClick={false} bulkActionButtons={false} size="medium">
            <DataTable.Col source="title" label="Title">
              <TitleCell />
            </DataTable.Col>
            <DataTable.Col source="domain" label="URL">
              <DomainCell />
            </DataTable.Col>
            <DataTable.Col source="created" label="Date Created">
              <DateField source="created" />
            </DataTable.Col>
            <DataTable.Col
              label="Status"
              disableSort
              render={(microsite: MicrositeRow) => <MicrositeStatusBadge healthy={microsite.healthy} />}
            />
            <DataTable.Col label="Actions" disableSort align="right">
              <ActionsCell onDelete={canDelete ? deletion.ask : undefined} />
            </DataTable.Col>
          </DataTable>
          <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />
        </Paper>
      </ListStates>
      {deletion.deleting && (
        <ConfirmDialog title={deleteDialogTitle('microsite')} {...deletion.dialogProps(deletion.deleting)}>
          Are you sure you want to delete the microsite “{deletion.deleting.title}”? Its site at{' '}
          {deletion.deleting.domain} goes offline.
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * /microsite (overlays-distribution §2), titled Microsite: the empty state, or the table (Title, URL and
 * Date Created sortable, newest id first; Status and Actions not), with search and pages of 25/50/100
 * remembered. The list has no permission gate (§6); Create Microsite needs CREATE_MICROSITE.
 */
export function MicrositesPage() {
  useDocumentTitle('Microsite');
  const { isPending } = usePermissions();
  const canCreate = useHasPermissions(Permission.CREATE_MICROSITE);
  const perPage = useRememberedPageSize(MICROSITES);
  if (isPending) return <Loading />;
  return (
    <ListBase<MicrositeRow>
      resource={MICROSITES}
      perPage={perPage}
      // §2: ordered by id descending by default (MICROSITE_LIST_DEFAULT_ORDER_BY, '-id').
      sort={{ field: 'id', order: 'DESC' }}
      disableSyncWithLocation
      storeKey={false}
    >
      <RememberPageSize table={MICROSITES} />
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4">
          Microsite
        </Typography>
        <CreateButton show={canCreate} />
      </Stack>
      <MicrositeTable />
    </ListBase>
  );
}

/** The heading's Create Microsite, once the list has rows (the empty state has its own). */
function CreateButton({ show }: { show: boolean }) {
  const { total, isPending, filterValues } = useListContext();
  if (!show || isPending || (total === 0 && !filterValues.search)) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} component={Link} to={NEW_MICROSITE_PATH}>
      Create Microsite
    </Button>
  );
}

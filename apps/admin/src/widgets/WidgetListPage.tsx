import {
  ContextMessages,
  deleteDialogTitle,
  PAGE_SIZES,
  Permission,
  validateCarouselName,
} from '@framehouse/domain';
import AddIcon from '@mui/icons-material/Add';
import TuneIcon from '@mui/icons-material/Tune';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, DateField, ListBase, Pagination, TextInput, useListContext } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { RecordEditDelete, RecordNameLink } from '../components/RecordRowCells';
import { textValue, type FormValues } from '../components/form-values';
import { FormDialog } from '../components/FormDialog';
import { ListStates } from '../components/ListStates';
import { errorMessageOf } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { RememberPageSize, useRememberedPageSize } from '../hooks/page-size';
import { useRowDeletion } from '../overlays/use-row-deletion';
import { CAROUSELS, widgetsApi, type CarouselRow } from './widgets-data';
import { carouselCustomizePath, WIDGET_PRESETS_PATH } from './widgets-routes';
import { WidgetsGate } from './WidgetsGate';

const validateName = (value: string | undefined) => validateCarouselName(value);

/**
 * The Create widget modal (§2): a name, then Next creates the widget and opens its customize page. The
 * plan's WIDGETS_CAROUSEL_LIMIT answers with its own sentence in the banner.
 */
function CreateWidgetDialog({ onClose }: { onClose: () => void }) {
  const call = useApiCall();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const create = async (values: FormValues) => {
    setError(undefined);
    setPending(true);
    try {
      const created = await call(() => widgetsApi.createCarousel(textValue(values, 'name')));
      navigate(carouselCustomizePath(created.id));
    } catch (failure) {
      setError(errorMessageOf(failure));
      setPending(false);
    }
  };

  return (
    <FormDialog
      title="Create widget"
      submitLabel={pending ? 'Creating…' : 'Next'}
      pending={pending}
      error={error}
      defaultValues={{ name: '' }}
      onSubmit={create}
      onClose={onClose}
    >
      <TextInput source="name" label="Name" validate={validateName} autoFocus />
    </FormDialog>
  );
}

function WidgetTable() {
  const { refetch } = useListContext<CarouselRow>();
  const canDelete = useHasPermissions(Permission.DELETE_CAROUSEL);
  const canChange = useHasPermissions(Permission.CHANGE_CAROUSEL);
  const deletion = useRowDeletion<CarouselRow>({
    remove: (carousel) => widgetsApi.deleteCarousel(carousel.id),
    reload: async () => {
      await refetch();
    },
    deleted: 'Widget has been deleted.',
  });
  return (
    <ListStates empty="No widgets yet." icon={<ViewCarouselIcon fontSize="inherit" />}>
      <Paper variant="outlined">
        <DataTable bulkActionButtons={false} rowClick={false} size="medium">
          <DataTable.Col source="name" label="Name">
            <RecordNameLink<CarouselRow> pathOf={(carousel) => carouselCustomizePath(carousel.id)} />
          </DataTable.Col>
          <DataTable.NumberCol source="momentsCount" label="Moments" disableSort />
          <DataTable.Col source="created" label="Created">
            <DateField source="created" showTime />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort align="right">
            {/* Edit and Delete (which asks first, §8). */}
            <RecordEditDelete<CarouselRow>
              editPathOf={canChange ? (carousel) => carouselCustomizePath(carousel.id) : undefined}
              onDelete={canDelete ? deletion.ask : undefined}
            />
          </DataTable.Col>
        </DataTable>
        <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />
      </Paper>
      {deletion.deleting && (
        <ConfirmDialog title={deleteDialogTitle('widget')} {...deletion.dialogProps(deletion.deleting)}>
          {ContextMessages.deleteWidgetConfirmation}
        </ConfirmDialog>
      )}
    </ListStates>
  );
}

/**
 * /widget (overlays-distribution §2): "List of widgets", sortable by name and created, paged 25/50/100
 * (remembered), with Presets and Create widget. The area needs VIEW_CAROUSEL (§6).
 */
function WidgetList() {
  const canCreate = useHasPermissions(Permission.CREATE_CAROUSEL);
  const perPage = useRememberedPageSize(CAROUSELS);
  const [creating, setCreating] = useState(false);
  return (
    <ListBase<CarouselRow>
      resource={CAROUSELS}
      perPage={perPage}
      sort={{ field: 'created', order: 'DESC' }}
      disableSyncWithLocation
      storeKey={false}
    >
      <RememberPageSize table={CAROUSELS} />
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4">
          List of widgets
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<TuneIcon />} component={Link} to={WIDGET_PRESETS_PATH}>
            Presets
          </Button>
          {canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              Create widget
            </Button>
          )}
        </Stack>
      </Stack>
      <WidgetTable />
      {creating && <CreateWidgetDialog onClose={() => setCreating(false)} />}
    </ListBase>
  );
}

export function WidgetListPage() {
  return (
    <WidgetsGate permission={Permission.VIEW_CAROUSEL}>
      <WidgetList />
    </WidgetsGate>
  );
}

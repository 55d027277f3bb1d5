import { deleteDialogTitle, PAGE_SIZES, Permission } from '@framehouse/domain';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import {
  DataTable,
  DateField,
  ListBase,
  Pagination,
  useListContext,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { RecordEditDelete } from '../components/RecordRowCells';
import { ListStates } from '../components/ListStates';
import { useHasPermissions } from '../hooks/current-user';
import { RememberPageSize, useRememberedPageSize } from '../hooks/page-size';
import { useLoaded } from '../hooks/use-loaded';
import { EditorLoadState } from '../overlays/CtaEditorStates';
import { useRowDeletion } from '../overlays/use-row-deletion';
import { PresetDialog } from './PresetDialog';
import { COLOR_THEME_LABELS } from './WidgetStyleFields';
import { domainColorTheme, widgetsApi, WIDGET_PRESETS, type PresetRow } from './widgets-data';
import { WIDGET_LIST_PATH, WIDGET_PRESETS_PATH, widgetPresetPath } from './widgets-routes';
import { WidgetsGate } from './WidgetsGate';

/** §8: deleting a preset warns about the widgets made with it (ours: what they lose). */
export const PRESET_DELETE_WARNING =
  'Widgets that used this preset keep their colours and Google Analytics IDs but no longer show its end card. Remove or regenerate those widgets.';

function ColorCell() {
  const preset = useRecordContext<PresetRow>();
  if (!preset) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Box
        aria-hidden
        sx={{
          width: 18,
          height: 18,
          borderRadius: 0.5,
          bgcolor: preset.style.mainColor,
          border: 1,
          borderColor: 'divider',
        }}
      />
      <span>{preset.style.mainColor}</span>
    </Stack>
  );
}

/** /widget/presets/{presetId}: that preset's Edit preset modal over the list; closing it goes back to the list. */
function EditPresetRoute({ presetId }: { presetId: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { refetch } = useListContext<PresetRow>();
  const load = useCallback(() => widgetsApi.widgetPreset(presetId), [presetId]);
  const { data, error, loading } = useLoaded(load);
  const close = () => {
    void refetch();
    navigate(WIDGET_PRESETS_PATH);
  };
  if (loading || error || !data) {
    // An unknown preset shows "ERROR" (§8) in place of the modal's form.
    return loading ? null : (
      <Box sx={{ mt: 2 }}>
        <EditorLoadState failed />
      </Box>
    );
  }
  return (
    <PresetDialog
      key={data.id}
      preset={data}
      onClose={close}
      onSaved={() => {
        notify('Preset has been saved.', { type: 'success' });
        close();
      }}
    />
  );
}

function PresetTable() {
  const { refetch } = useListContext<PresetRow>();
  const canDelete = useHasPermissions(Permission.DELETE_WIDGET_PRESET);
  const canChange = useHasPermissions(Permission.CHANGE_WIDGET_PRESET);
  const deletion = useRowDeletion<PresetRow>({
    remove: (preset) => widgetsApi.deleteWidgetPreset(preset.id),
    reload: async () => {
      await refetch();
    },
    deleted: 'Preset has been deleted.',
  });
  return (
    <ListStates empty="No presets yet." icon={<TuneIcon fontSize="inherit" />}>
      <Paper variant="outlined">
        <DataTable bulkActionButtons={false} rowClick={false} size="medium">
          <DataTable.Col source="name" label="Name" />
          <DataTable.Col
            label="Colour theme"
            disableSort
            render={(preset: PresetRow) => COLOR_THEME_LABELS[domainColorTheme(preset.style.colorTheme)]}
          />
          <DataTable.Col label="Main colour" disableSort>
            <ColorCell />
          </DataTable.Col>
          <DataTable.Col
            label="End card"
            disableSort
            render={(preset: PresetRow) => preset.endCard?.name ?? 'None'}
          />
          <DataTable.Col source="created" label="Created">
            <DateField source="created" showTime />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort align="right">
            <RecordEditDelete<PresetRow>
              editPathOf={canChange ? (preset) => widgetPresetPath(preset.id) : undefined}
              onDelete={canDelete ? deletion.ask : undefined}
            />
          </DataTable.Col>
        </DataTable>
        <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />
      </Paper>
      {deletion.deleting && (
        <ConfirmDialog title={deleteDialogTitle('preset')} {...deletion.dialogProps(deletion.deleting)}>
          <p>Are you sure you want to delete the preset “{deletion.deleting.name}”?</p>
          <p>{PRESET_DELETE_WARNING}</p>
        </ConfirmDialog>
      )}
    </ListStates>
  );
}

function PresetList() {
  const { presetId } = useParams();
  const notify = useNotify();
  const canCreate = useHasPermissions(Permission.CREATE_WIDGET_PRESET);
  const perPage = useRememberedPageSize(WIDGET_PRESETS);
  const [creating, setCreating] = useState(false);
  return (
    <ListBase<PresetRow>
      resource={WIDGET_PRESETS}
      perPage={perPage}
      sort={{ field: 'created', order: 'DESC' }}
      disableSyncWithLocation
      storeKey={false}
    >
      <RememberPageSize table={WIDGET_PRESETS} />
      <Button component={Link} to={WIDGET_LIST_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        Back to widget list
      </Button>
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4">
          Widget Presets
        </Typography>
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            Create preset
          </Button>
        )}
      </Stack>
      <PresetTable />
      {creating && (
        <CreatedPresetDialog
          onClose={() => setCreating(false)}
          onCreated={() => {
            notify('Preset has been created.', { type: 'success' });
            setCreating(false);
          }}
        />
      )}
      {presetId && <EditPresetRoute presetId={presetId} />}
    </ListBase>
  );
}

/** Create preset, then the list shows it. */
function CreatedPresetDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { refetch } = useListContext<PresetRow>();
  return (
    <PresetDialog
      onClose={onClose}
      onSaved={() => {
        void refetch();
        onCreated();
      }}
    />
  );
}

/**
 * /widget/presets and /widget/presets/{presetId} (overlays-distribution §2): "Widget Presets", a table
 * with Create preset and Edit preset modals. Without VIEW_WIDGET_PRESET the no-access view shows.
 */
export function WidgetPresetsPage() {
  return (
    <WidgetsGate permission={Permission.VIEW_WIDGET_PRESET}>
      <PresetList />
    </WidgetsGate>
  );
}

import {
  CONTENT_SOURCE_LABELS,
  ContentSource,
  ContextMessages,
  deleteObjectsConfirmation,
  formatDuration,
  isObjectDetectionPending,
  ObjectAnnotationMessages,
  ObjectDetectionStatus,
  OBJECT_CATEGORY_LABELS,
  OBJECT_CREATION_VIDEO_STATUSES,
  Permission,
  ToggleAction,
  VideoStatus,
} from '@framehouse/domain';
import {
  ObjectToggleField,
  type ObjectAnnotationFieldsFragment,
  type VideoObjectsStateQuery,
} from '@framehouse/sdk';
import AddIcon from '@mui/icons-material/Add';
import CategoryIcon from '@mui/icons-material/Category';
import { Alert, Button, LinearProgress, Stack, TableCell, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { RowThumbnail } from '../components/RowThumbnail';
import { SelectableTable, TableToolbar, TitleCell, ToggleCell } from '../components/SelectableTable';
import { useRowAction, useTableQuery } from '../components/table-hooks';
import { bulkToggleAction } from '../components/table-query';
import { enumMember, memberToggleAction } from '../enum-member';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { deleteObjectsTitle, objectsPollInterval, OBJECTS_TABLE } from './object-list';
import { objectsApi } from './objects-data';

type ObjectRow = ObjectAnnotationFieldsFragment;
type VideoState = NonNullable<VideoObjectsStateQuery['videoById']>;

const THUMBNAIL_WIDTH = 72;

/** The selection's bulk switches (spec §2): each turns its field on unless every selected row has it. */
const BULK_TOGGLES: {
  field: ObjectToggleField;
  of: (row: ObjectRow) => boolean;
  labels: Record<ToggleAction, string>;
}[] = [
  {
    field: ObjectToggleField.Visible,
    of: (row) => row.visible,
    labels: { [ToggleAction.ENABLE]: 'Enable', [ToggleAction.DISABLE]: 'Disable' },
  },
  {
    field: ObjectToggleField.Promote,
    of: (row) => row.promote,
    labels: { [ToggleAction.ENABLE]: 'Promote', [ToggleAction.DISABLE]: 'Stop promoting' },
  },
];

/**
 * The Objects tab of a video (spec §2, /video/{videoId}/objects; VIEW_OBJECT): the objects by start then
 * end, search, paging (25/50/100, remembered), promote and visible switches (CHANGE_OBJECT), selection
 * with bulk toggles and delete, "Processing objects" while the AI identifies them (polled), and "New
 * object" in the statuses that allow it.
 */
export function ObjectsTab({ video }: { video: { id: string } }) {
  const canView = useHasPermissions(Permission.VIEW_OBJECT);
  const canChange = useHasPermissions(Permission.CHANGE_OBJECT);
  const canDelete = useHasPermissions(Permission.DELETE_OBJECT);
  const canCreate = useHasPermissions(Permission.CREATE_OBJECT);
  const call = useApiCall();
  const query = useTableQuery(OBJECTS_TABLE);
  const { page, pageSize, search } = query;
  const [state, setState] = useState<VideoState | null>(null);
  const [rows, setRows] = useState<ObjectRow[]>();
  const [total, setTotal] = useState(0);
  const [loadError, setLoadError] = useState(false);

  const load = useCallback(async () => {
    try {
      const [videoState, list] = await Promise.all([
        call(() => objectsApi.videoState(video.id)),
        call(() => objectsApi.list({ videoId: video.id, search: search || undefined, page, pageSize })),
      ]);
      setState(videoState);
      setRows(list.nodes);
      setTotal(list.totalCount);
      setLoadError(false);
    } catch {
      setLoadError(true);
    }
  }, [call, video.id, search, page, pageSize]);

  useEffect(() => {
    if (canView) void load();
  }, [canView, load]);

  const detectionStatus = enumMember(ObjectDetectionStatus, state?.objectDetection?.status);
  const interval = objectsPollInterval(detectionStatus);
  useEffect(() => {
    if (interval === false) return undefined;
    const id = window.setInterval(() => void load(), interval);
    return () => window.clearInterval(id);
  }, [interval, load]);

  const { busy, run } = useRowAction(load);
  const toggle = (ids: string[], field: ObjectToggleField, action: ToggleAction) =>
    run(() => objectsApi.toggle(video.id, ids, memberToggleAction(action), field));

  if (!canView) return null;
  if (loadError && !state) return <Typography color="error">{ContextMessages.loadError}</Typography>;

  const status = enumMember(VideoStatus, state?.status);
  const creatable = canCreate && status !== undefined && OBJECT_CREATION_VIDEO_STATUSES.includes(status);
  const selectedRows = (rows ?? []).filter((row) => query.selected.includes(row.id));
  const processing = isObjectDetectionPending(detectionStatus);

  return (
    <Stack spacing={2}>
      <TableToolbar
        query={query}
        searchLabel="Search objects"
        selectionLabel="Selected objects"
        busy={busy}
        deletion={
          canDelete
            ? {
                title: deleteObjectsTitle,
                confirmation: deleteObjectsConfirmation,
                remove: objectsApi.remove,
                reload: load,
              }
            : undefined
        }
        actions={
          <Button
            component={Link}
            to={`/video/${video.id}/object/new`}
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!creatable}
          >
            New object
          </Button>
        }
      >
        {canChange &&
          BULK_TOGGLES.map(({ field, of, labels }) => {
            const action = bulkToggleAction(selectedRows.map(of));
            return (
              <Button
                key={field}
                size="small"
                variant="outlined"
                disabled={busy}
                onClick={() => void toggle([...query.selected], field, action)}
              >
                {labels[action]}
              </Button>
            );
          })}
      </TableToolbar>

      {processing && (
        <Alert severity="info" icon={false}>
          <Typography sx={{ fontWeight: 500 }}>{ContextMessages.processingObjects}</Typography>
          <Typography variant="body2" color="text.secondary">
            {ObjectAnnotationMessages.processingObjectsDetail}
          </Typography>
          <LinearProgress
            aria-label={ContextMessages.processingObjects}
            variant="determinate"
            value={state?.objectDetection?.percent ?? 0}
            sx={{ mt: 1, width: 320 }}
          />
        </Alert>
      )}

      <SelectableTable
        label="Objects"
        selectAllLabel="Select all objects"
        query={query}
        selectable={canChange || canDelete}
        rows={rows}
        total={total}
        columns={8}
        empty="No objects yet."
        noMatch="No objects match your search."
        head={
          <>
            <TableCell>Title</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Start</TableCell>
            <TableCell>End</TableCell>
            <TableCell>Source</TableCell>
            {canChange && <TableCell>Promote</TableCell>}
            {canChange && <TableCell>Visible</TableCell>}
          </>
        }
      >
        {(row) => (
          <>
            <TitleCell
              thumbnail={
                <RowThumbnail
                  url={row.thumbnailUrl}
                  width={THUMBNAIL_WIDTH}
                  aspectRatio="4 / 3"
                  fallback={<CategoryIcon />}
                />
              }
              title={row.title}
              to={`/video/${video.id}/object/${row.id}`}
              detail={row.url}
            />
            <TableCell>{OBJECT_CATEGORY_LABELS[row.category] ?? row.category}</TableCell>
            <TableCell>{formatDuration(row.timeRange.start, { milliseconds: true })}</TableCell>
            <TableCell>{formatDuration(row.timeRange.end, { milliseconds: true })}</TableCell>
            <TableCell>
              {CONTENT_SOURCE_LABELS[enumMember(ContentSource, row.source) ?? ContentSource.USER]}
            </TableCell>
            {canChange && (
              <ToggleCell
                label={`Promote ${row.title}`}
                checked={row.promote}
                disabled={busy}
                onToggle={(action) => void toggle([row.id], ObjectToggleField.Promote, action)}
              />
            )}
            {canChange && (
              <ToggleCell
                label={`Visible ${row.title}`}
                checked={row.visible}
                disabled={busy}
                onToggle={(action) => void toggle([row.id], ObjectToggleField.Visible, action)}
              />
            )}
          </>
        )}
      </SelectableTable>
    </Stack>
  );
}

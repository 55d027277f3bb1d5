import { formatDuration, PAGE_SIZES } from '@framehouse/domain';
import SubtitlesIcon from '@mui/icons-material/Subtitles';
import { Paper, Typography } from '@mui/material';
import { DataTable, DateField, ListBase, Pagination, useListContext, useRecordContext } from 'react-admin';
import { ListStates } from '../components/ListStates';
import { RememberPageSize, useRememberedPageSize } from '../hooks/page-size';
import { D2C_TRANSCRIPTIONS, limitsUsageOf, type TranscriptionRow } from './d2c-records';
import { transcriptionPollInterval } from './transcription-polling';
import { TranscriptionStatusBadge } from './TranscriptionStatusBadge';
import { transcriptionUsageMeter } from './usage-meters';
import { UsageMeters } from './UsageMeters';

function StatusCell() {
  const transcription = useRecordContext<TranscriptionRow>();
  return transcription ? <TranscriptionStatusBadge transcription={transcription} /> : null;
}

/** Seconds of media as mm:ss; a job not validated yet has no duration. */
function durationText(transcription: TranscriptionRow): string {
  return transcription.duration === null ? '—' : formatDuration(transcription.duration * 1000);
}

/** The meters come with the list (one query, spec §7), so every poll refreshes them too. */
function ListUsageMeters() {
  const { meta, isPending, error } = useListContext<TranscriptionRow>();
  if (error) return null;
  return <UsageMeters meter={transcriptionUsageMeter(limitsUsageOf(meta))} loading={isPending} />;
}

function TranscriptionTable() {
  return (
    <ListStates
      empty="No transcriptions yet. The files the D2C plugin sends are listed here."
      icon={<SubtitlesIcon fontSize="inherit" />}
    >
      <Paper variant="outlined">
        <DataTable bulkActionButtons={false} rowClick={false} size="medium">
          <DataTable.Col source="inputName" label="File" />
          <DataTable.Col source="duration" label="Duration" render={durationText} />
          <DataTable.Col source="status" label="Status">
            <StatusCell />
          </DataTable.Col>
          <DataTable.Col source="created" label="Created">
            <DateField source="created" showTime />
          </DataTable.Col>
        </DataTable>
        <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />
      </Paper>
    </ListStates>
  );
}

/** The Service Usage tab (spec §2): the usage meters and the transcriptions, polled (often while any runs). */
export function ServiceUsageTab() {
  const perPage = useRememberedPageSize(D2C_TRANSCRIPTIONS);
  return (
    <ListBase<TranscriptionRow>
      resource={D2C_TRANSCRIPTIONS}
      perPage={perPage}
      sort={{ field: 'created', order: 'DESC' }}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ refetchInterval: (query) => transcriptionPollInterval(query.state.data?.data) }}
    >
      <RememberPageSize table={D2C_TRANSCRIPTIONS} />
      <ListUsageMeters />
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Transcriptions
      </Typography>
      <TranscriptionTable />
    </ListBase>
  );
}

import { ANALYTICS_REPORT_LABELS, type AnalyticsRange, type AnalyticsReport } from '@framehouse/domain';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useNotifyError } from '../hooks/notify-error';
import { saveFile } from '../components/save-file';
import { analyticsApi, exportReportsOf, type AnalyticsScope } from './analytics-data';

/**
 * Export CSV: a menu of the reports of a video's, a moment's or the organization's export, each saved as
 * the file the API names.
 */
export function AnalyticsExportButton({ scope, range }: { scope: AnalyticsScope; range: AnalyticsRange }) {
  const notifyError = useNotifyError();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async (report: AnalyticsReport) => {
    setAnchor(null);
    setBusy(true);
    try {
      const { file, filename } = await analyticsApi.csv(scope, range, report);
      saveFile(file, filename);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={14} /> : <DownloadIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Export CSV
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {exportReportsOf(scope).map((report) => (
          <MenuItem key={report} onClick={() => void download(report)}>
            {ANALYTICS_REPORT_LABELS[report]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

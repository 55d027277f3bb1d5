import { UPLOAD_ACCEPTED_TYPES } from '@framehouse/domain';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import YouTubeIcon from '@mui/icons-material/YouTube';
import {
  Button,
  LinearProgress,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { ImportVideoDialog } from './ImportVideoDialog';
import { useVideoUpload } from './VideoUploadProvider';

/** The upload in progress: file name, percent, Cancel (spec §4). */
function UploadProgress() {
  const { active, cancelUpload } = useVideoUpload();
  if (!active) return null;
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-label="Upload in progress"
      sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 2, minWidth: 320 }}
    >
      <Stack sx={{ flexGrow: 1, minWidth: 0 }} spacing={0.5}>
        <Typography variant="body2" noWrap title={active.filename}>
          Uploading {active.filename}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center">
          <LinearProgress
            variant="determinate"
            value={active.percent}
            sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
            aria-label="Upload progress"
          />
          <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }} data-testid="upload-percent">
            {active.percent}%
          </Typography>
        </Stack>
      </Stack>
      <Button size="small" onClick={cancelUpload}>
        Cancel
      </Button>
    </Paper>
  );
}

/** An upload a reload interrupted: choose the same file to send what is missing, or give it up (ours). */
function InterruptedUpload() {
  const { interrupted, resumeUpload, discardInterrupted } = useVideoUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  if (!interrupted) return null;
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-label="Interrupted upload"
      sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1, minWidth: 320 }}
    >
      <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap title={interrupted.filename}>
        Upload of {interrupted.filename} was interrupted.
      </Typography>
      <Button size="small" variant="outlined" onClick={() => fileInput.current?.click()}>
        Resume
      </Button>
      <Button size="small" onClick={discardInterrupted}>
        Discard
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept={UPLOAD_ACCEPTED_TYPES.join(',')}
        hidden
        data-testid="resume-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) resumeUpload(file);
        }}
      />
    </Paper>
  );
}

/** "Upload video" (direct upload of one video file) and "Import video from YouTube" (spec §2). */
export function UploadMenu() {
  const { startUpload, refuseWhileUploading } = useVideoUpload();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [importing, setImporting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const chooseFile = () => {
    setAnchor(null);
    if (refuseWhileUploading()) return;
    fileInput.current?.click();
  };
  const openImport = () => {
    setAnchor(null);
    if (refuseWhileUploading()) return;
    setImporting(true);
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <UploadProgress />
      <InterruptedUpload />
      <Button
        variant="contained"
        startIcon={<CloudUploadIcon />}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'upload-menu' : undefined}
      >
        Upload
      </Button>
      <Menu
        id="upload-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={chooseFile}>
          <ListItemIcon>
            <UploadFileIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Upload video</ListItemText>
        </MenuItem>
        <MenuItem onClick={openImport}>
          <ListItemIcon>
            <YouTubeIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Import video from YouTube</ListItemText>
        </MenuItem>
      </Menu>
      <input
        ref={fileInput}
        type="file"
        accept={UPLOAD_ACCEPTED_TYPES.join(',')}
        hidden
        data-testid="video-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again fires a change.
          event.target.value = '';
          if (file) startUpload(file);
        }}
      />
      {importing && <ImportVideoDialog open onClose={() => setImporting(false)} />}
    </Stack>
  );
}

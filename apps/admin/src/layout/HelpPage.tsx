import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { EmptyState } from '../components/EmptyState';

/** Where Help leads when the operator has not configured a help desk address (VITE_HELP_URL). */
export function HelpPage() {
  return (
    <EmptyState
      title="Help"
      message="No help desk is set up for this installation yet. Contact the admin of your organization."
      icon={<HelpOutlineIcon fontSize="inherit" />}
    />
  );
}

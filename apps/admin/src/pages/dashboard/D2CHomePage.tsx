import SubtitlesIcon from '@mui/icons-material/Subtitles';
import { EmptyState } from '../../components/EmptyState';

/** The D2C home's place; API keys and service usage arrive with the D2C area. */
export function D2CHomePage() {
  return (
    <EmptyState title="D2C" message="No transcriptions yet." icon={<SubtitlesIcon fontSize="inherit" />} />
  );
}

import { Permission } from '@framehouse/domain';
import { Loading, usePermissions } from 'react-admin';
import { useHasPermissions } from '../../hooks/current-user';
import { VideosAndMomentsPage } from '../videos/VideosAndMomentsPage';
import { D2CHomePage } from './D2CHomePage';

/** The logged-in root: the video dashboard for creator-suite users, otherwise the D2C home (spec §2). */
export function HomePage() {
  const { isPending } = usePermissions();
  const canViewVideos = useHasPermissions(Permission.VIEW_VIDEO_DASHBOARD);
  if (isPending) return <Loading />;
  return canViewVideos ? <VideosAndMomentsPage /> : <D2CHomePage />;
}

import { Permission } from '@framehouse/domain';
import { Loading, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useHasPermissions } from '../hooks/current-user';
import { VideosAndMomentsPage } from '../videos/VideosAndMomentsPage';

/**
 * The logged-in root: the video dashboard for creator-suite users, otherwise the D2C home (spec §2), at
 * its own address so that its tabs and the navigation entry work as they do there.
 */
export function HomePage() {
  const { isPending } = usePermissions();
  const canViewVideos = useHasPermissions(Permission.VIEW_VIDEO_DASHBOARD);
  if (isPending) return <Loading />;
  return canViewVideos ? <VideosAndMomentsPage /> : <Navigate to="/d2c" replace />;
}

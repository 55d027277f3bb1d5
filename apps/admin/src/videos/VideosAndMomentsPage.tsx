import { Permission } from '@framehouse/domain';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Loading, usePermissions } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { AccessFallback } from '../components/AccessFallback';
import { useHasPermissions } from '../hooks/current-user';
import { MomentList } from '../moments/MomentList';
import { UploadMenu } from '../upload/UploadMenu';
import { VideoList } from './VideoList';

export const VIDEOS_PATH = '/dashboard/videos';
export const MOMENTS_PATH = '/dashboard/moments';

/**
 * "Videos and Moments" (spec §2): the Videos tab at /, /dashboard and /dashboard/videos, the Moments
 * tab at /dashboard/moments; the upload menu for users who may upload.
 */
export function VideosAndMomentsPage() {
  const { pathname } = useLocation();
  const { isPending } = usePermissions();
  const canView = useHasPermissions(Permission.VIEW_VIDEO_DASHBOARD);
  const canUpload = useHasPermissions(Permission.UPLOAD_VIDEO);
  const tab = pathname === MOMENTS_PATH || pathname.startsWith(`${MOMENTS_PATH}/`) ? 'moments' : 'videos';

  if (isPending) return <Loading />;
  if (!canView) return <AccessFallback />;
  return (
    <Box>
      <Stack
        direction="row"
        spacing={2}
        alignItems="center"
        justifyContent="space-between"
        flexWrap="wrap"
        useFlexGap
        sx={{ mb: 2 }}
      >
        <Typography component="h1" variant="h4">
          Videos and Moments
        </Typography>
        {canUpload && <UploadMenu />}
      </Stack>
      <Tabs value={tab} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tab label="Videos" value="videos" component={Link} to={VIDEOS_PATH} />
        <Tab label="Moments" value="moments" component={Link} to={MOMENTS_PATH} />
      </Tabs>
      {tab === 'videos' ? <VideoList /> : <MomentList />}
    </Box>
  );
}

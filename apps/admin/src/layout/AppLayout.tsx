import { ContextMessages, isActiveSubscriptionStatus, SubscriptionStatus } from '@framehouse/domain';
import { Alert, Box, Button } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { Loading, useLogoutIfAccessDenied, usePermissions } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { LoginPage } from '../auth/LoginPage';
import { useIsLoggedIn } from '../auth/token-storage';
import { enumMember } from '../enum-member';
import { useCurrentUser } from '../hooks/current-user';
import { useDocumentTitle } from '../hooks/document-title';
import { productTitle } from '../product';
import { VideoUploadProvider } from '../upload/VideoUploadProvider';
import { Navigation } from './Navigation';

/**
 * react-admin's layout slot. Logged out, the root is the login page and every other in-app route
 * leads there (and back after login); logged in, the navigation frames the screen.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!loggedIn) {
    if (location.pathname === '/') return <LoginPage />;
    return (
      <Navigate to="/" replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />
    );
  }
  return <SignedInLayout>{children}</SignedInLayout>;
}

function SignedInLayout({ children }: { children?: ReactNode }) {
  const { me, isPending, error, refetch } = useCurrentUser();
  const { permissions } = usePermissions<string[]>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useDocumentTitle(productTitle(permissions));

  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);

  if (isPending) return <Loading />;
  if (!me) {
    return (
      <Box sx={{ p: 4 }}>
        <Alert severity="error" action={<Button onClick={() => refetch()}>Retry</Button>}>
          {ContextMessages.unexpectedError}
        </Alert>
      </Box>
    );
  }
  const status = enumMember(SubscriptionStatus, me.organization?.subscription?.status);
  if (me.organization?.subscription && !isActiveSubscriptionStatus(status)) {
    return <Navigate to="/pay-now" replace />;
  }
  return (
    <VideoUploadProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <Navigation />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
          {children}
        </Box>
      </Box>
    </VideoUploadProvider>
  );
}

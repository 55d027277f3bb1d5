import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, defaultI18nProvider, Loading, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { AuthorizeYouTubePage } from './pages/authorize-youtube/AuthorizeYouTubePage';
import { D2CPage } from './pages/d2c/D2CPage';
import { HomePage } from './pages/dashboard/HomePage';
import { HelpPage } from './pages/help/HelpPage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { ObjectEditorPage } from './pages/objects/ObjectEditorPage';
import { OrganizationPage } from './pages/organization/OrganizationPage';
import { PayNowPage } from './pages/pay-now/PayNowPage';
import { PromoCardsPage } from './pages/promo-cards/PromoCardsPage';
import { PublishPage } from './pages/publish/PublishPage';
import { PaymentSuccessPage } from './pages/register/PaymentSuccessPage';
import { RegisterPage } from './pages/register/RegisterPage';
import { RegisterSuccessPage } from './pages/register/RegisterSuccessPage';
import { ResetPasswordChangePage } from './pages/reset-password/ResetPasswordChangePage';
import { ResetPasswordPage } from './pages/reset-password/ResetPasswordPage';
import { SettingsPage } from './pages/settings/SettingsPage';
import { UpdateEmailChangePage } from './pages/update-email/UpdateEmailChangePage';
import { VerifyPage } from './pages/verify/VerifyPage';
import { VideoMonetizationPage } from './pages/video-monetization/VideoMonetizationPage';
import { VideosAndMomentsPage } from './pages/videos/VideosAndMomentsPage';
import { createAuthProvider } from './providers/auth-provider';
import { apolloClient, dataProvider } from './providers/data-provider';
import members from './resources/members';
import { theme } from './theme';
import { ToastStack } from './toasts/ToastStack';

const authProvider = createAuthProvider(() => apolloClient.clearStore());

// The player (hls.js) is loaded with the video page only, not with every screen.
const VideoPage = lazy(() =>
  import('./pages/video/VideoPage').then(({ VideoPage }) => ({ default: VideoPage })),
);
const MomentsEditorPage = lazy(() =>
  import('./pages/moments-editor/MomentsEditorPage').then(({ MomentsEditorPage }) => ({
    default: MomentsEditorPage,
  })),
);

/**
 * Routes of spec §2. Public screens have no layout; the layout itself shows the login page at the
 * logged-out root (see AppLayout).
 */
export function App() {
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={defaultI18nProvider}
      theme={theme}
      layout={AppLayout}
      dashboard={HomePage}
      catchAll={NotFoundPage}
      notification={ToastStack}
      loginPage={false}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/register/trial" element={<RegisterPage />} />
        <Route path="/register/d2c" element={<RegisterPage />} />
        <Route path="/register/d2c/trial" element={<RegisterPage />} />
        <Route path="/register/organization" element={<VerifyPage />} />
        <Route path="/register/success" element={<RegisterSuccessPage />} />
        <Route path="/register/success-payment" element={<PaymentSuccessPage />} />
        <Route path="/verify" element={<VerifyPage />} />
        <Route path="/verify/d2c" element={<VerifyPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/reset-password/change" element={<ResetPasswordChangePage />} />
        <Route path="/update-email/change" element={<UpdateEmailChangePage />} />
        <Route path="/pay-now" element={<PayNowPage />} />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/authorize/youtube" element={<AuthorizeYouTubePage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/dashboard/*" element={<VideosAndMomentsPage />} />
        <Route path="/video/:videoId/promo-cards" element={<PromoCardsPage />} />
        <Route path="/video/:videoId/monetization" element={<VideoMonetizationPage />} />
        <Route path="/video/:videoId/publish" element={<PublishPage />} />
        <Route path="/video/:videoId/object/:objectId" element={<ObjectEditorPage />} />
        <Route
          path="/video/:videoId/moments"
          element={
            <Suspense fallback={<Loading />}>
              <MomentsEditorPage />
            </Suspense>
          }
        />
        <Route
          path="/video/:videoId/*"
          element={
            <Suspense fallback={<Loading />}>
              <VideoPage />
            </Suspense>
          }
        />
        <Route path="/d2c/*" element={<D2CPage />} />
        <Route path="/settings/*" element={<SettingsPage />} />
        <Route path="/organization/*" element={<OrganizationPage />} />
        <Route path="/help" element={<HelpPage />} />
      </CustomRoutes>
      <Resource name="members" {...members} />
    </Admin>
  );
}

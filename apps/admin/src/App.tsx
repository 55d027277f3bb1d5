import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, defaultI18nProvider, Loading, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { SettingsPage } from './account/SettingsPage';
import { UpdateEmailChangePage } from './account/UpdateEmailChangePage';
import { createAuthProvider } from './auth/auth-provider';
import { ResetPasswordChangePage } from './auth/ResetPasswordChangePage';
import { ResetPasswordPage } from './auth/ResetPasswordPage';
import { PayNowPage } from './billing/PayNowPage';
import { AdminError } from './crash/CrashScreen';
import { D2CPage } from './d2c/D2CPage';
import { AppLayout } from './layout/AppLayout';
import { HelpPage } from './layout/HelpPage';
import { HomePage } from './layout/HomePage';
import { NotFoundPage } from './layout/NotFoundPage';
import members from './members';
import { MicrositeCreatePage } from './microsites/MicrositeCreatePage';
import { MicrositeEditorPage } from './microsites/MicrositeEditorPage';
import { MicrositesPage } from './microsites/MicrositesPage';
import { MicrositeSuccessPage } from './microsites/MicrositeSuccessPage';
import { VideoMonetizationPage } from './monetization/VideoMonetizationPage';
import { ObjectEditorPage } from './objects/ObjectEditorPage';
import { OrganizationPage } from './organization/OrganizationPage';
import { OverlaysPage } from './overlays/OverlaysPage';
import { PlaylistEditorPage } from './playlists/PlaylistEditorPage';
import { PlaylistsPage } from './playlists/PlaylistsPage';
import { PromoCardsPage } from './promo-cards/PromoCardsPage';
import { apolloClient, dataProvider } from './providers/data-provider';
import { PublishPage } from './publishing/PublishPage';
import { PaymentSuccessPage } from './registration/PaymentSuccessPage';
import { RegisterPage } from './registration/RegisterPage';
import { RegisterSuccessPage } from './registration/RegisterSuccessPage';
import { VerifyPage } from './registration/VerifyPage';
import { theme } from './theme';
import { ToastStack } from './toasts/ToastStack';
import { VideoLeaveGuard } from './video-editor/VideoLeaveGuard';
import { VideosAndMomentsPage } from './videos/VideosAndMomentsPage';
import { WidgetListPage } from './widgets/WidgetListPage';
import { WidgetPresetsPage } from './widgets/WidgetPresetsPage';
import { AuthorizeYouTubePage } from './youtube/AuthorizeYouTubePage';

const authProvider = createAuthProvider(() => apolloClient.clearStore());

// The player (hls.js) is loaded with the video page only, not with every screen.
const VideoPage = lazy(() =>
  import('./video-editor/VideoPage').then(({ VideoPage }) => ({ default: VideoPage })),
);
// The CTA page plays the video too; the end card page draws the card with the player's renderer.
const VideoCtaPage = lazy(() =>
  import('./video-overlays/VideoCtaPage').then(({ VideoCtaPage }) => ({ default: VideoCtaPage })),
);
const VideoEndCardPage = lazy(() =>
  import('./video-overlays/VideoEndCardPage').then(({ VideoEndCardPage }) => ({
    default: VideoEndCardPage,
  })),
);
// The overlay editors draw with the player's overlay renderer: loaded with them only.
const EndCardEditorRoutes = lazy(() =>
  import('./overlays/OverlayEditorRoutes').then(({ EndCardEditorRoutes }) => ({
    default: EndCardEditorRoutes,
  })),
);
const CtaEditorRoutes = lazy(() =>
  import('./overlays/OverlayEditorRoutes').then(({ CtaEditorRoutes }) => ({ default: CtaEditorRoutes })),
);
// The customize screen brings the widget carousel's rules of the player library: loaded with it only.
const WidgetCustomizePage = lazy(() =>
  import('./widgets/WidgetCustomizePage').then(({ WidgetCustomizePage }) => ({
    default: WidgetCustomizePage,
  })),
);
// The charts library comes with the analytics screens only.
const AnalyticsOverviewPage = lazy(() =>
  import('./analytics/AnalyticsOverviewPage').then(({ AnalyticsOverviewPage }) => ({
    default: AnalyticsOverviewPage,
  })),
);
const MomentsEditorPage = lazy(() =>
  import('./moments/MomentsEditorPage').then(({ MomentsEditorPage }) => ({
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
      // A rendering failure shows our dialog, except in development (react-admin's page with the stack).
      error={import.meta.env.DEV ? undefined : AdminError}
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
        <Route
          path="/analytics"
          element={
            <Suspense fallback={<Loading />}>
              <AnalyticsOverviewPage />
            </Suspense>
          }
        />
        {/* The video pages share one leave prompt (VideoLeaveGuard): a layout route around them. */}
        <Route element={<VideoLeaveGuard />}>
          <Route path="/video/:videoId/promo-cards" element={<PromoCardsPage />} />
          <Route path="/video/:videoId/monetization" element={<VideoMonetizationPage />} />
          <Route path="/video/:videoId/publish" element={<PublishPage />} />
          <Route
            path="/video/:videoId/cta"
            element={
              <Suspense fallback={<Loading />}>
                <VideoCtaPage />
              </Suspense>
            }
          />
          <Route
            path="/video/:videoId/end-card"
            element={
              <Suspense fallback={<Loading />}>
                <VideoEndCardPage />
              </Suspense>
            }
          />
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
            path="/video/:videoId/moment/new"
            element={
              <Suspense fallback={<Loading />}>
                <MomentsEditorPage newMoment />
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
        </Route>
        <Route path="/overlays/*" element={<OverlaysPage />} />
        <Route
          path="/end-card/*"
          element={
            <Suspense fallback={<Loading />}>
              <EndCardEditorRoutes />
            </Suspense>
          }
        />
        <Route
          path="/cta/*"
          element={
            <Suspense fallback={<Loading />}>
              <CtaEditorRoutes />
            </Suspense>
          }
        />
        <Route path="/widget" element={<WidgetListPage />} />
        <Route path="/widget/presets" element={<WidgetPresetsPage />} />
        <Route path="/widget/presets/:presetId" element={<WidgetPresetsPage />} />
        {['/widget/carousel/:carouselId', '/widget/carousel/:carouselId/customize'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<Loading />}>
                <WidgetCustomizePage />
              </Suspense>
            }
          />
        ))}
        <Route path="/playlists" element={<PlaylistsPage />} />
        <Route path="/playlists/new" element={<PlaylistEditorPage />} />
        <Route path="/playlists/:playlistId" element={<PlaylistEditorPage />} />
        <Route path="/microsite" element={<MicrositesPage />} />
        <Route path="/microsite/new" element={<MicrositeCreatePage />} />
        <Route path="/microsite/:micrositeId" element={<MicrositeEditorPage />} />
        <Route path="/microsite/:micrositeId/success" element={<MicrositeSuccessPage />} />
        <Route path="/d2c/*" element={<D2CPage />} />
        <Route path="/settings/*" element={<SettingsPage />} />
        <Route path="/organization/*" element={<OrganizationPage />} />
        <Route path="/help" element={<HelpPage />} />
      </CustomRoutes>
      <Resource name="members" {...members} />
    </Admin>
  );
}

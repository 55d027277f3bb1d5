import { ErrorCode, OrganizationRole, SocialPlatform, ToggleAction } from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { User } from '../../src/modules/accounts/user.entity';
import { insertVideo } from '../overlays/overlays-support';
import { addEntry, entriesOf, iconsOf } from '../social-media/social-media-support';
import { errorCode, payloadError, pngBase64, rowCount, type PayloadError } from '../support/fixtures';
import {
  ERRORS,
  PASSWORD,
  addMember,
  registerOwner,
  uniqueEmail,
  type Member,
  type Owner,
} from '../support/flows';
import type { GraphQLResponse } from '../support/test-app';
import { startTestApp, type TestApp } from '../support/test-app';

/** Operations anyone may call: sign-in, registration and the mailed links. */
const PUBLIC_MUTATIONS = [
  'tokenAuth',
  'registerOrganizationOwner',
  'createOrganization',
  'requestPasswordReset',
  'passwordReset',
  'updateUserEmail',
  'verifyOrganizationMemberAccount',
];

interface Operation {
  document: string;
  variables: Record<string, unknown>;
}

const MEMBERS = `query Members($id: ID) { organizationMembers(id: $id) { nodes { id role isActive } totalCount } }`;
const UPDATE_MEMBER = `mutation($id: ID!, $role: OrganizationRole!) { updateOrganizationMember(id: $id, role: $role) { member { id } ${ERRORS} } }`;
const TOGGLE = `mutation($id: ID!, $action: MemberToggleAction!) { toggleOrganizationMemberAccount(id: $id, action: $action) { member { id } ${ERRORS} } }`;

/** Every operation that needs a session, with arguments that would succeed for a permitted caller. */
function protectedOperations(targetId: string, logo: string): Record<string, Operation> {
  return {
    me: { document: `query { me { id } }`, variables: {} },
    organizationMembers: { document: MEMBERS, variables: {} },
    updateAccountDetails: {
      document: `mutation($name: String) { updateAccountDetails(accountDetails: { name: $name }) { user { id } ${ERRORS} } }`,
      variables: { name: 'Anonymous' },
    },
    deleteAvatar: { document: `mutation { deleteAvatar { ${ERRORS} } }`, variables: {} },
    updatePassword: {
      document: `mutation($input: UpdatePasswordInput!) { updatePassword(updatePassword: $input) { ${ERRORS} } }`,
      variables: { input: { currentPassword: PASSWORD, password: 'another-Password-1' } },
    },
    updateEmailRequest: {
      document: `mutation($email: String!) { updateEmailRequest(email: $email) { ${ERRORS} } }`,
      variables: { email: uniqueEmail('anonymous') },
    },
    updateOrganization: {
      document: `mutation($name: String, $logo: String) { updateOrganization(name: $name, logo: $logo) { organization { id } ${ERRORS} } }`,
      variables: { name: `Hijacked ${randomUUID()}`, logo },
    },
    deleteOrganizationLogo: { document: `mutation { deleteOrganizationLogo { ${ERRORS} } }`, variables: {} },
    inviteOrganizationMember: {
      document: `mutation($email: String!) { inviteOrganizationMember(email: $email) { member { id } ${ERRORS} } }`,
      variables: { email: uniqueEmail('intruder') },
    },
    updateOrganizationMember: {
      document: UPDATE_MEMBER,
      variables: { id: targetId, role: OrganizationRole.ORG_ADMIN },
    },
    toggleOrganizationMemberAccount: {
      document: TOGGLE,
      variables: { id: targetId, action: ToggleAction.DISABLE },
    },
    // Videos: their tenancy and permissions are tested in apps/api/test/videos; here, the session.
    videos: { document: `query { videos { totalCount } }`, variables: {} },
    videoById: { document: `query($id: ID!) { videoById(id: $id) { id } }`, variables: { id: targetId } },
    videoAnalytics: {
      document: `query($id: ID!) { videoAnalytics(videoId: $id) { videoId plays } }`,
      variables: { id: targetId },
    },
    momentAnalytics: {
      document: `query($id: ID!) { momentAnalytics(momentId: $id) { momentId plays } }`,
      variables: { id: targetId },
    },
    analyticsOverview: { document: `query { analyticsOverview { plays } }`, variables: {} },
    localVideoUploadParts: {
      document: `query($id: ID!) { localVideoUploadParts(videoId: $id) { partNumber } }`,
      variables: { id: targetId },
    },
    uploadLocalVideo: {
      document: `mutation { uploadLocalVideo(filename: "clip.mp4") { videoUploadUrl ${ERRORS} } }`,
      variables: {},
    },
    newLocalVideoUploadPart: {
      document: `mutation($id: ID!) { newLocalVideoUploadPart(videoId: $id, partNumber: 2) { videoUploadUrl ${ERRORS} } }`,
      variables: { id: targetId },
    },
    confirmLocalVideoUpload: {
      document: `mutation($id: ID!) { confirmLocalVideoUpload(videoId: $id, key: "k") { video { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    cancelLocalVideoUpload: {
      document: `mutation($id: ID!) { cancelLocalVideoUpload(videoId: $id, key: "k") { ${ERRORS} } }`,
      variables: { id: targetId },
    },
    uploadRemoteVideo: {
      document: `mutation { uploadRemoteVideo(url: "https://videos.example.com/a.mp4") { video { id } ${ERRORS} } }`,
      variables: {},
    },
    deleteVideo: {
      document: `mutation($id: ID) { deleteVideo(id: $id) { deletedVideoId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    duplicateVideo: {
      document: `mutation($id: ID!) { duplicateVideo(id: $id) { video { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    reprocessFailedVideo: {
      document: `mutation($id: ID!) { reprocessFailedVideo(id: $id) { video { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    // The video editor: rules, tenancy and permissions in apps/api/test/videos/video-metadata and
    // video-thumbnails.
    updateVideo: {
      document: `mutation($id: ID!) { updateVideo(id: $id, video: { title: "Renamed" }) { video { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    createVideoThumbnail: {
      document: `mutation($id: ID!) { createVideoThumbnail(videoId: $id, imageBase64: "iVBORw0KGgo=") { thumbnail { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    deleteVideoThumbnail: {
      document: `mutation($id: ID!) { deleteVideoThumbnail(id: $id) { deletedVideoThumbnailId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    // Chapters: rules, tenancy and permissions in apps/api/test/chapters.
    videoChapters: {
      document: `query($id: ID!) { videoChapters(videoId: $id) { startMs title } }`,
      variables: { id: targetId },
    },
    suggestedChapters: {
      document: `query($id: ID!) { suggestedChapters(videoId: $id) { startMs title } }`,
      variables: { id: targetId },
    },
    setVideoChapters: {
      document: `mutation($id: ID!) { setVideoChapters(videoId: $id, chapters: []) { videoId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    // Transcripts and captions: tenancy and permissions in apps/api/test/transcripts and test/captions.
    transcription: {
      document: `query($id: ID!) { transcription(videoId: $id) { id } }`,
      variables: { id: targetId },
    },
    searchTranscripts: {
      document: `query { searchTranscripts(search: "hello") { totalCount } }`,
      variables: {},
    },
    createVideoCaption: {
      document: `mutation($id: ID!) { createVideoCaption(videoId: $id, videoCaption: { name: "a.vtt", languageCode: "en", captionBase64: "V0VCVlRU" }) { videoCaption { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    updateVideoCaption: {
      document: `mutation($id: ID!) { updateVideoCaption(id: $id, videoCaption: { name: "b.vtt" }) { videoCaption { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    deleteVideoCaption: {
      document: `mutation($id: ID!) { deleteVideoCaption(id: $id) { deletedVideoCaptionId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    // D2C: keys, tenancy and the REST API are tested in apps/api/test/d2c; here, the session.
    d2cApiKeys: { document: `query { d2cApiKeys { totalCount } }`, variables: {} },
    createD2CApiKey: {
      document: `mutation { createD2CApiKey(name: "plugin") { apiKey { id } ${ERRORS} } }`,
      variables: {},
    },
    revokeD2CApiKey: {
      document: `mutation($id: ID!) { revokeD2CApiKey(id: $id) { apiKey { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    d2cTranscriptions: { document: `query { d2cTranscriptions { totalCount } }`, variables: {} },
    // Promo cards and monetization: rules and tenancy in apps/api/test/videos and test/monetization.
    updateVideoPromotedContentSettings: {
      document: `mutation($id: ID!) { updateVideoPromotedContentSettings(videoId: $id, promotedContentSettings: { promotedObjectsLabel: "Shop" }) { videoId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    toggleVideoPromotedContent: {
      document: `mutation($id: ID!) { toggleVideoPromotedContent(videoId: $id, action: ENABLE) { videoId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    createOrganizationMonetization: {
      document: `mutation { createOrganizationMonetization(organizationMonetization: { name: "Ads", monetizationUrl: "https://ads.example.com/vast.xml" }) { organizationMonetization { id } ${ERRORS} } }`,
      variables: {},
    },
    updateOrganizationMonetization: {
      document: `mutation($id: ID!) { updateOrganizationMonetization(id: $id, organizationMonetization: { name: "Renamed" }) { organizationMonetization { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    deleteOrganizationMonetization: {
      document: `mutation($id: ID!) { deleteOrganizationMonetization(id: $id) { deletedId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    updateVideoMonetization: {
      document: `mutation($id: ID!) { updateVideoMonetization(videoId: $id, monetization: { adType: BOTH }) { videoId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    // Social media and share icons: rules, tenancy and permissions in apps/api/test/social-media.
    createSocialMediaPlatform: {
      document: `mutation { createSocialMediaPlatform(socialMediaPlatform: { platformName: YOUTUBE, label: "Channel", accountUrl: "https://www.youtube.com/@intruder" }) { socialMediaPlatform { id } ${ERRORS} } }`,
      variables: {},
    },
    updateSocialMediaPlatform: {
      document: `mutation($id: ID!) { updateSocialMediaPlatform(id: $id, socialMediaPlatform: { label: "Renamed" }) { socialMediaPlatform { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    deleteSocialMediaPlatform: {
      document: `mutation($id: ID!) { deleteSocialMediaPlatform(id: $id) { deletedId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    updateShareSocialMediaIcons: {
      document: `mutation($id: ID!) { updateShareSocialMediaIcons(id: $id, icons: [{ platformName: MAIL, visible: false }]) { shareSocialMediaIcons { platformName } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    // Objects: rules, tenancy and permissions in apps/api/test/objects.
    objects: { document: `query { objects { totalCount } }`, variables: {} },
    objectById: { document: `query($id: ID!) { objectById(id: $id) { id } }`, variables: { id: targetId } },
    createObjectAnnotation: {
      document: `mutation($id: ID!) { createObjectAnnotation(videoId: $id, objectAnnotation: { title: "Sign", category: STOP_SIGN }) { objectAnnotation { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    updateObjectAnnotation: {
      document: `mutation($id: ID!) { updateObjectAnnotation(objectId: $id, objectAnnotation: { title: "Renamed" }) { objectAnnotation { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    deleteObjectAnnotation: {
      document: `mutation($id: ID) { deleteObjectAnnotation(id: $id) { deletedObjectAnnotationId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    toggleObjectAnnotation: {
      document: `mutation($id: ID!) { toggleObjectAnnotation(id: $id, videoId: $id, action: DISABLE) { objectAnnotations { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    createObjectThumbnail: {
      document: `mutation($id: ID!) { createObjectThumbnail(objectId: $id, imageBase64: "iVBORw0KGgo=") { thumbnail { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    deleteObjectThumbnail: {
      document: `mutation($id: ID!) { deleteObjectThumbnail(id: $id) { deletedObjectThumbnailId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    // Moments: rules, tenancy and permissions in apps/api/test/moments.
    moments: { document: `query { moments { totalCount } }`, variables: {} },
    momentById: { document: `query($id: ID!) { momentById(id: $id) { id } }`, variables: { id: targetId } },
    suggestedMoments: {
      document: `query($id: ID!) { suggestedMoments(videoId: $id) { start end } }`,
      variables: { id: targetId },
    },
    createMoment: {
      document: `mutation($id: ID!) { createMoment(videoId: $id, moment: { title: "Intro", startTimestamp: "00:00", endTimestamp: "00:05" }) { moment { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    updateMoment: {
      document: `mutation($id: ID!) { updateMoment(id: $id, moment: { title: "Renamed" }) { moment { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    splitMoment: {
      document: `mutation($id: ID!) { splitMoment(id: $id, playheadTimestamp: "00:06") { moment { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    toggleMoment: {
      document: `mutation($id: ID) { toggleMoment(id: $id, action: DISABLE) { moments { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    deleteMoment: {
      document: `mutation($id: ID) { deleteMoment(id: $id) { deletedMomentId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    createMomentThumbnail: {
      document: `mutation($id: ID!) { createMomentThumbnail(momentId: $id, imageBase64: "iVBORw0KGgo=") { thumbnail { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    deleteMomentThumbnail: {
      document: `mutation($id: ID!) { deleteMomentThumbnail(id: $id) { deletedMomentThumbnailId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    // Publishing: rules, tenancy and permissions in apps/api/test/publishing; here, the session.
    publishVideo: {
      document: `mutation($id: ID!) { publishVideo(id: $id, publishingTargetIds: [$id]) { video { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    publishYouTube: {
      document: `mutation($id: ID!) { publishYouTube(id: $id, options: { category: "22" }) { video { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    unpublishVideo: {
      document: `mutation($id: ID!) { unpublishVideo(videoId: $id) { video { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    unpublishYouTube: {
      document: `mutation($id: ID!) { unpublishYouTube(videoId: $id) { video { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    cancelScheduledPublish: {
      document: `mutation($id: ID!) { cancelScheduledPublish(videoId: $id) { video { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    cancelScheduledPublishYouTube: {
      document: `mutation($id: ID!) { cancelScheduledPublishYouTube(videoId: $id) { video { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    // Billing: the payment flows in apps/api/test/billing; here, the session and the owner-only rule.
    createPaymentSession: {
      document: `mutation { createPaymentSession(successUrl: "http://127.0.0.1/organization", cancelUrl: "http://127.0.0.1/pay-now") { paymentSession { id } ${ERRORS} } }`,
      variables: {},
    },
    createCustomerPortalSession: {
      document: `mutation { createCustomerPortalSession(returnUrl: "http://127.0.0.1/organization") { url ${ERRORS} } }`,
      variables: {},
    },
    cancelSubscription: {
      document: `mutation { cancelSubscription { subscription { id } ${ERRORS} } }`,
      variables: {},
    },
    // YouTube: linking, other organizations and roles in apps/api/test/youtube; here, the session.
    availableYouTubeCategories: {
      document: `query { availableYouTubeCategories(regionCode: "US") { id category title } }`,
      variables: {},
    },
    // Overlays: rules, permissions and limits in apps/api/test/overlays; here, the session and tenancy.
    endCards: { document: `query { endCards { totalCount } }`, variables: {} },
    endCardById: { document: `query($id: ID!) { endCardById(id: $id) { id } }`, variables: { id: targetId } },
    createEndCard: {
      document: `mutation { createEndCard(endCard: { name: "Card", customCode: "<p>Bye</p>" }) { endCard { id } ${ERRORS} } }`,
      variables: {},
    },
    updateEndCard: {
      document: `mutation($id: ID!) { updateEndCard(id: $id, endCard: { name: "Renamed" }) { endCard { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    deleteEndCard: {
      document: `mutation($id: ID!) { deleteEndCard(id: $id) { deletedId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    ctas: { document: `query { ctas { totalCount } }`, variables: {} },
    buttonCtaById: {
      document: `query($id: ID!) { buttonCtaById(id: $id) { id } }`,
      variables: { id: targetId },
    },
    imageCtaById: {
      document: `query($id: ID!) { imageCtaById(id: $id) { id } }`,
      variables: { id: targetId },
    },
    createButtonCta: {
      document: `mutation { createButtonCta(button_cta: { name: "Shop", url: "https://shop.example.com", text: "Buy" }) { buttonCta { id } ${ERRORS} } }`,
      variables: {},
    },
    updateButtonCta: {
      document: `mutation($id: ID!) { updateButtonCta(id: $id, button_cta: { name: "Renamed" }) { buttonCta { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    createImageCta: {
      document: `mutation($image: String) { createImageCta(image_cta: { name: "Logo", imageBase64: $image }) { imageCta { id } ${ERRORS} } }`,
      variables: { image: logo },
    },
    updateImageCta: {
      document: `mutation($id: ID!) { updateImageCta(id: $id, image_cta: { name: "Renamed" }) { imageCta { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    deleteCta: {
      document: `mutation($id: ID!) { deleteCta(id: $id) { deletedId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    createVideoCtas: {
      document: `mutation($id: ID!) { createVideoCtas(videoId: $id, video_ctas: { timestamps: [{ name: "A", startTimestamp: 0, endTimestamp: 2000, ctas: [] }] }) { videoId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    updateVideoCtas: {
      document: `mutation($id: ID!) { updateVideoCtas(videoId: $id, video_ctas: { timestamps: [] }) { videoId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    // Widgets: rules, permissions and limits in apps/api/test/widgets; here, the session and tenancy.
    carousels: {
      document: `query($id: ID) { carousels(id: $id) { totalCount nodes { id } } }`,
      variables: { id: targetId || null },
    },
    carouselMoments: {
      document: `query($id: ID!) { carouselMoments(carouselId: $id) { totalCount } }`,
      variables: { id: targetId },
    },
    createCarousel: {
      document: `mutation { createCarousel(carousel: { name: "Widget" }) { carousel { id } ${ERRORS} } }`,
      variables: {},
    },
    updateCarousel: {
      document: `mutation($id: ID!) { updateCarousel(id: $id, carousel: { title: "Renamed" }) { carousel { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    deleteCarousel: {
      document: `mutation($id: ID!) { deleteCarousel(id: $id) { deletedId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    widgetPresets: { document: `query { widgetPresets { totalCount } }`, variables: {} },
    widgetPresetById: {
      document: `query($id: ID!) { widgetPresetById(id: $id) { id } }`,
      variables: { id: targetId },
    },
    createWidgetPreset: {
      document: `mutation { createWidgetPreset(widgetPreset: { name: "Preset" }) { widgetPreset { id } ${ERRORS} } }`,
      variables: {},
    },
    updateWidgetPreset: {
      document: `mutation($id: ID!) { updateWidgetPreset(id: $id, widgetPreset: { name: "Renamed" }) { widgetPreset { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    deleteWidgetPreset: {
      document: `mutation($id: ID!) { deleteWidgetPreset(id: $id) { deletedId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    publishWidget: {
      document: `mutation($id: ID!) { publishWidget(id: $id) { video { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    playlists: {
      document: `query($id: ID) { playlists(manualVideoId: $id, pageSize: 999) { totalCount nodes { id } } }`,
      variables: { id: targetId || null },
    },
    playlistById: {
      document: `query($id: ID!) { playlistById(id: $id, pageSize: 10) { id itemsCount items { totalCount } } }`,
      variables: { id: targetId },
    },
    playlistCandidates: {
      document: `query { playlistCandidates(contentType: VIDEOS, pageSize: 20) { totalCount } }`,
      variables: {},
    },
    createPlaylist: {
      document: `mutation { createPlaylist(playlist: { name: "Playlist ${randomUUID()}", orderBy: TITLE }) { playlist { id } ${ERRORS} } }`,
      variables: {},
    },
    updatePlaylist: {
      document: `mutation($id: ID!) { updatePlaylist(id: $id, playlist: { name: "Renamed", orderBy: VIEWS }) { playlist { id } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    deletePlaylist: {
      document: `mutation($id: ID!) { deletePlaylist(id: $id) { deletedId ${ERRORS} } }`,
      variables: { id: targetId },
    },
    addToPlaylist: {
      document: `mutation($id: ID!, $itemId: ID!) { addToPlaylist(id: $id, itemId: $itemId) { playlist { id } ${ERRORS} } }`,
      variables: { id: targetId, itemId: randomUUID() },
    },
    microsites: {
      document: `query { microsites { totalCount nodes { id } } }`,
      variables: {},
    },
    micrositeHost: { document: `query { micrositeHost }`, variables: {} },
    micrositeById: {
      document: `query($id: ID!) { micrositeById(id: $id) { id title sections { id } } }`,
      variables: { id: targetId },
    },
    createMicrosite: {
      document: `mutation($domain: String) { createMicrosite(microsite: { title: "Site", domain: $domain }) { microsite { id } ${ERRORS} } }`,
      variables: { domain: `site-${randomUUID().slice(0, 8)}` },
    },
    updateMicrosite: {
      document: `mutation($id: ID!, $logo: String) { updateMicrosite(id: $id, microsite: { title: "Renamed", logoBase64: $logo }) { microsite { id } ${ERRORS} } }`,
      variables: { id: targetId, logo: logo || null },
    },
    updateSections: {
      document: `mutation($id: ID!, $sections: [MicrositeSectionInput!]!) { updateSections(micrositeId: $id, sections: $sections) { microsite { id } ${ERRORS} } }`,
      variables: {
        id: targetId,
        sections: ['Top', 'Middle', 'Bottom'].map((title) => ({
          title,
          sortBy: 'VIEWS_DESC',
          contentType: 'VIDEOS',
        })),
      },
    },
    deleteMicrositeLogo: {
      document: `mutation($id: ID!) { deleteMicrositeLogo(id: $id) { microsite { id logoUrl } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    deleteMicrositeFavicon: {
      document: `mutation($id: ID!) { deleteMicrositeFavicon(id: $id) { microsite { id faviconUrl } ${ERRORS} } }`,
      variables: { id: targetId },
    },
    deleteMicrosite: {
      document: `mutation($id: ID!) { deleteMicrosite(id: $id) { deletedId ${ERRORS} } }`,
      variables: { id: targetId },
    },
  };
}

/** Operations a curator and a video editor may not call (the permission each needs is in the comment). */
const PERMISSIONED = [
  'organizationMembers', // VIEW_ORGANIZATION_MEMBERS
  'updateOrganization', // CHANGE_ORGANIZATION
  'deleteOrganizationLogo', // DELETE_ORGANIZATION_LOGO
  'inviteOrganizationMember', // INVITE_ORGANIZATION_MEMBERS
  'updateOrganizationMember', // CHANGE_ORGANIZATION_MEMBERS
  'toggleOrganizationMemberAccount', // TOGGLE_ORGANIZATION_MEMBERS
  'd2cApiKeys', // VIEW_API_KEYS
  'createD2CApiKey', // CREATE_D2C_API_KEY
  'revokeD2CApiKey', // REVOKE_D2C_API_KEY
  'd2cTranscriptions', // VIEW_D2C_DASHBOARD
  'createOrganizationMonetization', // CREATE_ORGANIZATION_MONETIZATION
  'updateOrganizationMonetization', // CHANGE_ORGANIZATION_MONETIZATION
  'deleteOrganizationMonetization', // DELETE_ORGANIZATION_MONETIZATION
  'createSocialMediaPlatform', // CREATE_SOCIAL_MEDIA
  'updateSocialMediaPlatform', // CHANGE_SOCIAL_MEDIA
  'deleteSocialMediaPlatform', // DELETE_SOCIAL_MEDIA
  'updateShareSocialMediaIcons', // CHANGE_SOCIAL_MEDIA
  'createPaymentSession', // CREATE_PAYMENT_SESSION
  'createCustomerPortalSession', // CREATE_CUSTOMER_PORTAL_SESSION
  'cancelSubscription', // CANCEL_SUBSCRIPTION
];

describe('tenancy, permissions and sessions on every operation', () => {
  let t: TestApp;
  let ownerA: Owner;
  let curatorA: Member;
  let editorA: Member;
  let ownerB: Owner;
  let memberB: Member;
  let logo: string;

  beforeAll(async () => {
    t = await startTestApp();
    ownerA = await registerOwner(t, { organizationName: 'Organization A' });
    curatorA = await addMember(t, ownerA, OrganizationRole.CURATOR);
    editorA = await addMember(t, ownerA, OrganizationRole.VIDEO_EDITOR);
    ownerB = await registerOwner(t, { organizationName: 'Organization B' });
    memberB = await addMember(t, ownerB, OrganizationRole.VIDEO_EDITOR);
    logo = await pngBase64(32, 32);
  });
  afterAll(() => t.close());

  /** The payload of a mutation (its first field), or the GraphQL error of a query. */
  const call = (operation: Operation, token?: string) =>
    t.gql<Record<string, { errors?: PayloadError[] } | null>>(operation.document, operation.variables, token);
  const payloadOf = (response: GraphQLResponse<Record<string, { errors?: PayloadError[] } | null>>) =>
    Object.values(response.data ?? {})[0];

  /** B's state, read by B's owner: nothing A does may change it. */
  const stateOfB = async () => {
    const response = await t.gql<{
      organizationMembers: { nodes: Array<{ id: string; role: string; isActive: boolean }> };
    }>(MEMBERS, {}, ownerB.token);
    return response.data.organizationMembers.nodes;
  };

  it('covers every operation of the schema', async () => {
    const response = await t.gql<{
      __schema: {
        queryType: { fields: Array<{ name: string }> };
        mutationType: { fields: Array<{ name: string }> };
      };
    }>(`query { __schema { queryType { fields { name } } mutationType { fields { name } } } }`);
    const schemaOperations = [
      ...response.data.__schema.queryType.fields,
      ...response.data.__schema.mutationType.fields,
    ].map((field) => field.name);
    const covered = [...PUBLIC_MUTATIONS, ...Object.keys(protectedOperations('', ''))];
    expect([...schemaOperations].sort()).toEqual([...covered].sort());
  });

  describe('another organization', () => {
    it("answers NOT_FOUND when a member of A updates or toggles B's member or owner", async () => {
      const before = await stateOfB();
      for (const target of [memberB.id, ownerB.userId]) {
        const operations = protectedOperations(target, logo);
        for (const name of ['updateOrganizationMember', 'toggleOrganizationMemberAccount']) {
          const response = await call(operations[name] as Operation, ownerA.token);
          expect(payloadOf(response)).toEqual({
            member: null,
            errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
          });
        }
      }
      expect(await stateOfB()).toEqual(before);
    });

    it("answers NOT_FOUND when A's owner changes B's social media entry or share icons", async () => {
      const entry = await addEntry(t, ownerB.token, {
        platformName: SocialPlatform.FACEBOOK,
        label: 'B on Facebook',
        accountUrl: 'https://www.facebook.com/organization-b',
      });
      const operations = protectedOperations(entry.id, logo);
      for (const name of ['updateSocialMediaPlatform', 'deleteSocialMediaPlatform']) {
        const response = await call(operations[name] as Operation, ownerA.token);
        expect(payloadOf(response)?.errors).toEqual([payloadError(ErrorCode.NOT_FOUND, 'id')]);
      }
      // The share icons' id is the organization's own.
      const icons = protectedOperations(ownerB.organizationId, logo).updateShareSocialMediaIcons as Operation;
      expect(payloadOf(await call(icons, ownerA.token))?.errors).toEqual([
        payloadError(ErrorCode.NOT_FOUND, 'id'),
      ]);
      expect(await entriesOf(t, ownerB.token)).toEqual([entry]);
      expect((await iconsOf(t, ownerB.token)).every((icon) => icon.visible)).toBe(true);
    });

    it("answers NOT_FOUND when A's owner reads or changes B's end card or CTAs, or places CTAs on B's video", async () => {
      const created = async (operation: Operation, key: string): Promise<string> => {
        const payload = payloadOf(await call(operation, ownerB.token)) as Record<string, unknown> | null;
        expect(payload?.errors).toEqual([]);
        return (payload?.[key] as { id: string }).id;
      };
      const blank = protectedOperations('', logo);
      const endCardId = await created(blank.createEndCard as Operation, 'endCard');
      const buttonId = await created(blank.createButtonCta as Operation, 'buttonCta');
      const imageId = await created(blank.createImageCta as Operation, 'imageCta');
      const videoId = await insertVideo(t, ownerB.organizationId);
      const notFound = (field: string) => [payloadError(ErrorCode.NOT_FOUND, field)];
      const cases: Array<[string, string, string]> = [
        ['createVideoCtas', videoId, 'videoId'],
        ['updateVideoCtas', videoId, 'videoId'],
        ['updateEndCard', endCardId, 'id'],
        ['deleteEndCard', endCardId, 'id'],
        ['updateButtonCta', buttonId, 'id'],
        ['updateImageCta', imageId, 'id'],
        ['deleteCta', buttonId, 'id'],
        ['deleteCta', imageId, 'id'],
      ];
      for (const [name, id, field] of cases) {
        const response = await call(protectedOperations(id, logo)[name] as Operation, ownerA.token);
        expect(payloadOf(response)?.errors).toEqual(notFound(field));
      }
      for (const [name, id] of [
        ['endCardById', endCardId],
        ['buttonCtaById', buttonId],
        ['imageCtaById', imageId],
      ] as const) {
        const response = await call(protectedOperations(id, logo)[name] as Operation, ownerA.token);
        expect(errorCode(response)).toBe(ErrorCode.NOT_FOUND);
      }
      // Nor may A show B's end card on its own video or moment.
      const ownVideo = await insertVideo(t, ownerA.organizationId);
      const shown = await call(
        {
          document: `mutation($id: ID!, $endCardId: ID) { updateVideo(id: $id, video: { endCardId: $endCardId }) { video { id } ${ERRORS} } }`,
          variables: { id: ownVideo, endCardId },
        },
        ownerA.token,
      );
      expect(payloadOf(shown)?.errors).toEqual(notFound('endCardId'));
      // B's things are still there and unchanged.
      for (const [name, id] of [
        ['endCardById', endCardId],
        ['buttonCtaById', buttonId],
        ['imageCtaById', imageId],
      ] as const) {
        const response = await call(protectedOperations(id, logo)[name] as Operation, ownerB.token);
        expect(response.errors).toBeUndefined();
      }
      const listed = await t.gql<{ endCards: { totalCount: number }; ctas: { totalCount: number } }>(
        `query { endCards { totalCount } ctas { totalCount } }`,
        {},
        ownerA.token,
      );
      expect(listed.data).toEqual({ endCards: { totalCount: 0 }, ctas: { totalCount: 0 } });
    });

    it("answers NOT_FOUND when A's owner reads or changes B's carousel or preset, or publishes B's video", async () => {
      const created = async (operation: Operation, key: string): Promise<string> => {
        const payload = payloadOf(await call(operation, ownerB.token)) as Record<string, unknown> | null;
        expect(payload?.errors).toEqual([]);
        return (payload?.[key] as { id: string }).id;
      };
      const blank = protectedOperations('', logo);
      const carouselId = await created(blank.createCarousel as Operation, 'carousel');
      const presetId = await created(blank.createWidgetPreset as Operation, 'widgetPreset');
      const videoId = await insertVideo(t, ownerB.organizationId);
      const cases: Array<[string, string]> = [
        ['updateCarousel', carouselId],
        ['deleteCarousel', carouselId],
        ['updateWidgetPreset', presetId],
        ['deleteWidgetPreset', presetId],
        ['publishWidget', videoId],
      ];
      for (const [name, id] of cases) {
        const response = await call(protectedOperations(id, logo)[name] as Operation, ownerA.token);
        expect(payloadOf(response)?.errors).toEqual([payloadError(ErrorCode.NOT_FOUND, 'id')]);
      }
      for (const name of ['carouselMoments', 'widgetPresetById']) {
        const id = name === 'carouselMoments' ? carouselId : presetId;
        const response = await call(protectedOperations(id, logo)[name] as Operation, ownerA.token);
        expect(errorCode(response)).toBe(ErrorCode.NOT_FOUND);
      }
      // B's carousel is not in A's list, even asked for by id; B's are unchanged.
      const listed = await call(protectedOperations(carouselId, logo).carousels as Operation, ownerA.token);
      expect(listed.data).toEqual({ carousels: { totalCount: 0, nodes: [] } });
      const kept = await call(protectedOperations(carouselId, logo).carousels as Operation, ownerB.token);
      expect(kept.data).toEqual({ carousels: { totalCount: 1, nodes: [{ id: carouselId }] } });
      const preset = await call(
        protectedOperations(presetId, logo).widgetPresetById as Operation,
        ownerB.token,
      );
      expect(preset.data).toEqual({ widgetPresetById: { id: presetId } });
    });

    it("answers NOT_FOUND when A's owner reads or changes B's playlist", async () => {
      const created = payloadOf(
        await call(protectedOperations('', logo).createPlaylist as Operation, ownerB.token),
      ) as { playlist: { id: string }; errors: PayloadError[] } | null;
      expect(created?.errors).toEqual([]);
      const playlistId = created?.playlist.id ?? '';
      const operations = protectedOperations(playlistId, logo);
      for (const name of ['updatePlaylist', 'deletePlaylist', 'addToPlaylist']) {
        const response = await call(operations[name] as Operation, ownerA.token);
        expect(payloadOf(response)?.errors).toEqual([payloadError(ErrorCode.NOT_FOUND, 'id')]);
      }
      expect(errorCode(await call(operations.playlistById as Operation, ownerA.token))).toBe(
        ErrorCode.NOT_FOUND,
      );
      const listed = await t.gql(`query { playlists { totalCount } }`, {}, ownerA.token);
      expect(listed.data).toEqual({ playlists: { totalCount: 0 } });
      const kept = await call(operations.playlistById as Operation, ownerB.token);
      expect(kept.data).toEqual({
        playlistById: { id: playlistId, itemsCount: 0, items: { totalCount: 0 } },
      });
    });

    it("answers NOT_FOUND when A's owner reads or changes B's microsite", async () => {
      const created = payloadOf(
        await call(protectedOperations('', logo).createMicrosite as Operation, ownerB.token),
      ) as { microsite: { id: string }; errors: PayloadError[] } | null;
      expect(created?.errors).toEqual([]);
      const micrositeId = created?.microsite.id ?? '';
      const operations = protectedOperations(micrositeId, logo);
      const read = async () => (await call(operations.micrositeById as Operation, ownerB.token)).data;
      const before = await read();
      for (const [name, field] of [
        ['updateMicrosite', 'id'],
        ['updateSections', 'micrositeId'],
        ['deleteMicrositeLogo', 'id'],
        ['deleteMicrositeFavicon', 'id'],
        ['deleteMicrosite', 'id'],
      ] as const) {
        const response = await call(operations[name] as Operation, ownerA.token);
        expect(payloadOf(response)?.errors).toEqual([payloadError(ErrorCode.NOT_FOUND, field)]);
      }
      expect(errorCode(await call(operations.micrositeById as Operation, ownerA.token))).toBe(
        ErrorCode.NOT_FOUND,
      );
      const listed = await call(operations.microsites as Operation, ownerA.token);
      expect(listed.data).toEqual({ microsites: { totalCount: 0, nodes: [] } });
      expect(await read()).toEqual(before);
      expect(before).toMatchObject({ micrositeById: { id: micrositeId, title: 'Site' } });
    });

    it("finds nothing when a member of A filters the member list by B's ids", async () => {
      for (const id of [memberB.id, ownerB.userId]) {
        const response = await t.gql<{ organizationMembers: { nodes: unknown[]; totalCount: number } }>(
          MEMBERS,
          { id },
          ownerA.token,
        );
        expect(response.errors).toBeUndefined();
        expect(response.data.organizationMembers).toEqual({ nodes: [], totalCount: 0 });
      }
    });

    it('answers NOT_FOUND, never a 500, for a malformed or unknown id', async () => {
      for (const id of ['not-a-uuid', '', '1', "'; DROP TABLE users; --", randomUUID(), `${memberB.id} `]) {
        const operations = protectedOperations(id, logo);
        for (const name of ['updateOrganizationMember', 'toggleOrganizationMemberAccount']) {
          const response = await call(operations[name] as Operation, ownerA.token);
          expect(response.status).toBe(200);
          expect(payloadOf(response)).toEqual({
            member: null,
            errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
          });
        }
        // An empty id filters nothing in the list (as an empty search does); any other id must match exactly.
        if (id === '') continue;
        const list = await t.gql<{ organizationMembers: { totalCount: number } }>(
          MEMBERS,
          { id },
          ownerA.token,
        );
        expect(list.errors).toBeUndefined();
        expect(list.data.organizationMembers.totalCount).toBe(0);
      }
    });
  });

  describe('missing permissions', () => {
    it.each(PERMISSIONED)('%s answers PERMISSIONS_ERROR to a curator and a video editor', async (name) => {
      const usersBefore = await rowCount(t, User);
      const mailsBefore = t.mail.messages.length;
      for (const member of [curatorA, editorA]) {
        // The target is a colleague, so only the missing permission stands in the way.
        const colleague = member === curatorA ? editorA : curatorA;
        const operation = protectedOperations(colleague.id, logo)[name] as Operation;
        const response = await call(operation, member.token);
        if (operation.document.startsWith('query')) {
          expect(response.data).toBeNull();
          expect(errorCode(response)).toBe(ErrorCode.PERMISSIONS_ERROR);
          expect(response.errors?.[0]?.message).toBe("You don't have permissions to perform this action.");
        } else {
          expect(payloadOf(response)?.errors).toEqual([payloadError(ErrorCode.PERMISSIONS_ERROR)]);
        }
      }
      expect(await rowCount(t, User)).toBe(usersBefore);
      expect(t.mail.messages.length).toBe(mailsBefore);
    });

    it('left the organization as it was', async () => {
      const me = await t.gql<{ me: { organization: { name: string; logoUrl: string | null } } }>(
        `query { me { organization { name logoUrl } } }`,
        {},
        ownerA.token,
      );
      expect(me.data.me.organization).toEqual({ name: 'Organization A', logoUrl: null });
      const members = await t.gql<{
        organizationMembers: { nodes: Array<{ id: string; role: string; isActive: boolean }> };
      }>(MEMBERS, {}, ownerA.token);
      expect(members.data.organizationMembers.nodes).toEqual(
        expect.arrayContaining([
          { id: editorA.id, role: OrganizationRole.VIDEO_EDITOR, isActive: true },
          { id: curatorA.id, role: OrganizationRole.CURATOR, isActive: true },
        ]),
      );
      expect(members.data.organizationMembers.nodes).toHaveLength(3);
    });
  });

  describe('no session', () => {
    const names = Object.keys(protectedOperations('', ''));

    it.each(names)('%s answers AUTH_REQUIRED without a token', async (name) => {
      const usersBefore = await rowCount(t, User);
      const operation = protectedOperations(memberB.id, logo)[name] as Operation;
      for (const token of [undefined, 'garbage']) {
        const response = await call(operation, token);
        expect(response.status).toBe(200);
        if (operation.document.startsWith('query')) {
          // No data: null for a non-null field (data itself is then null), the field null otherwise.
          expect(Object.values(response.data ?? {}).every((value) => value === null)).toBe(true);
          expect(errorCode(response)).toBe(ErrorCode.AUTH_REQUIRED);
          expect(response.errors?.[0]?.message).toBe('Invalid session. Try to log in again.');
        } else {
          expect(response.errors).toBeUndefined();
          expect(payloadOf(response)?.errors).toEqual([payloadError(ErrorCode.AUTH_REQUIRED)]);
        }
      }
      expect(await rowCount(t, User)).toBe(usersBefore);
    });
  });
});

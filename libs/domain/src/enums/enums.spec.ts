import { TRANSCRIPTION_STATUS_LABELS, TranscriptionStatus, apiKeyStatusLabel } from './d2c';
import { FONT_FAMILIES, FONT_WEIGHTS, isSupportedFont } from './fonts';
import { AdDensity, adDensityMinutes } from './monetization';
import { SHARE_TARGET_LABELS, ShareTarget } from './organization';
import { PLAYLIST_ITEMS_ORDER_LABELS, PlaylistItemsOrder } from './playlist';
import { isImmediatePublish, parseYoutubePublishState, youtubePublishState } from './publishing';
import {
  canCancelSubscription,
  canUpgradeSubscription,
  D2C_PLANS,
  DEFAULT_SUBSCRIPTION_PLAN,
  isActiveSubscriptionStatus,
  isD2CPlan,
  SubscriptionPlan,
  SubscriptionStatus,
} from './subscription';
import { ToggleAction, toggleActionFor, MemberToggleAction } from './toggle-action';
import { speakerDisplayName } from './transcript';
import {
  editableStatusesFor,
  isVideoEditable,
  isVideoInProgress,
  isVideoPublishable,
  PIPELINE_TYPE_LABELS,
  PipelineType,
  publishButtonLabel,
  statusAfterSavedChanges,
  VIDEO_STATUS_FLOW,
  VIDEO_STATUS_LABELS,
  VideoOrigin,
  VideoStatus,
} from './video';
import { micrositeStatusLabel, SECTION_SORT_BY_LABELS, SectionSortBy } from './microsite';

describe('subscription', () => {
  it('counts every status but INACTIVE as active', () => {
    for (const status of Object.values(SubscriptionStatus)) {
      expect(isActiveSubscriptionStatus(status)).toBe(status !== SubscriptionStatus.INACTIVE);
    }
    expect(isActiveSubscriptionStatus(undefined)).toBe(false);
  });

  it('knows the D2C plans and the default plan', () => {
    expect(D2C_PLANS).toEqual(['D2C_TRIAL', 'D2C_PREMIUM', 'D2C_UNLIMITED']);
    expect(isD2CPlan(SubscriptionPlan.D2C_TRIAL)).toBe(true);
    expect(isD2CPlan(SubscriptionPlan.UNLIMITED)).toBe(false);
    expect(isD2CPlan(null)).toBe(false);
    expect(DEFAULT_SUBSCRIPTION_PLAN).toBe(SubscriptionPlan.TRIAL);
  });

  it('offers upgrade and cancel per the Payment Plan tab', () => {
    expect(canUpgradeSubscription(SubscriptionStatus.TRIAL)).toBe(true);
    expect(canUpgradeSubscription(SubscriptionStatus.INACTIVE)).toBe(true);
    expect(canUpgradeSubscription(SubscriptionStatus.D2C_TRIAL)).toBe(true);
    expect(canUpgradeSubscription(SubscriptionStatus.PREMIUM)).toBe(false);
    expect(canUpgradeSubscription(SubscriptionStatus.D2C_UNLIMITED)).toBe(false);
    expect(canCancelSubscription(SubscriptionStatus.PREMIUM, null)).toBe(true);
    expect(canCancelSubscription(SubscriptionStatus.PREMIUM, '2030-01-01')).toBe(false);
    expect(canCancelSubscription(SubscriptionStatus.TRIAL, null)).toBe(false);
  });
});

describe('labels', () => {
  it('shows TWITTER as X (Twitter)', () => {
    expect(SHARE_TARGET_LABELS[ShareTarget.TWITTER]).toBe('X (Twitter)');
  });

  it('shows transcription badges', () => {
    expect(TRANSCRIPTION_STATUS_LABELS[TranscriptionStatus.COMPLETED]).toBe('COMPLETE');
    expect(TRANSCRIPTION_STATUS_LABELS[TranscriptionStatus.IN_PROGRESS]).toBe('IN PROGRESS');
    expect(apiKeyStatusLabel(true)).toBe('inactive');
  });

  it('shows EDITED as PUBLISHED* and the pipeline as Standard', () => {
    expect(VIDEO_STATUS_LABELS[VideoStatus.EDITED]).toBe('PUBLISHED*');
    expect(PIPELINE_TYPE_LABELS[PipelineType.BASIC]).toBe('Standard');
  });

  it('labels playlist and section orderings', () => {
    expect(PLAYLIST_ITEMS_ORDER_LABELS[PlaylistItemsOrder.PUBLICATION_DATE_DESC]).toBe('newest');
    expect(PLAYLIST_ITEMS_ORDER_LABELS[PlaylistItemsOrder.TITLE]).toBe('title A-Z');
    expect(SECTION_SORT_BY_LABELS[SectionSortBy.PUBLICATION_DATE_DESC]).toBe('Most recently published');
    expect(micrositeStatusLabel(false)).toBe('PUBLISHING');
  });
});

describe('toggle actions', () => {
  it('offers Disable for a visible item and Enable otherwise', () => {
    expect(toggleActionFor(true)).toBe(ToggleAction.DISABLE);
    expect(toggleActionFor(false)).toBe(ToggleAction.ENABLE);
    expect(MemberToggleAction.ENABLE).toBe('ENABLE');
  });
});

describe('video status', () => {
  it('adds Created and Uploading for direct uploads only', () => {
    expect(VIDEO_STATUS_FLOW[VideoOrigin.DIRECT].slice(0, 3)).toEqual(['CREATED', 'UPLOADING', 'UPLOADED']);
    expect(VIDEO_STATUS_FLOW[VideoOrigin.YOUTUBE][0]).toBe('UPLOADED');
  });

  it('groups statuses', () => {
    expect(isVideoInProgress(VideoStatus.UPLOADED)).toBe(true);
    expect(isVideoInProgress(VideoStatus.DRAFT)).toBe(false);
    expect(isVideoPublishable(VideoStatus.EDITED)).toBe(true);
    expect(isVideoPublishable(VideoStatus.SCHEDULED)).toBe(false);
    expect(isVideoEditable(VideoStatus.DRAFT, VideoOrigin.VIMEO)).toBe(true);
    expect(isVideoEditable(VideoStatus.FAILED, VideoOrigin.DIRECT)).toBe(false);
    expect(isVideoEditable(VideoStatus.PROCESSING, VideoOrigin.DIRECT)).toBe(false);
    expect(editableStatusesFor(VideoOrigin.REMOTE)).toEqual(['DRAFT', 'SCHEDULED', 'PUBLISHED', 'EDITED']);
  });

  it('makes a published video EDITED when changes are saved', () => {
    expect(statusAfterSavedChanges(VideoStatus.PUBLISHED)).toBe(VideoStatus.EDITED);
    expect(statusAfterSavedChanges(VideoStatus.DRAFT)).toBe(VideoStatus.DRAFT);
    expect(publishButtonLabel(VideoStatus.EDITED)).toBe('Republish');
    expect(publishButtonLabel(VideoStatus.DRAFT)).toBe('Publish');
  });
});

describe('publishing', () => {
  it('round-trips the publish-{videoId} state, and reads nothing but a video id from it', () => {
    const videoId = '0d9e6a55-7d3e-4a4e-9b1a-3f4f3c1f2a10';
    expect(youtubePublishState(videoId)).toBe(`publish-${videoId}`);
    expect(parseYoutubePublishState(`publish-${videoId}`)).toBe(videoId);
    expect(parseYoutubePublishState('publish-')).toBeUndefined();
    expect(parseYoutubePublishState('publish-42')).toBeUndefined();
    expect(parseYoutubePublishState(`publish-${videoId}/../../settings`)).toBeUndefined();
    expect(parseYoutubePublishState('publish-//evil.example')).toBeUndefined();
    expect(parseYoutubePublishState('other')).toBeUndefined();
    expect(parseYoutubePublishState(null)).toBeUndefined();
  });

  it('publishes at once for a past or empty date', () => {
    const now = new Date('2025-01-01T12:00:00Z');
    expect(isImmediatePublish(null, now)).toBe(true);
    expect(isImmediatePublish(new Date('2024-12-31T00:00:00Z'), now)).toBe(true);
    expect(isImmediatePublish(new Date('2025-01-02T00:00:00Z'), now)).toBe(false);
  });
});

describe('misc enums', () => {
  it('shows spk_N as Speaker N+1', () => {
    expect(speakerDisplayName('spk_0')).toBe('Speaker 1');
    expect(speakerDisplayName('spk_11')).toBe('Speaker 12');
    expect(speakerDisplayName('narrator')).toBe('narrator');
  });

  it('reads ad density minutes', () => {
    expect(adDensityMinutes(AdDensity.EVERY_7_MIN)).toBe(7);
    expect(adDensityMinutes(AdDensity.AUTO)).toBeUndefined();
    expect(Object.values(AdDensity)).toHaveLength(11);
  });

  it('lists the 19 fonts with Pacifico and Lobster at 400 only', () => {
    expect(FONT_FAMILIES).toHaveLength(19);
    expect(FONT_FAMILIES[0]).toBe('Roboto');
    expect(FONT_WEIGHTS['Pacifico']).toEqual([400]);
    expect(isSupportedFont('Lobster', 700)).toBe(false);
    expect(isSupportedFont('Poppins', 800)).toBe(true);
    expect(isSupportedFont('Comic Sans', 400)).toBe(false);
  });
});

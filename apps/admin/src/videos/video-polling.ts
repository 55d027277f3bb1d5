import { isVideoInProgress, VideoStatus } from '@framehouse/domain';
import { enumMember } from '../enum-member';

/** How often a list or a video page asks again while a video is uploaded or processed ("every few seconds"). */
export const VIDEO_POLL_MS = 3000;

/** The domain status of an API value; undefined for a value this build does not know. */
export function videoStatusOf(status: string | null | undefined): VideoStatus | undefined {
  return enumMember(VideoStatus, status);
}

/** A video whose status will still change by itself: Created, Uploading, Uploaded or Processing. */
export function isPending(video: { status?: string | null } | null | undefined): boolean {
  const status = videoStatusOf(video?.status);
  return status !== undefined && isVideoInProgress(status);
}

/**
 * The polling decision (spec §2, §3): ask again in VIDEO_POLL_MS while any of the videos shown is
 * pending, and not at all once none is (react-query's `refetchInterval` reads false as "stop").
 */
export function pollIntervalFor(
  videos: ReadonlyArray<{ status?: string | null } | null | undefined> | null | undefined,
): number | false {
  return (videos ?? []).some(isPending) ? VIDEO_POLL_MS : false;
}

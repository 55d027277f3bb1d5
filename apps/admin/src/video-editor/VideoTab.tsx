import { Permission } from '@framehouse/domain';
import { LogoPosition as SdkLogoPosition } from '@framehouse/sdk';
import { Box, Stack } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { VideoPlayer, type VideoPlayerHandle } from '@framehouse/player-ui';
import { enumMember } from '../enum-member';
import { useHasPermissions } from '../hooks/current-user';
import { EditorMomentTimeline } from '../moments/EditorMomentTimeline';
import { TranscriptPanel } from '../transcripts/TranscriptPanel';
import { isPending } from '../videos/video-polling';
import type { VideoDetails } from '../videos/video-record';
import { playableManifest } from '../videos/video-streams';
import { usePlayerOverlays } from './player-overlays';
import { PlayerPlaceholder } from './PlayerPlaceholder';
import type { EditorValues } from './video-editor-form';

interface VideoTabProps {
  video: VideoDetails;
  /** The side panel's draft: the player previews the logo toggle and position before they are saved. */
  values: EditorValues;
  showTranscript: boolean;
  /** Changes when captions are added or removed, so the player reloads the master playlist listing them. */
  captionsVersion: number;
  failed: boolean;
}

/**
 * The editor's Video tab (spec §2 main area): the player with its overlays, the moment timeline under it
 * (VIEW_MOMENT, once the video is processed) and, on the right, the transcript.
 */
export function VideoTab({ video, values, showTranscript, captionsVersion, failed }: VideoTabProps) {
  const player = useRef<VideoPlayerHandle>(null);
  const canViewMoments = useHasPermissions(Permission.VIEW_MOMENT);
  const [playheadMs, setPlayheadMs] = useState(0);
  const [playing, setPlaying] = useState(false);
  const preview = useMemo(
    () => ({
      ...video,
      orgLogoEnabled: values.orgLogoEnabled,
      orgLogoPosition: enumMember(SdkLogoPosition, values.orgLogoPosition) ?? video.orgLogoPosition,
    }),
    [video, values.orgLogoEnabled, values.orgLogoPosition],
  );
  const overlays = usePlayerOverlays(preview);
  const pending = isPending(video);
  const manifest = playableManifest(video.videoStreams);
  const showTimeline = canViewMoments && !pending && !failed && !!manifest && !!video.duration;
  const seek = (ms: number) => {
    player.current?.seek(ms / 1000);
    setPlayheadMs(ms);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', xl: showTranscript ? 'minmax(0, 3fr) minmax(320px, 2fr)' : '1fr' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {manifest ? (
          <VideoPlayer
            {...overlays}
            ref={player}
            src={manifest}
            // Reloaded once when processing ends (the finished master lists the whole ladder) and when
            // the captions change.
            sourceKey={`${video.id}|${pending ? 'processing' : 'complete'}|${captionsVersion}`}
            poster={video.thumbnailUrl ?? undefined}
            title={video.title}
            onTimeChange={(seconds) => setPlayheadMs(Math.round(seconds * 1000))}
            onPlayingChange={setPlaying}
          />
        ) : (
          !failed && <PlayerPlaceholder pending={pending} />
        )}
        {showTimeline && (
          <EditorMomentTimeline
            video={video}
            player={player}
            playheadMs={playheadMs}
            playing={playing}
            onSeek={seek}
          />
        )}
      </Stack>
      {showTranscript && (
        <TranscriptPanel videoId={video.id} onSeek={(seconds) => player.current?.seek(seconds)} />
      )}
    </Box>
  );
}

import { LogoPosition as SdkLogoPosition } from '@framehouse/sdk';
import { Box } from '@mui/material';
import { useMemo, useRef } from 'react';
import { VideoPlayer, type VideoPlayerHandle } from '@framehouse/player-ui';
import { enumMember } from '../enum-member';
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

/** The editor's Video tab: the player with its overlays and, on the right, the transcript (spec §2 main area). */
export function VideoTab({ video, values, showTranscript, captionsVersion, failed }: VideoTabProps) {
  const player = useRef<VideoPlayerHandle>(null);
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

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', xl: showTranscript ? 'minmax(0, 3fr) minmax(320px, 2fr)' : '1fr' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
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
          />
        ) : (
          !failed && <PlayerPlaceholder pending={pending} />
        )}
      </Box>
      {showTranscript && (
        <TranscriptPanel videoId={video.id} onSeek={(seconds) => player.current?.seek(seconds)} />
      )}
    </Box>
  );
}

import {
  ContextMessages,
  Permission,
  PublishingTargetType,
  VideoStatus,
  type EmbedKind,
} from '@framehouse/domain';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CopyButton } from '../components/CopyButton';
import { enumMember } from '../enum-member';
import { errorMessageOf } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { publishingApi } from './publishing-data';
import { embedNeedsPublishing, embedSnippetFor, selfPublicationTargetId } from './share';

/** What a share or embed dialog is about: a video, or a moment of a video. */
export interface ShareSubject {
  kind: EmbedKind;
  /** The video's or the moment's id. */
  id: string;
  videoId: string;
}

type Prepared =
  | { state: 'loading'; text: string }
  | { state: 'ready'; publicUrl: string }
  | { state: 'failed'; text: string };

/**
 * Loads the subject's public link on the organization's own pages; for the embed dialog it first
 * publishes the video there when it is not live, the member may publish and the status allows it.
 */
function usePublicLink(subject: ShareSubject, publishFirst: boolean): Prepared {
  const apiCall = useApiCall();
  const canPublish = useHasPermissions(Permission.PUBLISH_VIDEO);
  const [prepared, setPrepared] = useState<Prepared>({ state: 'loading', text: 'Loading…' });
  const started = useRef(false);

  useEffect(() => {
    // Publishing is a write: React's development double effect must not send it twice.
    if (started.current) return;
    started.current = true;
    const prepare = async (): Promise<Prepared> => {
      const [video, targets] = await Promise.all([
        publishingApi.videoPublishing(subject.videoId),
        publishingApi.targets(subject.videoId),
      ]);
      const selfTargetId = selfPublicationTargetId(targets);
      if (!video || !selfTargetId) return { state: 'failed', text: ContextMessages.publicUrlFailed };
      const liveOnOwnPages = video.platforms.some((type) => type === PublishingTargetType.SelfPublication);
      const status = enumMember(VideoStatus, video.status);
      let videoUrl = video.publications.find((entry) => entry.publishingTargetId === selfTargetId)?.publicUrl;
      if (publishFirst && embedNeedsPublishing({ liveOnOwnPages, canPublish, status })) {
        setPrepared({ state: 'loading', text: ContextMessages.publishingVideo });
        const published = await apiCall(() => publishingApi.publishOnOwnPages(video.id));
        videoUrl = published?.publications.find(
          (entry) => entry.publishingTargetId === selfTargetId,
        )?.publicUrl;
      }
      const publicUrl =
        subject.kind === 'video' ? videoUrl : await publishingApi.publicMomentUrl(subject.id, selfTargetId);
      return publicUrl
        ? { state: 'ready', publicUrl }
        : { state: 'failed', text: ContextMessages.publicUrlFailed };
    };
    apiCall(prepare).then(setPrepared, (error: unknown) =>
      setPrepared({ state: 'failed', text: errorMessageOf(error) }),
    );
  }, [apiCall, canPublish, publishFirst, subject]);

  return prepared;
}

function Preparing({ prepared }: { prepared: Exclude<Prepared, { state: 'ready' }> }) {
  if (prepared.state === 'failed') {
    return (
      <Alert severity="error" role="alert">
        {prepared.text}
      </Alert>
    );
  }
  return (
    <Stack direction="row" spacing={2} alignItems="center" role="status">
      <CircularProgress size={24} />
      <Typography>{prepared.text}</Typography>
    </Stack>
  );
}

/**
 * A dialog about a video's or moment's public link: "Preparing" until the link is known (publishing the
 * video first when `publishFirst` and needed), then what `children` shows of it.
 */
function PublicLinkDialog({
  action,
  subject,
  publishFirst,
  onClose,
  children,
}: {
  action: string;
  subject: ShareSubject;
  publishFirst: boolean;
  onClose: () => void;
  children: (publicUrl: string) => ReactNode;
}) {
  const prepared = usePublicLink(subject, publishFirst);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {action} {subject.kind}
      </DialogTitle>
      <DialogContent>
        {prepared.state === 'ready' ? children(prepared.publicUrl) : <Preparing prepared={prepared} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The share dialog (spec §2): the public link of a video or moment, with a copy button. */
export function ShareDialog({ subject, onClose }: { subject: ShareSubject; onClose: () => void }) {
  return (
    <PublicLinkDialog action="Share" subject={subject} publishFirst={false} onClose={onClose}>
      {(publicUrl) => (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ pt: 1 }}>
          <TextField
            label="Public link"
            value={publicUrl}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <CopyButton text={publicUrl} label="Copy link" />
        </Stack>
      )}
    </PublicLinkDialog>
  );
}

/**
 * The embed dialog (spec §2): the snippet an outside page pastes (the placeholder element and the
 * loader script), publishing the video to its own pages first when needed ("Publishing video…").
 */
export function EmbedDialog({ subject, onClose }: { subject: ShareSubject; onClose: () => void }) {
  return (
    <PublicLinkDialog action="Embed" subject={subject} publishFirst onClose={onClose}>
      {(publicUrl) => <EmbedCode subject={subject} publicUrl={publicUrl} />}
    </PublicLinkDialog>
  );
}

function EmbedCode({ subject, publicUrl }: { subject: ShareSubject; publicUrl: string }) {
  const snippet = embedSnippetFor(subject.kind, subject.id, publicUrl, window.location.origin);
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ pt: 1 }}>
      <TextField
        label="Embed code"
        value={snippet}
        fullWidth
        multiline
        minRows={3}
        slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Embed code' } }}
        sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
      />
      <CopyButton text={snippet} label="Copy embed code" />
    </Stack>
  );
}

import {
  ContextMessages,
  parseTimeString,
  SEARCH_DEBOUNCE_MS,
  TRANSCRIPT_SELECTION_DEBOUNCE_MS,
  TranscriptionStatus,
  type TimeRange,
} from '@framehouse/domain';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { enumMember } from '../enum-member';
import { useApiCall } from '../hooks/api-call';
import { rangeLabel, selectedWordsRange } from '../moments/moment-editor';
import { segmentHeading, transcriptWords } from './transcript-view';
import { transcriptsApi } from './transcripts-data';

type Transcript = Awaited<ReturnType<typeof transcriptsApi.transcript>>;
type Segment = NonNullable<Transcript['transcription']>['segments']['nodes'][number];

/** While the transcript is being made, the panel asks again this often. */
const TRANSCRIBING_POLL_MS = 3000;

function statusOf(transcript: Transcript | undefined): TranscriptionStatus | undefined {
  return enumMember(TranscriptionStatus, transcript?.videoById?.transcriptionStatus);
}

/** The word spans carry their time, so a text selection can be read back as a range. */
const WORD_START = 'data-start-ms';
const WORD_END = 'data-end-ms';

/** The range of the words the document's selection touches inside `list`, if any. */
function selectionRangeIn(list: HTMLElement | null): TimeRange | undefined {
  const selection = window.getSelection();
  if (!list || !selection || selection.isCollapsed || !list.contains(selection.anchorNode)) return undefined;
  const words = Array.from(list.querySelectorAll<HTMLElement>(`[${WORD_START}]`))
    .filter((word) => selection.containsNode(word, true))
    .map((word) => ({
      start: Number(word.getAttribute(WORD_START)),
      end: Number(word.getAttribute(WORD_END)),
    }));
  return selectedWordsRange(words);
}

function SegmentView({
  segment,
  selectable,
  onSeek,
}: {
  segment: Segment;
  /**
   * Words are selected by dragging across them. Chromium starts no text selection on a focusable
   * element, so selectable words leave the tab order and seek by click only.
   */
  selectable: boolean;
  onSeek: (seconds: number) => void;
}) {
  const { speaker, range } = segmentHeading(segment);
  const timeOf = (timestamp: string | undefined) => (timestamp ? (parseTimeString(timestamp) ?? 0) : 0);
  return (
    <Box
      component="li"
      data-matched={segment.matched || undefined}
      sx={{
        listStyle: 'none',
        px: 1.5,
        py: 1,
        borderRadius: 1,
        bgcolor: segment.matched ? 'rgba(206, 0, 0, 0.08)' : undefined,
        borderLeft: 3,
        borderColor: segment.matched ? 'primary.main' : 'transparent',
      }}
    >
      <Stack direction="row" spacing={1} alignItems="baseline">
        <Typography variant="subtitle2">{speaker}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {range}
        </Typography>
      </Stack>
      <Typography variant="body2" component="p" sx={{ lineHeight: 1.8 }}>
        {transcriptWords(segment.tokens).map((word, index) => (
          <span key={word.id}>
            {word.spaceBefore && ' '}
            {word.seekTo === null ? (
              word.text
            ) : (
              <Box
                component="span"
                {...(selectable
                  ? {}
                  : {
                      role: 'button',
                      tabIndex: 0,
                      onKeyDown: (event: KeyboardEvent<HTMLSpanElement>) => {
                        if (event.key === 'Enter') onSeek(word.seekTo as number);
                      },
                    })}
                {...{
                  [WORD_START]: timeOf(segment.tokens[index]?.startTimestamp),
                  [WORD_END]: timeOf(segment.tokens[index]?.endTimestamp),
                }}
                onClick={() => onSeek(word.seekTo as number)}
                sx={{ cursor: 'pointer', borderRadius: 0.5, '&:hover': { bgcolor: 'action.hover' } }}
              >
                {word.text}
              </Box>
            )}
          </span>
        ))}
      </Typography>
    </Box>
  );
}

/**
 * A video's transcript (spec §2 transcription panel): segments with "Speaker N+1" and their time range,
 * words that seek the player, a search that marks matching segments (300 ms after typing), and 30 more
 * segments each time the list is scrolled to its end. Given `onCreateMoment` (the moments editor, when
 * creation is allowed), selecting words shows their range and "Create Moment" (300 ms after the selection
 * settles).
 */
export function TranscriptPanel({
  videoId,
  onSeek,
  onCreateMoment,
}: {
  videoId: string;
  onSeek: (seconds: number) => void;
  onCreateMoment?: (range: TimeRange) => void;
}) {
  const apiCall = useApiCall();
  const [pages, setPages] = useState(1);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [transcript, setTranscript] = useState<Transcript>();
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const end = useRef<HTMLLIElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [selected, setSelected] = useState<TimeRange>();
  const selecting = onCreateMoment !== undefined;

  useEffect(() => {
    if (!selecting) return undefined;
    let timer: number | undefined;
    const onSelectionChange = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => setSelected(selectionRangeIn(list.current)),
        TRANSCRIPT_SELECTION_DEBOUNCE_MS,
      );
    };
    document.addEventListener('selectionchange', onSelectionChange);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('selectionchange', onSelectionChange);
    };
  }, [selecting]);

  const load = useCallback(async () => {
    try {
      const loaded = await apiCall(() => transcriptsApi.transcript(videoId, pages, search));
      setTranscript(loaded);
      setFailed(false);
    } catch (error) {
      console.warn('Loading the transcript failed:', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [apiCall, videoId, pages, search]);

  useEffect(() => {
    void load();
  }, [load]);

  const status = statusOf(transcript);
  const transcribing = status === TranscriptionStatus.QUEUED || status === TranscriptionStatus.IN_PROGRESS;
  useEffect(() => {
    if (!transcribing) return;
    const timer = window.setInterval(() => void load(), TRANSCRIBING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [transcribing, load]);

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const segments = transcript?.transcription?.segments;
  const hasMore = segments?.pageInfo.hasNextPage ?? false;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setPages((current) => current + 1);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, segments?.nodes.length]);

  const matches = segments?.nodes.filter((segment) => segment.matched).length ?? 0;

  let body;
  if (loading) body = <CircularProgress size={24} sx={{ m: 2 }} />;
  else if (failed) body = <Alert severity="error">{ContextMessages.loadErrorHere}</Alert>;
  else if (transcribing) {
    body = (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ p: 2 }} role="status">
        <CircularProgress size={16} />
        <Typography color="text.secondary">The transcript is being made.</Typography>
      </Stack>
    );
  } else if (status === TranscriptionStatus.FAILED) {
    body = (
      <Alert severity="warning">
        The transcript could not be made. {transcript?.videoById?.transcriptionFailureReason ?? ''}
      </Alert>
    );
  } else if (!segments) {
    body = <Typography color="text.secondary">This video has no transcript yet.</Typography>;
  } else if (segments.totalCount === 0) {
    body = <Typography color="text.secondary">No speech was found in this video.</Typography>;
  } else {
    body = (
      <Box component="ol" ref={list} sx={{ m: 0, p: 0 }} aria-label="Transcript segments">
        {segments.nodes.map((segment) => (
          <SegmentView key={segment.id} segment={segment} selectable={selecting} onSeek={onSeek} />
        ))}
        {/* The end of the list, watched to load more: an item too, since a list holds items only. */}
        <li ref={end} aria-hidden="true" style={{ listStyle: 'none' }} />
      </Box>
    );
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Transcription"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 320, maxHeight: 640 }}
    >
      <Stack spacing={1.5} sx={{ p: 2, pb: 1 }}>
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <Typography component="h2" variant="h6">
            Transcription
          </Typography>
          {search && segments && (
            <Chip size="small" label={`${matches} matching`} color={matches > 0 ? 'primary' : 'default'} />
          )}
        </Stack>
        <TextField
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search"
          size="small"
          slotProps={{
            htmlInput: { 'aria-label': 'Search the transcript', type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {selecting &&
          (selected ? (
            <Stack direction="row" spacing={1} alignItems="center" role="status" aria-label="Selected text">
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', flexGrow: 1 }}>
                {rangeLabel(selected)}
              </Typography>
              <Button
                size="small"
                variant="contained"
                startIcon={<ContentCutIcon />}
                onClick={() => {
                  onCreateMoment(selected);
                  window.getSelection()?.removeAllRanges();
                  setSelected(undefined);
                }}
              >
                Create Moment
              </Button>
            </Stack>
          ) : (
            <Typography variant="caption" color="text.secondary">
              {ContextMessages.transcriptionSelectionHint}
            </Typography>
          ))}
      </Stack>
      <Box sx={{ overflowY: 'auto', px: 1, pb: 1, flexGrow: 1 }}>{body}</Box>
    </Paper>
  );
}

import AddIcon from '@mui/icons-material/Add';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, Chip, CircularProgress, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LoadStates } from '../../components/ListStates';
import { useApiCall } from '../../hooks/api-call';
import { useNotifyError } from '../../hooks/notify-error';
import { momentsApi } from '../moments-data';
import {
  momentInputOf,
  NO_SUGGESTIONS_MESSAGE,
  reasonLabels,
  suggestionKey,
  suggestionRangeLabel,
  suggestionsInOrder,
  type SuggestedMoment,
} from './suggested-moments';

export interface SuggestedMomentsProps {
  videoId: string;
  /** Shows "Create" on each suggestion (the page's edit mode with CHANGE_MOMENT and CREATE_MOMENT). */
  canCreate: boolean;
  /** Changes whenever the video's moments change (made, moved, split, deleted): the list is fetched again. */
  refreshKey: string | number;
  /** A suggestion became this moment. */
  onCreated: (momentId: string) => void;
  /** "Preview": the page seeks its player to this time (ms). */
  onPreview: (startMs: number) => void;
}

/** What was fetched last, and for which video, so another video's list is never shown. */
interface Loaded {
  videoId: string;
  suggestions?: SuggestedMoment[];
  failed: boolean;
}

/**
 * The moments editor's suggested moments: ranges the API worked out from the video's scene and topic
 * changes, each with its reasons, a "Preview" that seeks the player to its start and, when the member may
 * create moments, a one-click "Create" that makes it a moment with its title and range. A created
 * suggestion leaves the list on the next fetch, since it then overlaps a moment.
 */
export function SuggestedMoments({
  videoId,
  canCreate,
  refreshKey,
  onCreated,
  onPreview,
}: SuggestedMomentsProps) {
  const call = useApiCall();
  const notifyError = useNotifyError();
  const [loaded, setLoaded] = useState<Loaded>();
  const [creatingKey, setCreatingKey] = useState<string>();
  // Fetches can overlap (refreshKey changes while one runs): only the latest one's answer is shown.
  const latestFetch = useRef(0);

  const load = useCallback(async () => {
    const fetchId = ++latestFetch.current;
    try {
      const suggestions = suggestionsInOrder(await call(() => momentsApi.suggestions(videoId)));
      if (fetchId === latestFetch.current) setLoaded({ videoId, suggestions, failed: false });
    } catch (error) {
      console.warn('Loading the suggested moments failed:', error);
      if (fetchId !== latestFetch.current) return;
      setLoaded((current) =>
        current?.videoId === videoId ? { ...current, failed: true } : { videoId, failed: true },
      );
    }
  }, [call, videoId]);

  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  const create = async (suggestion: SuggestedMoment) => {
    setCreatingKey(suggestionKey(suggestion));
    try {
      const moment = await call(() => momentsApi.create(videoId, momentInputOf(suggestion)));
      if (moment) onCreated(moment.id);
    } catch (error) {
      notifyError(error);
    }
    // Also after a refusal: the usual one is an overlap with a moment made elsewhere since the last fetch,
    // and the fresh list no longer offers that range.
    await load();
    setCreatingKey(undefined);
  };

  const current = loaded?.videoId === videoId ? loaded : undefined;
  const suggestions = current?.suggestions ?? [];

  return (
    <Stack component="section" aria-label="Suggested moments" spacing={1} sx={{ minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Suggested moments
      </Typography>
      {!current ? (
        <CircularProgress size={24} sx={{ m: 1 }} aria-label="Loading suggested moments" />
      ) : (
        <LoadStates
          failed={current.failed}
          isEmpty={suggestions.length === 0}
          empty={NO_SUGGESTIONS_MESSAGE}
          dense
        >
          <Paper variant="outlined" sx={{ maxHeight: { md: 480 }, overflowY: 'auto' }}>
            <List dense disablePadding aria-label="Suggested moments">
              {suggestions.map((suggestion, index) => {
                const key = suggestionKey(suggestion);
                return (
                  <ListItem key={key} divider={index < suggestions.length - 1} sx={{ display: 'block' }}>
                    <Typography variant="body2" noWrap title={suggestion.title} sx={{ fontWeight: 500 }}>
                      {suggestion.title}
                    </Typography>
                    <Stack direction="row" spacing={0.5} alignItems="center" useFlexGap flexWrap="wrap">
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ fontVariantNumeric: 'tabular-nums', mr: 0.5 }}
                      >
                        {suggestionRangeLabel(suggestion)}
                      </Typography>
                      {reasonLabels(suggestion.reasons).map((label) => (
                        <Chip key={label} label={label} size="small" variant="outlined" />
                      ))}
                    </Stack>
                    <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
                      <Button
                        size="small"
                        startIcon={<PlayArrowIcon />}
                        aria-label={`Preview ${suggestion.title}`}
                        onClick={() => onPreview(suggestion.start)}
                      >
                        Preview
                      </Button>
                      {canCreate && (
                        <Button
                          size="small"
                          variant="outlined"
                          startIcon={<AddIcon />}
                          aria-label={`Create ${suggestion.title}`}
                          disabled={creatingKey !== undefined}
                          onClick={() => void create(suggestion)}
                        >
                          {creatingKey === key ? 'Creating...' : 'Create'}
                        </Button>
                      )}
                    </Box>
                  </ListItem>
                );
              })}
            </List>
          </Paper>
        </LoadStates>
      )}
    </Stack>
  );
}

import {
  CHAPTER_MIN_LENGTH_MS,
  CHAPTER_TITLE_MAX,
  CHAPTERS_MAX_COUNT,
  CHAPTERS_MIN_COUNT,
} from '@framehouse/domain';
import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Button, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { apiErrorMessage, errorMessageOf, PayloadError } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useLoaded } from '../hooks/use-loaded';
import {
  chapterRowsOf,
  chaptersOfRows,
  nextChapterRow,
  rowErrorsOf,
  type ChapterRow,
  type ChapterRowErrors,
} from './chapter-rows';
import { chaptersApi } from './chapters-data';
import { EditorSection } from './EditorSection';
import { keepsEditorPanel } from './leave-prompt';
import { useLeaveHold } from './VideoLeaveGuard';

/** Ours: the spec names no texts for the chapters. */
export const ChapterTexts = {
  rules: `None, or ${CHAPTERS_MIN_COUNT} to ${CHAPTERS_MAX_COUNT} chapters: the first at 00:00, each at least ${CHAPTER_MIN_LENGTH_MS / 1000} s long.`,
  none: 'This video has no chapters.',
  noSuggestion: 'No chapters to suggest: the video has no transcript topics or scene changes to go by.',
  saved: 'Chapters saved',
  replaceTitle: 'Replace the chapters?',
  replaceText: 'The suggested chapters replace the rows below. Nothing is saved until you click Save.',
} as const;

type ChapterSuggestion = Array<{ startMs: number; title: string }>;

/**
 * The side panel's chapters (issue 21): a start (mm:ss or h:mm:ss) and a title per row; Add, Remove,
 * "Suggest chapters" (from the transcript's topics and the scene changes, asking before it replaces rows)
 * and Save, which replaces the whole list after the domain's rules pass. Read-only without CHANGE_VIDEO.
 */
export function ChaptersSection({
  videoId,
  durationMs,
  editable,
}: {
  videoId: string;
  durationMs: number;
  editable: boolean;
}) {
  const notify = useNotify();
  const apiCall = useApiCall();
  const load = useCallback(() => chaptersApi.list(videoId), [videoId]);
  const { data, error, loading } = useLoaded(load);
  const [rows, setRows] = useState<ChapterRow[]>([]);
  const [errors, setErrors] = useState<ChapterRowErrors>();
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState(false);
  const [suggestion, setSuggestion] = useState<ChapterSuggestion>();
  // Rows not saved ask before the editor is left, as its details form does.
  useLeaveHold(dirty, keepsEditorPanel(videoId));

  useEffect(() => {
    if (data) setRows(chapterRowsOf(data));
  }, [data]);

  const change = (next: ChapterRow[]) => {
    setRows(next);
    setDirty(true);
    setErrors(undefined);
  };
  const edit = (key: number, field: 'start' | 'title', value: string) =>
    change(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  const suggest = async () => {
    setPending(true);
    try {
      const suggested = await apiCall(() => chaptersApi.suggested(videoId));
      if (suggested.length === 0) notify(ChapterTexts.noSuggestion, { type: 'info' });
      else if (rows.length > 0) setSuggestion(suggested);
      else change(chapterRowsOf(suggested));
    } catch (failure) {
      notify(errorMessageOf(failure), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const save = async () => {
    const checked = chaptersOfRows(rows, durationMs);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setPending(true);
    try {
      const saved = await apiCall(() => chaptersApi.save(videoId, checked.chapters));
      setRows(chapterRowsOf(saved));
      setDirty(false);
      setErrors(undefined);
      notify(ChapterTexts.saved, { type: 'success' });
    } catch (failure) {
      if (failure instanceof PayloadError)
        setErrors(
          // A rule's message, or the catalogue's text of an error code.
          rowErrorsOf(
            failure.errors.map((error) => ({ field: error.field, message: apiErrorMessage(error) })),
          ),
        );
      else notify(errorMessageOf(failure), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  if (loading) return null;
  return (
    <EditorSection
      title="Chapters"
      action={
        editable && (
          <Button
            size="small"
            startIcon={<AutoAwesomeIcon />}
            disabled={pending}
            onClick={() => void suggest()}
          >
            Suggest chapters
          </Button>
        )
      }
    >
      {error ? (
        <Alert severity="error">{errorMessageOf(error)}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {rows.length === 0 && !editable ? ChapterTexts.none : ChapterTexts.rules}
          </Typography>
          {errors?.list.map((message) => (
            <Alert key={message} severity="error" role="alert">
              {message}
            </Alert>
          ))}
          {rows.length > 0 && (
            <Stack component="ol" spacing={1.5} aria-label="Chapters" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {rows.map((row, index) => {
                const rowErrors = errors?.rows[index];
                return (
                  <Stack component="li" key={row.key} spacing={0.5}>
                    <Stack direction="row" spacing={1} alignItems="flex-start">
                      <TextField
                        label="Start"
                        size="small"
                        value={row.start}
                        onChange={(event) => edit(row.key, 'start', event.target.value)}
                        error={!!rowErrors?.start}
                        placeholder="mm:ss"
                        sx={{ width: 96, flexShrink: 0 }}
                        slotProps={{
                          input: { readOnly: !editable },
                          htmlInput: {
                            'aria-label': `Start of chapter ${index + 1}`,
                            'aria-describedby': rowErrors?.start ? `chapter-${row.key}-start` : undefined,
                          },
                        }}
                      />
                      <TextField
                        label="Title"
                        size="small"
                        fullWidth
                        value={row.title}
                        onChange={(event) => edit(row.key, 'title', event.target.value)}
                        error={!!rowErrors?.title}
                        slotProps={{
                          input: { readOnly: !editable },
                          htmlInput: {
                            'aria-label': `Title of chapter ${index + 1}`,
                            'aria-describedby': rowErrors?.title ? `chapter-${row.key}-title` : undefined,
                            maxLength: CHAPTER_TITLE_MAX,
                          },
                        }}
                      />
                      {editable && (
                        <IconButton
                          aria-label={`Remove chapter ${index + 1}`}
                          onClick={() => change(rows.filter((other) => other.key !== row.key))}
                          disabled={pending}
                        >
                          <DeleteOutlineIcon />
                        </IconButton>
                      )}
                    </Stack>
                    {(['start', 'title'] as const).map(
                      (field) =>
                        rowErrors?.[field] && (
                          <FormHelperText key={field} error id={`chapter-${row.key}-${field}`}>
                            {rowErrors[field]}
                          </FormHelperText>
                        ),
                    )}
                  </Stack>
                );
              })}
            </Stack>
          )}
          {editable && (
            <Stack direction="row" justifyContent="space-between">
              <Button
                size="small"
                startIcon={<AddIcon />}
                disabled={pending}
                onClick={() => change([...rows, nextChapterRow(rows)])}
              >
                Add chapter
              </Button>
              <Button
                variant="contained"
                size="small"
                disabled={!dirty || pending}
                onClick={() => void save()}
              >
                Save chapters
              </Button>
            </Stack>
          )}
        </>
      )}
      {suggestion && (
        <ConfirmDialog
          title={ChapterTexts.replaceTitle}
          confirmLabel="Replace"
          pending={false}
          onClose={() => setSuggestion(undefined)}
          onConfirm={() => {
            change(chapterRowsOf(suggestion));
            setSuggestion(undefined);
          }}
        >
          {ChapterTexts.replaceText}
        </ConfirmDialog>
      )}
    </EditorSection>
  );
}

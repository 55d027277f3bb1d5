import { useCallback, useEffect, useState } from 'react';
import { parseStoredTags } from './video-editor-form';

/** Where Copy keeps a video's tags for Paste on another video (spec §5: through local storage; key ours). */
export const COPIED_TAGS_STORAGE_KEY = 'copiedTags';

function readStoredTags(): string[] {
  try {
    return parseStoredTags(window.localStorage.getItem(COPIED_TAGS_STORAGE_KEY));
  } catch {
    // Storage can be switched off; then nothing was copied.
    return [];
  }
}

/** The copied tags, kept in step with other tabs (the storage event) and with Copy in this one. */
export function useTagClipboard() {
  const [stored, setStored] = useState<string[]>(readStoredTags);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === COPIED_TAGS_STORAGE_KEY) setStored(readStoredTags());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const copy = useCallback((tags: readonly string[]) => {
    window.localStorage.setItem(COPIED_TAGS_STORAGE_KEY, JSON.stringify(tags));
    setStored(readStoredTags());
  }, []);

  return { stored, copy };
}

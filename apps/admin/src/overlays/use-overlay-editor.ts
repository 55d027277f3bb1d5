import { useCallback, useEffect, useState } from 'react';
import { useApiCall } from '../hooks/api-call';
import { isFormDirty } from './form-dirty';

/**
 * The state of an overlay editor: the form it was opened (or last saved) with and the form as edited.
 * A new one starts from `empty`; an existing one loads by `id` (`failed` when it is unknown or the call
 * failed: the editor shows "ERROR", §8).
 */
export function useOverlayEditor<Record, Form>({
  id,
  empty,
  load,
  formOf,
}: {
  id: string | undefined;
  empty: Form;
  load: (id: string) => Promise<Record | null | undefined>;
  formOf: (record: Record) => Form;
}) {
  const call = useApiCall();
  const [record, setRecord] = useState<Record>();
  const [saved, setSaved] = useState<Form | undefined>(id ? undefined : empty);
  const [form, setForm] = useState<Form | undefined>(id ? undefined : empty);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!id) return;
    let current = true;
    call(() => load(id)).then(
      (found) => {
        if (!current) return;
        if (!found) {
          setFailed(true);
          return;
        }
        const opened = formOf(found);
        setRecord(found);
        setSaved(opened);
        setForm(opened);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
    // Loaded once per id: `load` and `formOf` are module functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [id, call]);

  /** After a save: the stored record and its form become the saved state. */
  const markSaved = useCallback(
    (stored: Record) => {
      const opened = formOf(stored);
      setRecord(stored);
      setSaved(opened);
      setForm(opened);
    },
    [formOf],
  );

  const dirty = saved !== undefined && form !== undefined && isFormDirty(saved, form);
  return { record, saved, form, setForm, failed, dirty, markSaved };
}

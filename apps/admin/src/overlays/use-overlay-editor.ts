import { ContextMessages, type Permission } from '@framehouse/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { isFormDirty } from './form-dirty';

/**
 * The state of an overlay editor: the form it was opened (or last saved) with and the form as edited.
 * A new one starts from `empty`; an existing one loads by `id` (`failed` when it is unknown or the call
 * failed: the editor shows "ERROR", §8). `save` creates, then replaces the route with the edit route
 * (§2, §4), or updates and takes what was stored as the saved form.
 */
export function useOverlayEditor<Stored extends { id: string }, Form>({
  id,
  empty,
  load,
  formOf,
  permissions,
}: {
  id: string | undefined;
  empty: Form;
  load: (id: string) => Promise<Stored | null | undefined>;
  formOf: (stored: Stored) => Form;
  /** What creating and what changing need. */
  permissions: { create: Permission; change: Permission };
}) {
  const call = useApiCall();
  const notify = useNotify();
  const navigate = useNavigate();
  const canSave = useHasPermissions(id ? permissions.change : permissions.create);
  const [stored, setStored] = useState<Stored>();
  const [saved, setSaved] = useState<Form | undefined>(id ? undefined : empty);
  const [form, setForm] = useState<Form | undefined>(id ? undefined : empty);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

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
        setStored(found);
        setSaved(formOf(found));
        setForm(formOf(found));
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
    // Loaded once per id: `load` and `formOf` are module functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [id, call]);

  /**
   * Saves through `create` or `update`; after a create, `beforeLeaving` runs and the route becomes
   * `editPath` of the new record (with `state`). Answers the failure, if any, for the editor to show.
   */
  const save = useCallback(
    async (calls: {
      create: () => Promise<Stored | null | undefined>;
      update: (id: string) => Promise<Stored | null | undefined>;
      editPath: (created: Stored) => string;
      state?: unknown;
      beforeLeaving?: () => void;
    }): Promise<unknown> => {
      setSaving(true);
      try {
        if (!id) {
          const created = await call(calls.create);
          notify(ContextMessages.changesSaved, { type: 'success' });
          if (created) {
            // The create counts as saved at once (§4): the edit route reads the record again, and until
            // then Save must not offer to create it a second time.
            setStored(created);
            setSaved(formOf(created));
            setForm(formOf(created));
            calls.beforeLeaving?.();
            navigate(calls.editPath(created), { replace: true, state: calls.state });
          }
        } else {
          // §7: after an update the record is read again (the payload answers it as stored).
          const updated = (await call(() => calls.update(id))) ?? (await call(() => load(id)));
          if (updated) {
            setStored(updated);
            setSaved(formOf(updated));
            setForm(formOf(updated));
          }
          notify(ContextMessages.changesSaved, { type: 'success' });
        }
        return undefined;
      } catch (failure) {
        return failure ?? new Error();
      } finally {
        setSaving(false);
      }
    },
    [id, call, notify, navigate, load, formOf],
  );

  const dirty = saved !== undefined && form !== undefined && isFormDirty(saved, form);
  return { stored, saved, form, setForm, failed, dirty, canSave, saving, save, navigate };
}

/**
 * Which problems an editor shows: a field's own once it was changed (validation on change, §5), all of
 * them after a Save that found some, and the API's refusals until the next change.
 */
export function useShownProblems<Field extends string>(problems: Partial<Record<Field, string>>) {
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [refused, setRefused] = useState<Partial<Record<Field, string>>>({});
  const touch = useCallback((fields: readonly Field[]) => {
    setTouched((current) => new Set([...current, ...fields]));
    setRefused({});
  }, []);
  /** Before a save: true when the form can go; otherwise every problem shows. */
  const check = () => {
    const fields = Object.keys(problems) as Field[];
    if (fields.length > 0) setTouched((current) => new Set([...current, ...fields]));
    return fields.length === 0;
  };
  const problemOf = (field: Field) => refused[field] ?? (touched.has(field) ? problems[field] : undefined);
  return { touch, check, problemOf, setRefused };
}

/**
 * An editor's form as the member edits it: its problems (`problemsOf` the form, shown by
 * useShownProblems), `change` (a patch of the form; the changed fields show their own problems when
 * `touchEdited`, else problems show from the first Save on) and whether it is read-only (no right, or
 * saving).
 */
export function useFormEdits<Form, Field extends string>(
  editor: {
    form: Form | undefined;
    setForm: (form: Form) => void;
    canSave: boolean;
    saving: boolean;
  },
  problemsOf: (form: Form) => Partial<Record<Field, string>>,
  { touchEdited }: { touchEdited: boolean },
) {
  const { form, setForm } = editor;
  const problems = useMemo(() => (form ? problemsOf(form) : {}), [form, problemsOf]);
  const shown = useShownProblems<Field>(problems);
  const change = (patch: Partial<Form>) => {
    if (form === undefined) return;
    setForm({ ...form, ...patch });
    shown.touch(touchEdited ? (Object.keys(patch) as Field[]) : []);
  };
  return { shown, change, problemOf: shown.problemOf, readOnly: !editor.canSave || editor.saving };
}

import { CAROUSEL_MOMENTS_MAX, Permission } from '@framehouse/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { isFormDirty } from '../overlays/form-dirty';
import { appendPage, type MomentRow } from './moment-selection';
import { widgetFormOf, type WidgetForm } from './widget-form';
import { widgetsApi, type CarouselRecord } from './widgets-data';
import { NOT_FOUND_PATH } from './widgets-routes';

/**
 * How many moments the list loads at a time: as many as a carousel holds, so that the first page (which
 * the API starts with the carousel's own moments, in order) gives the preview all of them.
 */
export const CAROUSEL_MOMENTS_PAGE_SIZE = CAROUSEL_MOMENTS_MAX;

/**
 * The customize screen's carousel: loaded by id (a missing one goes to /404, §7; a failed call shows
 * "ERROR"), the form as saved and as edited, and `save`, which stores the form and takes the answer as
 * the saved form. Unlike the overlay editors there is no create route here (the list's modal creates),
 * and a save opens "Your widget is saved!" rather than a toast.
 */
export function useCarouselEditor(carouselId: string) {
  const call = useApiCall();
  const navigate = useNavigate();
  const canSave = useHasPermissions(Permission.CHANGE_CAROUSEL);
  const [carousel, setCarousel] = useState<CarouselRecord>();
  const [saved, setSaved] = useState<WidgetForm>();
  const [form, setForm] = useState<WidgetForm>();
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    call(() => widgetsApi.carousel(carouselId)).then(
      (found) => {
        if (!current) return;
        if (!found) {
          navigate(NOT_FOUND_PATH, { replace: true });
          return;
        }
        setCarousel(found);
        setSaved(widgetFormOf(found));
        setForm(widgetFormOf(found));
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [carouselId, call, navigate]);

  /** Stores the form; answers the failure, if any, for the screen to show. */
  const save = async (edited: WidgetForm): Promise<unknown> => {
    setSaving(true);
    try {
      const stored = await call(() => widgetsApi.updateCarousel(carouselId, edited));
      setCarousel(stored);
      setSaved(widgetFormOf(stored));
      setForm(widgetFormOf(stored));
      return undefined;
    } catch (failure) {
      return failure ?? new Error();
    } finally {
      setSaving(false);
    }
  };

  const dirty = saved !== undefined && form !== undefined && isFormDirty(saved, form);
  return { carousel, saved, form, setForm, failed, dirty, canSave, saving, save, navigate };
}

/**
 * The list of moments to choose from: the first page for the search, more on `loadMore`. Every moment
 * seen stays in `known`, so the preview can show a chosen moment the current search does not list.
 */
export function useCarouselMoments(carouselId: string) {
  const call = useApiCall();
  const [search, setSearch] = useState('');
  const [rows, setRows] = useState<MomentRow[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const known = useRef(new Map<string, MomentRow>());
  // The answer of an older search or page that arrives late is dropped.
  const latest = useRef(0);

  const load = useCallback(
    async (nextSearch: string, nextPage: number) => {
      const request = ++latest.current;
      setLoading(true);
      setFailed(false);
      try {
        const answer = await call(() =>
          widgetsApi.carouselMoments(carouselId, nextSearch, nextPage, CAROUSEL_MOMENTS_PAGE_SIZE),
        );
        if (request !== latest.current) return;
        for (const moment of answer.nodes) known.current.set(moment.id, moment);
        setRows((current) => (nextPage === 1 ? answer.nodes : appendPage(current, answer.nodes)));
        setTotal(answer.totalCount);
        setPage(nextPage);
      } catch {
        if (request === latest.current) setFailed(true);
      } finally {
        if (request === latest.current) setLoading(false);
      }
    },
    [call, carouselId],
  );

  useEffect(() => {
    void load(search, 1);
  }, [load, search]);

  return {
    search,
    setSearch,
    rows,
    total,
    loading,
    failed,
    loadMore: () => void load(search, page + 1),
    known: known.current,
  };
}

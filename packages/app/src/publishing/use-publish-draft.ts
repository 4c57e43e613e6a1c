import { emptyPublishForm, type PublishFormValues } from '@causeway/ui/screens/publishing/PublishScreen';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, isBlank, loadDraft, saveDraft } from './drafts';

const saveDelayMs = 400;

export interface PublishDraft {
  /** False until the stored draft (if any) has been read: the form waits for it. */
  isReady: boolean;
  values: PublishFormValues;
  setValues: (values: PublishFormValues) => void;
  /** The form came back from an earlier visit. */
  wasRestored: boolean;
  /** What is on screen is kept on this device. */
  isSaved: boolean;
  /** Empties the form and forgets the draft (the person's Discard, or a publish that succeeded). */
  reset: () => void;
}

/**
 * The publish form's values, kept as a draft under `key` as the person works (a short pause after
 * each change, and at once when the page is hidden). `initial` fills the form when there is no
 * draft (an edited item's values). A null key keeps nothing (no team yet).
 */
export function usePublishDraft(key: string | null, initial: PublishFormValues | null): PublishDraft {
  const [state, setState] = useState<{ key: string | null; values: PublishFormValues; wasRestored: boolean } | null>(
    null,
  );
  const [isSaved, setSaved] = useState(false);
  const pending = useRef<{ key: string; values: PublishFormValues } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Read the stored draft when the form opens, and again when the team or the form changes.
  useEffect(() => {
    let isCurrent = true;
    setState(null);
    setSaved(false);
    void (key ? loadDraft(key) : Promise.resolve(null)).then((draft) => {
      if (!isCurrent) return;
      setState({ key, values: draft?.values ?? initial ?? emptyPublishForm(), wasRestored: draft !== null });
      setSaved(draft !== null);
    });
    return () => {
      isCurrent = false;
    };
    // `initial` fills a form once, when it opens; later changes to it must not refill it.
  }, [key, initial === null]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    const write = isBlank(next.values) ? clearDraft(next.key).then(() => null) : saveDraft(next.key, next.values);
    void write.then((savedAt) => setSaved(savedAt !== null));
  }, []);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      // Leaving the form keeps what was typed.
      flush();
    };
  }, [flush]);

  const setValues = useCallback(
    (values: PublishFormValues) => {
      setState((current) => (current ? { ...current, values } : current));
      if (!key) return;
      setSaved(false);
      pending.current = { key, values };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, saveDelayMs);
    },
    [key, flush],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    if (key) void clearDraft(key);
    setSaved(false);
    setState((current) => (current ? { ...current, values: emptyPublishForm(), wasRestored: false } : current));
  }, [key]);

  const isReady = state !== null && state.key === key;
  return {
    isReady,
    values: state?.values ?? emptyPublishForm(),
    setValues,
    wasRestored: isReady && state.wasRestored,
    isSaved,
    reset,
  };
}

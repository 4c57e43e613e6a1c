import type { PublishCategory, PublishFormValues } from '@causeway/ui/screens/publishing/PublishScreen';
import { parseDate, parseTime } from '@internationalized/date';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Unsent work of the publish forms, kept in IndexedDB on this device (docs/decisions.md: the composer's
 * text, pages, schedule and chosen file) per user, team and form, so it comes back after a reload,
 * a session that expired, or a failed publish. IndexedDB rather than localStorage: it keeps the
 * chosen file itself, and has room for it.
 */

/** What is stored: the form with its date and time as text (IndexedDB keeps plain values). */
interface StoredDraft {
  platforms: PublishFormValues['platforms'];
  pageIds: string[];
  text: string;
  media: File | null;
  mode: PublishFormValues['mode'];
  date: string | null;
  time: string | null;
  autoDelete: boolean;
  savedAt: number;
}

export interface Draft {
  values: PublishFormValues;
  savedAt: Date;
}

let store: UseStore | null = null;
function draftStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('causeway-drafts', 'drafts');
  return store;
}

/** A draft's key: whose, which team's, which form; an edited queued item has its own. */
export function draftKey(userId: string, teamId: string, category: PublishCategory, editId?: string | null): string {
  return ['draft', userId, teamId, category, ...(editId ? ['edit', editId] : [])].join(':');
}

export async function loadDraft(key: string): Promise<Draft | null> {
  const target = draftStore();
  if (!target) return null;
  try {
    const stored = await get<StoredDraft>(key, target);
    return stored ? fromStored(stored) : null;
  } catch {
    // A draft that cannot be read (private mode, a changed shape) is no draft.
    return null;
  }
}

export async function saveDraft(key: string, values: PublishFormValues): Promise<Date | null> {
  const target = draftStore();
  if (!target) return null;
  const savedAt = new Date();
  try {
    await set(key, toStored(values, savedAt), target);
    return savedAt;
  } catch {
    return null;
  }
}

export async function clearDraft(key: string): Promise<void> {
  const target = draftStore();
  if (!target) return;
  try {
    await del(key, target);
  } catch {
    // Nothing to clear.
  }
}

/** Forgets every draft on this device (a fresh start: tests, and a first visit as it should look). */
export async function forgetAllDrafts(): Promise<void> {
  const target = draftStore();
  if (target) await clear(target);
}

function toStored(values: PublishFormValues, savedAt: Date): StoredDraft {
  return {
    platforms: [...values.platforms],
    pageIds: [...values.pageIds],
    text: values.text,
    media: values.media,
    mode: values.mode,
    date: values.date?.toString() ?? null,
    time: values.time ? values.time.toString().slice(0, 5) : null,
    autoDelete: values.autoDelete,
    savedAt: savedAt.getTime(),
  };
}

function fromStored(stored: StoredDraft): Draft {
  return {
    values: {
      platforms: stored.platforms,
      pageIds: stored.pageIds,
      text: stored.text,
      media: stored.media instanceof Blob ? stored.media : null,
      mode: stored.mode,
      date: stored.date ? parseDate(stored.date) : null,
      time: stored.time ? parseTime(stored.time) : null,
      autoDelete: stored.autoDelete,
    },
    savedAt: new Date(stored.savedAt),
  };
}

/** Whether the form holds anything worth keeping. */
export function isBlank(values: PublishFormValues): boolean {
  return values.pageIds.length === 0 && values.text.trim() === '' && !values.media && values.mode === 'now';
}
